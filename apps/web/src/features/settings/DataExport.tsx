import type { DataExport as ExportState } from '@qurio/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { showCallError } from '../../api/show-error';
import { translateErrorCode } from '../../i18n/error-messages';
import { Button } from '../../ui/Button';
import { dateFormat } from '../../ui/intl-cache';
import extras from './AccountData.module.css';
import { downloadExport, useExportStatus, useRequestExportMutation } from './account-data';
import shared from './Settings.module.css';

/**
 * "Download my data" (issue 16): asks for a ZIP of everything the member has here (at most one a
 * day), shows whether it is being prepared, ready or failed, and downloads it when ready.
 */
export function DataExport() {
  const { t, i18n } = useTranslation();
  const status = useExportStatus();
  const request = useRequestExportMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const formatDate = (iso: string) =>
    dateFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

  const ask = async () => {
    setRefusal(null);
    try {
      await request.mutateAsync();
    } catch (caught) {
      if (caught instanceof ApiError) setRefusal(translateErrorCode(t, caught.code));
      else showCallError(caught);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadExport();
    } catch (caught) {
      showCallError(caught);
    } finally {
      setDownloading(false);
    }
  };

  const state = status.data;
  return (
    <section className={shared.card} aria-labelledby="data-export-title">
      <h2 id="data-export-title" className={shared.cardTitle}>
        {t('settings.dataExport.title')}
      </h2>
      <p className={shared.lead}>{t('settings.dataExport.text')}</p>
      <div role="status" className={extras.statusBox}>
        {state ? <ExportStatusLine state={state} formatDate={formatDate} /> : null}
      </div>
      {refusal ? (
        <p className={shared.formError} role="alert">
          {refusal}
          {state?.next_request_at
            ? ` ${t('settings.dataExport.nextRequest', { date: formatDate(state.next_request_at) })}`
            : ''}
        </p>
      ) : null}
      <div className={extras.row}>
        <Button
          variant={state?.status === 'ready' ? 'secondary' : 'primary'}
          loading={request.isPending}
          disabled={state?.status === 'queued'}
          onClick={() => void ask()}
        >
          {t('settings.dataExport.request')}
        </Button>
        {state?.status === 'ready' ? (
          <Button loading={downloading} onClick={() => void download()}>
            {t('settings.dataExport.download')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function ExportStatusLine({ state, formatDate }: { state: ExportState; formatDate: (iso: string) => string }) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'queued':
      return <p className={extras.status}>{t('settings.dataExport.preparing')}</p>;
    case 'ready':
      return (
        <p className={`${extras.status} ${extras.statusReady}`}>
          {t('settings.dataExport.ready', { date: formatDate(state.ready_at ?? state.requested_at ?? '') })}
        </p>
      );
    case 'failed':
      return <p className={`${extras.status} ${extras.statusFailed}`}>{t('settings.dataExport.failed')}</p>;
    default:
      return null;
  }
}
