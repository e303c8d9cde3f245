import type { DataImport } from '@qurio/contract';
import { importStatusQueryOptions, writes } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/errors';
import { showCallError } from '../../api/show-error';
import { translateErrorCode } from '../../i18n/error-messages';
import { useWriteMutation } from '../../lib/write-mutation';
import { Button } from '../../ui/Button';
import { dateFormat } from '../../ui/intl-cache';
import styles from './ImportSettings.module.css';
import shared from './Settings.module.css';

const readApi = { call: callApi };

/**
 * /settings/import (issue 35): uploads a Qurio or Retrospring export, then follows the import's
 * progress (the status query polls while it runs) and shows its report: how many answers came in
 * and which were skipped and why. A refused archive says why at once and changes nothing.
 */
export default function ImportSettings() {
  const { t, i18n } = useTranslation();
  const status = useQuery(importStatusQueryOptions(readApi));
  const start = useWriteMutation(writes.startImport);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const formatDate = (iso: string) =>
    dateFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
  const state = status.data;
  const busy = state?.status === 'queued' || state?.status === 'running';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const file = input.current?.files?.[0];
    if (!file) {
      setRefusal(t('settings.import.noFile'));
      return;
    }
    try {
      await start.mutateAsync({ file });
      if (input.current) input.current.value = '';
    } catch (caught) {
      if (caught instanceof ApiError) setRefusal(translateErrorCode(t, caught.code));
      else showCallError(caught);
    }
  };

  return (
    <div className={shared.stack}>
      <section className={shared.card} aria-labelledby="import-title">
        <h2 id="import-title" className={shared.cardTitle}>
          {t('settings.import.title')}
        </h2>
        <p className={shared.lead}>{t('settings.import.text')}</p>
        <form className={shared.form} onSubmit={(event) => void submit(event)} noValidate>
          <div className={styles.field}>
            <label htmlFor={inputId} className={styles.label}>
              {t('settings.import.choose')}
            </label>
            <input
              id={inputId}
              ref={input}
              className={styles.file}
              type="file"
              name="archive"
              accept=".zip,.tar.gz,.tgz,application/zip,application/gzip"
              disabled={busy}
            />
          </div>
          {refusal ? (
            <p className={shared.formError} role="alert">
              {refusal}
            </p>
          ) : null}
          <div className={shared.actionsStart}>
            <Button type="submit" loading={start.isPending} disabled={busy}>
              {t('settings.import.start')}
            </Button>
          </div>
        </form>
      </section>
      <div role="status" aria-labelledby="import-title" className={styles.statusBox}>
        {state && state.status !== 'none' ? <ImportReport state={state} formatDate={formatDate} /> : null}
      </div>
    </div>
  );
}

function ImportReport({ state, formatDate }: { state: DataImport; formatDate: (iso: string) => string }) {
  const { t } = useTranslation();
  const finished = state.status === 'done' || state.status === 'failed';
  return (
    <section className={shared.card} aria-label={t('settings.import.title')}>
      {state.source ? <p className={shared.lead}>{t(`settings.import.source_${state.source}`)}</p> : null}
      {state.status === 'queued' ? <p className={styles.line}>{t('settings.import.queued')}</p> : null}
      {state.status === 'running' ? (
        <>
          <p className={styles.line}>
            {t('settings.import.running', { processed: state.processed, total: state.total })}
          </p>
          <progress className={styles.progress} max={Math.max(state.total, 1)} value={state.processed} />
        </>
      ) : null}
      {state.status === 'done' && state.finished_at ? (
        <p className={`${styles.line} ${styles.done}`}>
          {t('settings.import.done', { date: formatDate(state.finished_at) })}
        </p>
      ) : null}
      {state.status === 'failed' && state.finished_at ? (
        <p className={`${styles.line} ${styles.failed}`}>
          {t('settings.import.failed', { date: formatDate(state.finished_at) })}
        </p>
      ) : null}
      {finished || state.imported > 0 ? (
        <p className={styles.line}>{t('settings.import.imported', { count: state.imported })}</p>
      ) : null}
      {state.skipped.length > 0 ? (
        <div>
          <p className={styles.line}>{t('settings.import.skipped')}</p>
          <ul className={styles.skips}>
            {state.skipped.map((skip) => (
              <li key={skip.reason}>{t(`settings.import.skip_${skip.reason}`, { count: skip.count })}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
