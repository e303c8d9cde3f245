import type { AccessToken } from '@qurio/contract';
import { LIMITS, TOKEN_SCOPES, type TokenScope } from '@qurio/contract/limits';
import { accessTokensQueryOptions } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/errors';
import { showCallError } from '../../api/show-error';
import { currentLanguage } from '../../i18n';
import { translateErrorCode } from '../../i18n/error-messages';
import { API_DOCS_PATH } from '../../lib/paths';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { dateFormat } from '../../ui/intl-cache';
import { PageLoader } from '../../ui/PageLoader';
import { RelativeTime } from '../../ui/RelativeTime';
import { showSnack } from '../../ui/snack-store';
import { TextField } from '../../ui/TextField';
import styles from './AccessTokensSettings.module.css';
import { useCreateAccessTokenMutation, useRevokeAccessTokenMutation } from './mutations';
import shared from './Settings.module.css';
import { KeyIcon } from './settings-icons';

/** The expiries offered, in days; null: until revoked. */
const EXPIRIES = [7, 30, 90, 365, null] as const;

/** The shared read (@qurio/queries) over the web's client. */
const readApi = { call: callApi };

/**
 * /settings/access-tokens (issue 35): the member's personal access tokens for other apps. A token is
 * made in a dialog (name, scopes, expiry), its secret shown once with a copy button, and revoked
 * after a confirmation. The list never holds a secret: the server keeps only its hash.
 */
export default function AccessTokensSettings() {
  const { t } = useTranslation();
  const tokens = useQuery(accessTokensQueryOptions(readApi));
  const create = useCreateAccessTokenMutation();
  const revoke = useRevokeAccessTokenMutation();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>(['read']);
  const [expiry, setExpiry] = useState<number | null>(30);
  const [formError, setFormError] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const language = currentLanguage();
  const full = (tokens.data?.length ?? 0) >= LIMITS.accessTokensMax;
  const formatDate = (iso: string) => dateFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

  const openCreate = () => {
    setName('');
    setScopes(['read']);
    setExpiry(30);
    setFormError(null);
    setCreating(true);
  };

  const toggleScope = (scope: TokenScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const submit = async () => {
    setFormError(null);
    try {
      const made = await create.mutateAsync({ name, scopes, expires_in_days: expiry });
      setSecret({ name: made.access_token.name, token: made.token });
      setCreating(false);
    } catch (error) {
      // Field mistakes stay in the dialog; anything else is the usual snack.
      if (error instanceof ApiError && error.code.startsWith('ACCESS_TOKEN')) {
        setFormError(translateErrorCode(t, error.code));
      } else {
        showCallError(error);
      }
    }
  };

  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret.token);
      showSnack(t('settings.accessTokens.copied'));
    } catch {
      showSnack(t('settings.accessTokens.copyFailed'));
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking);
      showSnack(t('settings.accessTokens.revoked', { name: revoking.name }));
    } catch (error) {
      showCallError(error);
    }
    setRevoking(null);
  };

  return (
    <div className={shared.stack}>
      {secret ? (
        <section className={`${shared.card} ${styles.reveal}`} aria-labelledby="token-created-title">
          <h2 id="token-created-title" className={shared.cardTitle}>
            {t('settings.accessTokens.createdTitle')}
          </h2>
          <p className={shared.lead}>{t('settings.accessTokens.createdLead')}</p>
          <p className={styles.secretName}>{secret.name}</p>
          <code className={styles.secret} data-testid="token-secret">
            {secret.token}
          </code>
          <div className={`${shared.actions} ${shared.actionsStart}`}>
            <Button variant="secondary" onClick={() => void copy()}>
              {t('settings.accessTokens.copy')}
            </Button>
            <Button onClick={() => setSecret(null)}>{t('settings.accessTokens.done')}</Button>
          </div>
        </section>
      ) : null}

      <section className={shared.card} aria-labelledby="access-tokens-title">
        {/* Not "Access tokens" again: the page's heading says it, and two regions of one name confuse. */}
        <h2 id="access-tokens-title" className={shared.cardTitle}>
          {t('settings.accessTokens.createTitle')}
        </h2>
        <p className={shared.lead}>
          {t('settings.accessTokens.lead')} <a href={API_DOCS_PATH}>{t('settings.accessTokens.docs')}</a>
        </p>
        <div className={`${shared.actions} ${shared.actionsStart}`}>
          <Button aria-haspopup="dialog" disabled={tokens.data === undefined || full} onClick={openCreate}>
            {t('settings.accessTokens.createTitle')}
          </Button>
        </div>
        <p className={styles.hint}>{t('settings.accessTokens.limit', { max: LIMITS.accessTokensMax })}</p>
      </section>

      <section className={shared.card} aria-labelledby="access-tokens-list-title">
        <h2 id="access-tokens-list-title" className={shared.cardTitle}>
          {t('settings.accessTokens.listTitle')}
        </h2>
        {tokens.data === undefined ? (
          tokens.isError ? (
            <div className={shared.formError} role="alert">
              {t('settings.loadError')}{' '}
              <Button size="sm" variant="secondary" onClick={() => void tokens.refetch()}>
                {t('settings.retry')}
              </Button>
            </div>
          ) : (
            <PageLoader compact />
          )
        ) : tokens.data.length === 0 ? (
          <p className={shared.lead}>{t('settings.accessTokens.empty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('settings.accessTokens.listLabel')}>
            {tokens.data.map((token) => (
              <li key={token.id} className={styles.row}>
                <span className={styles.icon}>
                  <KeyIcon size={22} />
                </span>
                <div className={styles.text}>
                  <p className={styles.name}>{token.name}</p>
                  <ul className={styles.scopes} aria-label={t('settings.accessTokens.scopesLabel')}>
                    {token.scopes.map((scope) => (
                      <li key={scope} className={styles.pill}>
                        {t(`settings.accessTokens.scopeShort.${scope}`)}
                      </li>
                    ))}
                  </ul>
                  <p className={styles.meta}>
                    <span>{t('settings.accessTokens.created', { date: formatDate(token.created_at) })}</span>
                    <span aria-hidden="true"> · </span>
                    {token.last_used_at ? (
                      <span>
                        {t('settings.accessTokens.lastUsed')} <RelativeTime iso={token.last_used_at} />
                      </span>
                    ) : (
                      <span>{t('settings.accessTokens.neverUsed')}</span>
                    )}
                    <span aria-hidden="true"> · </span>
                    <span>
                      {token.expires_at
                        ? t('settings.accessTokens.expires', { date: formatDate(token.expires_at) })
                        : t('settings.accessTokens.noExpiry')}
                    </span>
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-haspopup="dialog"
                  aria-label={t('settings.accessTokens.revokeNamed', { name: token.name })}
                  onClick={() => setRevoking(token)}
                >
                  {t('settings.accessTokens.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Dialog
        open={creating}
        title={t('settings.accessTokens.createTitle')}
        confirmLabel={t('settings.accessTokens.create')}
        cancelLabel={t('settings.cancel')}
        busy={create.isPending}
        onConfirm={() => void submit()}
        onCancel={() => setCreating(false)}
      >
        <div className={styles.form}>
          <TextField
            label={t('settings.accessTokens.nameLabel')}
            placeholder={t('settings.accessTokens.namePlaceholder')}
            value={name}
            maxLength={LIMITS.accessTokenNameMax}
            onChange={(event) => setName(event.target.value)}
          />
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('settings.accessTokens.scopesLabel')}</legend>
            {TOKEN_SCOPES.map((scope) => (
              <label key={scope} className={styles.option}>
                <input
                  type="checkbox"
                  checked={scopes.includes(scope)}
                  onChange={(event) => toggleScope(scope, event.target.checked)}
                />
                <span>{t(`settings.accessTokens.scope.${scope}`)}</span>
              </label>
            ))}
          </fieldset>
          <label className={styles.expiry}>
            <span className={styles.legend}>{t('settings.accessTokens.expiryLabel')}</span>
            <select
              value={expiry ?? 'never'}
              onChange={(event) => setExpiry(event.target.value === 'never' ? null : Number(event.target.value))}
            >
              {EXPIRIES.map((days) => (
                <option key={days ?? 'never'} value={days ?? 'never'}>
                  {days === null
                    ? t('settings.accessTokens.never')
                    : t('settings.accessTokens.inDays', { count: days })}
                </option>
              ))}
            </select>
          </label>
          {formError ? (
            <p className={shared.formError} role="alert">
              {formError}
            </p>
          ) : null}
        </div>
      </Dialog>

      <Dialog
        open={revoking !== null}
        title={t('settings.accessTokens.confirmTitle')}
        confirmLabel={t('settings.accessTokens.revoke')}
        cancelLabel={t('dialog.no')}
        variant="danger"
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      >
        <p>{t('settings.accessTokens.confirm', { name: revoking?.name ?? '' })}</p>
      </Dialog>
    </div>
  );
}
