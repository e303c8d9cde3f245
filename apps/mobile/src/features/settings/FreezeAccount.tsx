import { writes } from '@qurio/queries';
import { useTranslation } from 'react-i18next';
import { Text } from 'react-native';
import { useWriteMutation } from '../../api/write-mutation';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { PasswordConfirmedAction } from './PasswordConfirmedAction';

/** Freezing (SPEC §4 "Account"), confirmed with the password. Logging in again reactivates the account. */
export function FreezeAccount() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const action = useWriteMutation(writes.freeze);
  return (
    <PasswordConfirmedAction
      strings="settings.freeze"
      explanation={<Text style={{ color: colors.text }}>{t('settings.freeze.confirm')}</Text>}
      action={action}
    />
  );
}
