import * as routes from '@qurio/contract/routes';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'expo-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { RelativeTime } from '../../ui/RelativeTime';
import { Screen } from '../../ui/Screen';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { FeedList } from '../feeds/FeedList';
import type { QuestionItem } from '../feeds/QuestionCard';
import { type CursorPage, useCursorFeed } from '../feeds/useCursorFeed';
import { NoticeText, useNotice } from '../questions/useNotice';
import { safetyKeys } from './safety-keys';

type HeldData = InfiniteData<CursorPage<QuestionItem>>;

/**
 * `/held-questions` (the web's /questions/held): what the muted words kept out of the inbox, to
 * review and delete one by one or all at once. Nothing here names an asker.
 */
export function HeldQuestionsScreen() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const queryClient = useQueryClient();
  const { notice, show } = useNotice();
  const [deleting, setDeleting] = useState<QuestionItem | 'all' | null>(null);
  const feed = useCursorFeed<QuestionItem>(safetyKeys.held, async (cursor, signal) => {
    const page = await api.call(routes.heldQuestions, { last_id: cursor.last_id }, { signal });
    return { items: page.questions, limit: page.limit };
  });
  const remove = useMutation({
    mutationFn: (target: QuestionItem | 'all') =>
      api.call(routes.deleteQuestions, target === 'all' ? { all: 'held' } : { question_ids: [target.id] }),
    onSuccess: ({ deleted }, target) => {
      if (target === 'all')
        queryClient.setQueryData<HeldData>(safetyKeys.held, (data) => (data ? emptied(data) : data));
      else
        queryClient.setQueryData<HeldData>(safetyKeys.held, (data) =>
          data
            ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((q) => q.id !== target.id) })) }
            : data,
        );
      queryClient.setQueryData<number>(safetyKeys.heldCount, (count) => Math.max(0, (count ?? 0) - deleted));
      show(t('safety.inbox.deleted', { count: deleted }));
    },
    onError: (error) => show(describeError(t, error), true),
  });

  return (
    <Screen>
      <FeedList
        feed={feed}
        label={t('safety.held.listLabel')}
        header={
          <View style={styles.top}>
            <Text style={{ color: colors.muted }}>{t('safety.held.lead')}</Text>
            <Link href="/settings/muted-words" accessibilityRole="link">
              <Text style={{ color: colors.primary, fontWeight: '600' }}>{t('safety.held.manageWords')}</Text>
            </Link>
            <NoticeText notice={notice} />
            {feed.items.length > 0 ? (
              <View style={styles.allRow}>
                <Button
                  variant="danger"
                  label={t('safety.held.deleteAll')}
                  busy={remove.isPending && remove.variables === 'all'}
                  onPress={() => setDeleting('all')}
                />
              </View>
            ) : null}
          </View>
        }
        renderItem={(item) => (
          <View style={[styles.card, { backgroundColor: colors.card, borderColor: colors.border }]}>
            <RelativeTime iso={item.date_added} style={[styles.date, { color: colors.muted }]} />
            <Text style={[styles.question, { color: colors.text }]}>{item.question}</Text>
            <View style={styles.actions}>
              <Button
                variant="secondary"
                label={t('question.delete')}
                accessibilityLabel={t('app.native.inbox.deleteLabel', { question: item.question })}
                busy={remove.isPending && remove.variables !== 'all' && remove.variables?.id === item.id}
                onPress={() => setDeleting(item)}
              />
            </View>
          </View>
        )}
        empty={{ title: t('safety.held.empty') }}
      />
      <ConfirmDialog
        visible={deleting !== null}
        title={deleting === 'all' ? t('appSafety.held.deleteAllTitle') : t('question.deleteTitle')}
        message={deleting === 'all' ? t('safety.held.deleteAllConfirm') : t('question.deleteConfirm')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
      />
    </Screen>
  );
}

function emptied(data: HeldData): HeldData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: [] })) };
}

const styles = StyleSheet.create({
  top: { paddingHorizontal: 16, paddingBottom: 10, gap: 8 },
  allRow: { flexDirection: 'row', justifyContent: 'flex-end' },
  card: { borderWidth: StyleSheet.hairlineWidth, borderRadius: 12, padding: 14, gap: 8, marginHorizontal: 16 },
  date: { fontSize: 13 },
  question: { fontSize: 16, fontWeight: '600' },
  actions: { flexDirection: 'row', justifyContent: 'flex-end' },
});
