import { LIMITS } from '@qurio/contract/limits';
import { fontSize } from '@qurio/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from 'react-native';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { TextField } from '../../ui/TextField';
import { useTheme } from '../../ui/theme/ThemeProvider';

interface Props {
  busy: boolean;
  error: string | null;
  onSubmit(password: string, repeat: string): void;
  /** Typing again clears the previous answer's error. */
  onEdit(): void;
}

/** The last step of both reset flows: a new password, masked, and the same again. */
export function NewPasswordFields({ busy, error, onSubmit, onEdit }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  return (
    <>
      <TextField
        label={t('passwordReset.newPassword')}
        hint={t('passwordReset.passwordHint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
        value={password}
        onChangeText={(value) => {
          setPassword(value);
          onEdit();
        }}
        secureTextEntry
        autoComplete="new-password"
      />
      <TextField
        label={t('passwordReset.repeatPassword')}
        value={repeat}
        onChangeText={(value) => {
          setRepeat(value);
          onEdit();
        }}
        secureTextEntry
        autoComplete="new-password"
        onSubmitEditing={() => onSubmit(password, repeat)}
      />
      <ErrorText message={error} />
      <Button label={t('passwordReset.savePassword')} busy={busy} onPress={() => onSubmit(password, repeat)} />
    </>
  );
}

/** Both flows end here: the new password is set and every session of the account has ended. */
export function Done() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  return (
    <Text accessibilityLiveRegion="polite" style={{ color: colors.text, fontSize: fontSize.input }}>
      {t('passwordReset.done')}
    </Text>
  );
}
