import { ApiError } from '@qurio/client';
import * as routes from '@qurio/contract/routes';
import { fontWeight, space } from '@qurio/design';
import { accountDataKeys, writes } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { SavedText, SettingsCard } from '../settings/SettingsPage';
import { shareExport } from './export-download';

type ExportState = routes.RouteResponse<typeof routes.exportStatus>['export'];

/** The export's state, under the key both apps share (`writes.requestExport` puts its answer there). */
const exportKey = accountDataKeys.export();

/** While the ZIP is being prepared, its state is asked again this often (as on the web). */
const PREPARING_POLL_MS = 3000;

/**
 * "Download my data" (issue 16) in the app, as the web's settings have it: ask for a ZIP of
 * everything the member has here (one a day), see it being prepared, and once ready download it
 * and hand it to the share sheet (Files, Drive, a mail).
 */
export function DataExport() {
  const { t, i18n } = useTranslation();
  const { colors } = useTheme();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const status = useQuery({
    queryKey: exportKey,
    queryFn: () => api.call(routes.exportStatus).then((response) => response.export),
    refetchInterval: (query) => (query.state.data?.status === 'queued' ? PREPARING_POLL_MS : false),
  });
  const request = useWriteMutation(writes.requestExport, {
    before: () => {
      setFailure(null);
      setSaved(null);
    },
    report: (error) => {
      const next = status.data?.next_request_at;
      const refusal = describeError(t, error);
      setFailure(
        error instanceof ApiError && next
          ? `${refusal} ${t('settings.dataExport.nextRequest', { date: formatMoment(next, i18n.language) })}`
          : refusal,
      );
    },
  });
  // Not a write: the ZIP is fetched and handed to the share sheet, nothing cached changes.
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setFailure(null);
    setSaved(null);
    setDownloading(true);
    try {
      const outcome = await shareExport(t);
      setSaved(outcome === 'downloaded' ? t('share.pictureSaved') : null);
    } catch (error) {
      setFailure(describeError(t, error));
    } finally {
      setDownloading(false);
    }
  };

  const state = status.data;
  return (
    <SettingsCard title={t('settings.dataExport.title')}>
      <Text style={{ color: colors.text }}>{t('settings.dataExport.text')}</Text>
      <View accessibilityLiveRegion="polite">
        {state ? <StatusLine state={state} language={i18n.language} /> : null}
      </View>
      <ErrorText message={failure} />
      <SavedText message={saved} />
      <View style={styles.row}>
        <Button
          variant={state?.status === 'ready' ? 'secondary' : 'primary'}
          label={t('settings.dataExport.request')}
          busy={request.isPending}
          disabled={state?.status === 'queued'}
          onPress={() => request.mutate(undefined)}
        />
        {state?.status === 'ready' ? (
          <Button label={t('settings.dataExport.download')} busy={downloading} onPress={() => void download()} />
        ) : null}
      </View>
    </SettingsCard>
  );
}

function StatusLine({ state, language }: { state: ExportState; language: string }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  switch (state.status) {
    case 'queued':
      return <Text style={{ color: colors.muted }}>{t('settings.dataExport.preparing')}</Text>;
    case 'ready':
      return (
        <Text style={{ color: colors.text, fontWeight: fontWeight.semibold }}>
          {t('settings.dataExport.ready', {
            date: formatMoment(state.ready_at ?? state.requested_at ?? '', language),
          })}
        </Text>
      );
    case 'failed':
      return <Text style={{ color: colors.danger }}>{t('settings.dataExport.failed')}</Text>;
    default:
      return null;
  }
}

/** A moment as the reader's language writes it, day and time; a value the device cannot read stays as sent. */
function formatMoment(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString().slice(0, 16).replace('T', ' ');
  }
}

const styles = StyleSheet.create({ row: { flexDirection: 'row', flexWrap: 'wrap', gap: space.sm } });
