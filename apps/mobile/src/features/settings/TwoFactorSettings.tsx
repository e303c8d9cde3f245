import { fontSize, fontWeight } from '@qurio/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, StyleSheet, Text } from 'react-native';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { PasswordAndCodeForm } from './PasswordAndCodeForm';
import { RecoveryCodes } from './RecoveryCodes';
import { SavedText, SettingsCard, SettingsPage } from './SettingsPage';
import { TwoFactorSetup } from './TwoFactorSetup';
import {
  useDisableTwoFactor,
  useNewRecoveryCodes,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
} from './two-factor-queries';

/**
 * `/settings/two-factor` (issue 29; the server's mails link here): whether it is on and the
 * recovery codes left; turning it on (TwoFactorSetup), the codes shown once, new codes and turning
 * it off with the password and a code. A moderator or admin who tries to turn it off reads the
 * server's refusal (TWO_FACTOR_ROLE_LOCKED).
 */
export function TwoFactorSettings() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const status = useTwoFactorStatus();
  const setup = useStartTwoFactorSetup();
  const disable = useDisableTwoFactor();
  const newCodes = useNewRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turnedOff, setTurnedOff] = useState(false);

  if (status.isPending) {
    return (
      <SettingsPage page="twoFactor">
        <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} />
      </SettingsPage>
    );
  }
  if (status.isError) {
    return (
      <SettingsPage page="twoFactor">
        <ErrorText message={t('settings.loadError')} />
        <Button variant="secondary" label={t('settings.retry')} onPress={() => void status.refetch()} />
      </SettingsPage>
    );
  }
  const { enabled, recovery_codes_left: left } = status.data;
  return (
    <SettingsPage page="twoFactor">
      <SettingsCard>
        <Text style={[styles.state, { color: enabled ? colors.primary : colors.text }]}>
          {enabled ? t('app.native.twoFactor.isOn') : t('app.native.twoFactor.isOff')}
        </Text>
        <Text style={{ color: colors.muted }}>{t('app.native.twoFactor.lead')}</Text>
        {enabled ? (
          <Text style={{ color: left > 2 ? colors.text : colors.danger }}>
            {t('app.native.twoFactor.codesLeft', { count: left })}
          </Text>
        ) : null}
        <SavedText message={turnedOff && !enabled ? t('app.native.twoFactor.turnedOff') : null} />
        {!enabled && !setup.data ? (
          <>
            <ErrorText message={setup.error ? describeError(t, setup.error) : null} />
            <Button
              label={t('app.native.twoFactor.start')}
              busy={setup.isPending}
              onPress={() => {
                setTurnedOff(false);
                setup.mutate(undefined);
              }}
            />
          </>
        ) : null}
      </SettingsCard>

      {!enabled && setup.data ? (
        <TwoFactorSetup
          setup={setup.data}
          onCancel={() => setup.reset()}
          onEnabled={(recoveryCodes) => {
            setup.reset();
            setCodes(recoveryCodes);
          }}
        />
      ) : null}

      {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}

      {enabled ? (
        <>
          <PasswordAndCodeForm
            title={t('app.native.twoFactor.newCodesTitle')}
            lead={t('app.native.twoFactor.newCodesLead')}
            submit={t('app.native.twoFactor.newCodesSubmit')}
            action={newCodes}
            onDone={(result) => setCodes(result.recovery_codes)}
          />
          <PasswordAndCodeForm
            title={t('app.native.twoFactor.offTitle')}
            lead={t('app.native.twoFactor.offLead')}
            submit={t('app.native.twoFactor.offSubmit')}
            danger
            action={disable}
            onDone={() => {
              setCodes(null);
              setTurnedOff(true);
            }}
          />
        </>
      ) : null}
    </SettingsPage>
  );
}

const styles = StyleSheet.create({ state: { fontSize: fontSize.title, fontWeight: fontWeight.bold } });
