import type { SentQuestion } from '@qurio/contract';
import * as routes from '@qurio/contract/routes';
import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { questionKeys, writes } from '@qurio/queries';
import { Link, useRouter } from 'expo-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorText } from '../../ui/ErrorText';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { FeedList } from '../feeds/FeedList';
import { useCursorFeed } from '../feeds/useCursorFeed';
import { formatDate } from '../questions/format-date';
import { SavedText, SettingsPage } from './SettingsPage';

/**
 * `/settings/sent-questions` (issue 33), as on the web: the questions the member sent, newest
 * first, each with its recipient, how it went (anonymously or by name) and where it stands (on its
 * way, delivered, answered with a link to the answer); one not yet answered is withdrawn after a
 * confirmation (`writes.withdrawQuestion`, shared with the web).
 */
export function SentQuestionsSettings() {
  const { t, i18n } = useTranslation();
  const { colors } = useTheme();
  const router = useRouter();
  const [asking, setAsking] = useState<SentQuestion | null>(null);
  const feed = useCursorFeed<SentQuestion>(
    questionKeys.sent(),
    async (cursor, signal) => {
      const page = await api.call(routes.sentQuestions, { last_id: cursor.last_id }, { signal });
      return { items: page.questions, limit: page.limit };
    },
    { newer: false },
  );
  const withdraw = useWriteMutation(writes.withdrawQuestion);
  return (
    <SettingsPage page="sentQuestions" scroll={false}>
      <View style={styles.top}>
        <Text style={{ color: colors.muted }}>{t('sentQuestions.lead')}</Text>
        <SavedText message={withdraw.isSuccess ? t('sentQuestions.withdrawn') : null} />
        <ErrorText message={withdraw.error ? describeError(t, withdraw.error) : null} />
      </View>
      <FeedList
        feed={feed}
        label={t('sentQuestions.listLabel')}
        renderItem={(row) => (
          <View style={[styles.row, { backgroundColor: colors.card, borderColor: colors.border }]}>
            <View style={styles.text}>
              <Link href={`/${row.user.username}`} accessibilityRole="link">
                <Text style={{ color: colors.text, fontWeight: fontWeight.semibold }}>
                  {t('sentQuestions.to', { username: row.user.username })}
                </Text>
              </Link>
              <Text style={{ color: colors.muted, fontSize: fontSize.small }}>
                {t('sentQuestions.askedOn', { date: formatDate(row.date_added, i18n.language) })}
              </Text>
              <Text numberOfLines={3} style={{ color: colors.text }}>
                {`“${row.question}”`}
              </Text>
              <View style={styles.tags}>
                <Text
                  style={[
                    styles.tag,
                    { color: colors.text, borderColor: row.state === 'delivered' ? colors.border : colors.primary },
                  ]}
                >
                  {t(`sentQuestions.state.${row.state}`)}
                </Text>
                <Text style={[styles.tag, { color: colors.muted, borderColor: colors.border }]}>
                  {row.anonymous ? t('sentQuestions.anonymous') : t('sentQuestions.named')}
                </Text>
              </View>
            </View>
            {row.state === 'answered' && row.question_id !== null ? (
              <Button
                variant="secondary"
                label={t('sentQuestions.seeAnswer')}
                onPress={() => router.push(`/${row.user.username}/post/${row.question_id}`)}
              />
            ) : (
              <Button
                variant="secondary"
                label={t('sentQuestions.withdraw')}
                accessibilityLabel={t('sentQuestions.withdrawNamed', { question: row.question })}
                busy={withdraw.isPending && withdraw.variables?.id === row.id}
                onPress={() => setAsking(row)}
              />
            )}
          </View>
        )}
        empty={{ title: t('sentQuestions.empty') }}
      />
      <ConfirmDialog
        visible={asking !== null}
        title={t('sentQuestions.confirmTitle')}
        message={
          asking?.state === 'pending'
            ? t('sentQuestions.confirmPending', { username: asking.user.username })
            : t('sentQuestions.confirmDelivered', { username: asking?.user.username ?? '' })
        }
        confirmLabel={t('sentQuestions.withdraw')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) withdraw.mutate(asking);
          setAsking(null);
        }}
      />
    </SettingsPage>
  );
}

const styles = StyleSheet.create({
  top: { paddingHorizontal: space.lg, paddingTop: space.md, gap: space.xsPlus },
  row: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: space.smPlus,
    marginHorizontal: space.md,
    padding: space.md,
    borderRadius: radius.md,
    borderWidth: StyleSheet.hairlineWidth,
  },
  text: { flex: 1, gap: space.xs },
  tags: { flexDirection: 'row', flexWrap: 'wrap', gap: space.xs },
  tag: {
    paddingHorizontal: space.sm,
    borderWidth: StyleSheet.hairlineWidth,
    borderRadius: radius.md,
    fontSize: fontSize.small,
    fontWeight: fontWeight.semibold,
  },
});
