import type { ApiError } from '@qurio/client';
import { fontSize, minTouchTarget, space } from '@qurio/design';
import { writes } from '@qurio/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { OneTimeCodeField } from '../../ui/OneTimeCodeField';
import { ThemedSwitch } from '../../ui/ThemedSwitch';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { SuspendedNotice, suspensionOf } from '../safety/SuspendedNotice';
import { useSession } from '../session/SessionProvider';
import { readDeviceProof } from '../session/session-storage';
import { authStyles } from './auth-styles';

/**
 * The login's second step (issue 29): the password was right and the account has two-factor sign-in
 * on, so the code of the authenticator app, or a recovery code, goes with the server's challenge in
 * a second `token` call. The challenge lasts 5 minutes and counts once: when the server no longer
 * knows it (TWO_FACTOR_CHALLENGE_INVALID) the member starts again from the password (`onExpired`).
 */
export function SecondFactorStep({
  challenge,
  onExpired,
  onBack,
}: {
  challenge: string;
  onExpired(error: ApiError): void;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { signIn } = useSession();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const verify = useWriteMutation(writes.signIn, {
    after: (result) => signIn(result.data, result.device),
    report: (error) => {
      if ((error as ApiError).code === 'TWO_FACTOR_CHALLENGE_INVALID') onExpired(error as ApiError);
    },
  });
  // The device proof goes with the second step too: it is where the session starts.
  const submit = async () => {
    const device = await readDeviceProof();
    verify.mutate({ challenge, code: code.trim(), ...(device ? { device } : {}) });
  };
  const chooseRecovery = (on: boolean) => {
    setRecovery(on);
    setCode('');
    verify.reset();
  };
  const suspension = suspensionOf(verify.error);
  const switchLabel = t('app.native.twoFactor.login.useRecovery');
  return (
    <>
      <Text accessibilityRole="header" style={[authStyles.title, { color: colors.text }]}>
        {t('app.native.twoFactor.login.title')}
      </Text>
      <Text style={{ color: colors.muted }}>
        {recovery ? t('app.native.twoFactor.login.recoveryLead') : t('app.native.twoFactor.login.lead')}
      </Text>
      <OneTimeCodeField
        // A new field for the other kind: its keyboard and autofill are chosen when it mounts.
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? t('app.native.twoFactor.login.recoveryCode') : t('app.native.twoFactor.login.code')}
        recovery={recovery}
        value={code}
        onChangeText={(value) => {
          setCode(value);
          if (!verify.isPending) verify.reset();
        }}
        onSubmitEditing={() => void submit()}
      />
      {/* The label toggles too; the switch alone is what screen readers meet. */}
      <Pressable onPress={() => chooseRecovery(!recovery)} style={styles.row} accessible={false}>
        <Text style={[styles.label, { color: colors.text }]}>{switchLabel}</Text>
        <ThemedSwitch
          accessibilityLabel={switchLabel}
          accessibilityState={{ checked: recovery }}
          value={recovery}
          onValueChange={chooseRecovery}
        />
      </Pressable>
      {suspension ? (
        <SuspendedNotice suspension={suspension} />
      ) : (
        <ErrorText message={verify.error ? describeError(t, verify.error) : null} />
      )}
      <Button label={t('login.submit')} busy={verify.isPending} onPress={() => void submit()} />
      <View style={styles.back}>
        <Button variant="secondary" label={t('app.native.twoFactor.login.back')} onPress={onBack} />
      </View>
    </>
  );
}

const styles = StyleSheet.create({
  row: {
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.md,
    minHeight: minTouchTarget,
  },
  label: { fontSize: fontSize.input, flexShrink: 1 },
  back: { marginTop: space.xs },
});
