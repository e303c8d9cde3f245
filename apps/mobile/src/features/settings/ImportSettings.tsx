import type { DataImport } from '@qurio/contract';
import { fontWeight, radius, space } from '@qurio/design';
import { importStatusQueryOptions } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { describeError } from '../../i18n/errors';
import { ErrorText } from '../../ui/ErrorText';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { SettingsCard, SettingsPage } from './SettingsPage';

/**
 * `/settings/import` (issue 35) in the app: the member's latest import as the web shows it, its
 * progress while it runs (the shared status query polls) and its report. The upload itself is the
 * web's: the app has no document picker (a native module this change does not add).
 */
export function ImportSettings() {
  const { t, i18n } = useTranslation();
  const { colors } = useTheme();
  const status = useQuery(importStatusQueryOptions(api));
  const state = status.data;
  return (
    <SettingsPage page="import">
      <SettingsCard title={t('settings.import.title')}>
        <Text style={{ color: colors.text }}>{t('settings.import.text')}</Text>
        {status.isPending ? <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} /> : null}
        {status.isError ? <ErrorText message={describeError(t, status.error)} /> : null}
      </SettingsCard>
      {state && state.status !== 'none' ? (
        <View accessibilityLiveRegion="polite">
          <SettingsCard>
            <ImportReport state={state} language={i18n.language} />
          </SettingsCard>
        </View>
      ) : null}
    </SettingsPage>
  );
}

function ImportReport({ state, language }: { state: DataImport; language: string }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const finished = state.status === 'done' || state.status === 'failed';
  const date = state.finished_at ? formatMoment(state.finished_at, language) : '';
  return (
    <View style={styles.report}>
      {state.source ? <Text style={{ color: colors.muted }}>{t(`settings.import.source_${state.source}`)}</Text> : null}
      {state.status === 'queued' ? <Text style={{ color: colors.muted }}>{t('settings.import.queued')}</Text> : null}
      {state.status === 'running' ? (
        <>
          <Text style={{ color: colors.text }}>
            {t('settings.import.running', { processed: state.processed, total: state.total })}
          </Text>
          <View
            accessibilityRole="progressbar"
            accessibilityValue={{ min: 0, max: state.total, now: state.processed }}
            style={[styles.track, { backgroundColor: colors.border }]}
          >
            <View
              style={[
                styles.bar,
                { backgroundColor: colors.primary, width: `${(100 * state.processed) / Math.max(state.total, 1)}%` },
              ]}
            />
          </View>
        </>
      ) : null}
      {state.status === 'done' ? (
        <Text style={[styles.strong, { color: colors.successText }]}>{t('settings.import.done', { date })}</Text>
      ) : null}
      {state.status === 'failed' ? (
        <Text style={[styles.strong, { color: colors.danger }]}>{t('settings.import.failed', { date })}</Text>
      ) : null}
      {finished || state.imported > 0 ? (
        <Text style={{ color: colors.text }}>{t('settings.import.imported', { count: state.imported })}</Text>
      ) : null}
      {state.skipped.length > 0 ? (
        <View style={styles.skips}>
          <Text style={{ color: colors.text }}>{t('settings.import.skipped')}</Text>
          {state.skipped.map((skip) => (
            <Text key={skip.reason} style={{ color: colors.muted }}>
              {`• ${t(`settings.import.skip_${skip.reason}`, { count: skip.count })}`}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  );
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

const styles = StyleSheet.create({
  report: { gap: space.sm },
  strong: { fontWeight: fontWeight.semibold },
  track: { height: 8, borderRadius: radius.pill, overflow: 'hidden' },
  bar: { height: 8 },
  skips: { gap: space.xs },
});
