import * as routes from '@qurio/contract/routes';
import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { writes } from '@qurio/queries';
import { Link } from 'expo-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { RelativeTime } from '../../ui/RelativeTime';
import { Screen } from '../../ui/Screen';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { touchTarget } from '../../ui/touch-target';
import { FeedList } from '../feeds/FeedList';
import type { QuestionItem } from '../feeds/QuestionCard';
import { useCursorFeed } from '../feeds/useCursorFeed';
import { NoticeText, useNotice } from '../questions/useNotice';
import { safetyKeys } from './safety-keys';

/**
 * `/held-questions` (the web's /questions/held): what the muted words kept out of the inbox, to
 * review and delete one by one or all at once. Nothing here names an asker.
 */
export function HeldQuestionsScreen() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { notice, show } = useNotice();
  const [deleting, setDeleting] = useState<QuestionItem | 'all' | null>(null);
  const feed = useCursorFeed<QuestionItem>(safetyKeys.held, async (cursor, signal) => {
    const page = await api.call(routes.heldQuestions, { last_id: cursor.last_id }, { signal });
    return { items: page.questions, limit: page.limit };
  });
  // `writes.deleteQuestions` from the held list: the cards leave it and the held count moves.
  const remove = useWriteMutation(writes.deleteQuestions, {
    after: ({ deleted }) => show(t('safety.inbox.deleted', { count: deleted })),
    report: (error) => show(describeError(t, error), true),
  });
  const removing = remove.isPending ? remove.variables : undefined;
  // A false positive (issue 34): the question leaves this list for the inbox, where it can be answered.
  const move = useWriteMutation(writes.moveToInbox, {
    after: () => show(t('safety.held.moved')),
    report: (error) => show(describeError(t, error), true),
  });
  const moving = move.isPending ? move.variables?.question.id : undefined;

  return (
    <Screen>
      <FeedList
        feed={feed}
        label={t('safety.held.listLabel')}
        header={
          <View style={styles.top}>
            <Text style={{ color: colors.muted }}>{t('safety.held.lead')}</Text>
            <Link href="/settings/muted-words" accessibilityRole="link" style={touchTarget}>
              <Text style={{ color: colors.primary, fontWeight: fontWeight.semibold }}>
                {t('safety.held.manageWords')}
              </Text>
            </Link>
            <NoticeText notice={notice} />
            {feed.items.length > 0 ? (
              <View style={styles.allRow}>
                <Button
                  variant="danger"
                  label={t('safety.held.deleteAll')}
                  busy={removing !== undefined && removing.ids === undefined}
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
                label={t('safety.held.moveToInbox')}
                busy={moving === item.id}
                onPress={() => move.mutate({ question: item, held: true })}
              />
              <Button
                variant="secondary"
                label={t('question.delete')}
                accessibilityLabel={t('app.native.inbox.deleteLabel', { question: item.question })}
                busy={removing?.ids?.includes(item.id) === true}
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
          if (deleting) remove.mutate(deleting === 'all' ? { from: 'held' } : { from: 'held', ids: [deleting.id] });
          setDeleting(null);
        }}
      />
    </Screen>
  );
}

const styles = StyleSheet.create({
  top: { paddingHorizontal: space.lg, paddingBottom: space.smPlus, gap: space.sm },
  allRow: { flexDirection: 'row', justifyContent: 'flex-end' },
  card: {
    borderWidth: StyleSheet.hairlineWidth,
    borderRadius: radius.md,
    padding: space.mdPlus,
    gap: space.sm,
    marginHorizontal: space.lg,
  },
  date: { fontSize: fontSize.small },
  question: { fontSize: fontSize.input, fontWeight: fontWeight.semibold },
  actions: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'flex-end', gap: space.sm },
});
