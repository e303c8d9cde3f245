import { writes } from '@qurio/queries';
import { useTranslation } from 'react-i18next';
import { Text } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { PasswordConfirmedAction } from './PasswordConfirmedAction';

/** Freezing (SPEC §4 "Account"), confirmed with the password. Logging in again reactivates the account. */
export function FreezeAccount() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  return (
    <PasswordConfirmedAction
      strings="settings.freeze"
      explanation={<Text style={{ color: colors.text }}>{t('settings.freeze.confirm')}</Text>}
      write={writes.freeze}
    />
  );
}
