import type { ErrorCode } from '@qurio/contract/errors';
import { type RouteResponse, type twoFactorSetup, twoFactorStatus } from '@qurio/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { Button } from '../../ui/Button';
import type { FieldErrors } from '../../ui/form/form-errors';
import { useFieldForm } from '../../ui/form/useFieldForm';
import { showSnack } from '../../ui/snack-store';
import { TextField } from '../../ui/TextField';
import { settingsKeys } from './keys';
import {
  useRecoveryCodesMutation,
  useTwoFactorDisableMutation,
  useTwoFactorEnableMutation,
  useTwoFactorSetupMutation,
} from './mutations';
import { PasswordCodeForm } from './PasswordCodeForm';
import { RecoveryCodes } from './RecoveryCodes';
import shared from './Settings.module.css';
import styles from './TwoFactor.module.css';
import { codeError } from './two-factor-rules';

type Setup = RouteResponse<typeof twoFactorSetup>;

/**
 * /settings/two-factor (issue 29): set up with the QR code (drawn by the server as SVG, shown as an
 * image) or the secret typed by hand, confirm with a first code, keep the recovery codes shown once;
 * once on, new recovery codes or turning it off, each with the password and a code.
 */
export default function TwoFactorSettings() {
  const { t } = useTranslation();
  const state = useQuery({
    queryKey: settingsKeys.twoFactor(),
    queryFn: ({ signal }) => callApi(twoFactorStatus, undefined, { signal }),
  });
  const setupMutation = useTwoFactorSetupMutation();
  const disable = useTwoFactorDisableMutation();
  const regenerate = useRecoveryCodesMutation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (setup) {
    return (
      <EnrolStep
        setup={setup}
        onEnabled={(recovery) => {
          setSetup(null);
          setCodes(recovery);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  }
  const twoFactor = state.data?.two_factor;
  if (!twoFactor) return null;

  if (!twoFactor.enabled) {
    return (
      <section className={shared.card} aria-labelledby="two-factor-title">
        <h2 id="two-factor-title" className={shared.cardTitle}>
          {t('settings.twoFactor.off')}
        </h2>
        <p className={shared.lead}>{t('settings.twoFactor.lead')}</p>
        <div className={`${shared.actions} ${shared.actionsStart}`}>
          <Button
            loading={setupMutation.isPending}
            onClick={() => void setupMutation.mutateAsync(undefined).then(setSetup, () => undefined)}
          >
            {t('settings.twoFactor.setUp')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className={shared.stack}>
      <section className={shared.card} aria-labelledby="two-factor-title">
        <h2 id="two-factor-title" className={shared.cardTitle}>
          {t('settings.twoFactor.on')}
        </h2>
        <p className={shared.lead}>{t('settings.twoFactor.codesLeft', { count: twoFactor.recovery_codes_left })}</p>
      </section>
      <PasswordCodeForm
        id="recovery-new-title"
        title={t('settings.twoFactor.regenerateTitle')}
        lead={t('settings.twoFactor.regenerateLead')}
        submitLabel={t('settings.twoFactor.regenerate')}
        onSubmit={async (values) => setCodes((await regenerate.mutateAsync(values)).recovery_codes)}
      />
      <PasswordCodeForm
        id="two-factor-off-title"
        title={t('settings.twoFactor.disableTitle')}
        lead={t('settings.twoFactor.disableLead')}
        submitLabel={t('settings.twoFactor.disable')}
        danger
        onSubmit={async (values) => {
          await disable.mutateAsync(values);
          showSnack(t('settings.twoFactor.disabled'));
        }}
      />
    </div>
  );
}

const FIELDS = ['code'] as const;
const FIELD_OF_CODE: Partial<Record<ErrorCode, 'code'>> = {
  TWO_FACTOR_CODE_REQUIRED: 'code',
  TWO_FACTOR_CODE_WRONG: 'code',
};

function validateCode(values: Record<'code', string>): FieldErrors<'code'> {
  const error = codeError(values.code, false);
  return error ? { code: error } : {};
}

/** Scan (or type the secret), then confirm with the first code the app shows. */
function EnrolStep({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: Setup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const enable = useTwoFactorEnableMutation();
  const form = useFieldForm({
    fields: FIELDS,
    initial: { code: '' },
    validate: validateCode,
    fieldOfCode: FIELD_OF_CODE,
  });
  const errors = form.errors();
  const submit = form.onSubmit(async (values) => onEnabled((await enable.mutateAsync(values)).recovery_codes));
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`;
  return (
    <section className={shared.card} aria-labelledby="two-factor-enrol-title">
      <h2 id="two-factor-enrol-title" className={shared.cardTitle}>
        {t('settings.twoFactor.enrolTitle')}
      </h2>
      <ol className={styles.steps}>
        <li>{t('settings.twoFactor.stepApp')}</li>
        <li>{t('settings.twoFactor.stepScan')}</li>
        <li>{t('settings.twoFactor.stepCode')}</li>
      </ol>
      <img className={styles.qr} src={qr} alt={t('settings.twoFactor.qrAlt')} width={208} height={208} />
      <p className={shared.lead}>{t('settings.twoFactor.manual')}</p>
      <p className={styles.secret} title={t('settings.twoFactor.secretLabel')}>
        {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
      </p>
      <form className={shared.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={form.refs.code}
          label={t('settings.twoFactor.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={form.values.code}
          error={form.message(errors.code)}
          onChange={(event) => form.change('code', event.target.value)}
        />
        {form.formMessage ? (
          <p className={shared.formError} role="alert">
            {form.formMessage}
          </p>
        ) : null}
        <div className={shared.actions}>
          <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
            {t('settings.twoFactor.cancel')}
          </Button>
          <Button type="submit" loading={form.busy}>
            {t('settings.twoFactor.enable')}
          </Button>
        </div>
      </form>
    </section>
  );
}
