import { Platform } from 'react-native';
import { TextField } from './TextField';

interface Props {
  label: string;
  value: string;
  onChangeText(value: string): void;
  onSubmitEditing?(): void;
  /** A recovery code ("abcde-fghjk") instead of the authenticator app's six digits. */
  recovery?: boolean;
  hint?: string;
}

/**
 * The code of an authenticator app: the number pad, and the system's one-time-code autofill
 * (iOS offers a code from its password manager; Android's autofill reads `sms-otp`). A recovery
 * code is letters: the ordinary keyboard, no autocorrection.
 */
export function OneTimeCodeField({ label, value, onChangeText, onSubmitEditing, recovery, hint }: Props) {
  if (recovery) {
    return (
      <TextField
        label={label}
        hint={hint}
        value={value}
        onChangeText={onChangeText}
        onSubmitEditing={onSubmitEditing}
        autoCorrect={false}
        autoComplete="off"
        maxLength={32}
      />
    );
  }
  return (
    <TextField
      label={label}
      hint={hint}
      value={value}
      onChangeText={(typed) => onChangeText(typed.replace(/\D/g, '').slice(0, 6))}
      onSubmitEditing={onSubmitEditing}
      keyboardType="number-pad"
      textContentType="oneTimeCode"
      autoComplete={Platform.OS === 'android' ? 'sms-otp' : 'one-time-code'}
      maxLength={6}
    />
  );
}
