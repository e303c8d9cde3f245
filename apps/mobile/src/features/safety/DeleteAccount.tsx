import { writes } from '@qurio/queries';
import { useTranslation } from 'react-i18next';
import { Text } from 'react-native';
import { useWriteMutation } from '../../api/write-mutation';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { PasswordConfirmedAction } from '../settings/PasswordConfirmedAction';

const LINES = ['lost', 'questionsStay', 'username', 'freezeInstead'] as const;

/**
 * Deleting the account for good (issue 16): the dialog says what is lost (and that freezing is
 * the reversible choice), then asks for the password.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const action = useWriteMutation(writes.deleteAccount);
  return (
    <PasswordConfirmedAction
      strings="settings.deleteAccount"
      explanation={LINES.map((line) => (
        <Text key={line} style={{ color: line === 'freezeInstead' ? colors.muted : colors.text }}>
          {t(`settings.deleteAccount.${line}`)}
        </Text>
      ))}
      action={action}
    />
  );
}
