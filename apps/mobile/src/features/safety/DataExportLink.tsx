import { useTranslation } from 'react-i18next';
import { Text } from 'react-native';
import { Button } from '../../ui/Button';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { SettingsCard } from '../settings/SettingsPage';
import { openWebPage } from './web-pages';

/**
 * "Download my data" (issue 16) in the app: the copy is a ZIP file, which a phone app could only
 * hand to the share sheet after saving it with a file-system module the app does not ship; the
 * website's account settings prepare and download it, so the app sends the member there.
 */
export function DataExportLink() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  return (
    <SettingsCard title={t('settings.dataExport.title')}>
      <Text style={{ color: colors.text }}>{t('settings.dataExport.text')}</Text>
      <Text style={{ color: colors.muted }}>{t('appSafety.export.where')}</Text>
      <Button
        variant="secondary"
        label={t('appSafety.export.openWeb')}
        onPress={() => openWebPage('/settings/account')}
      />
    </SettingsCard>
  );
}
