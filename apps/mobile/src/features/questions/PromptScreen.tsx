import * as routes from '@qurio/contract/routes';
import { fontSize, fontWeight, space } from '@qurio/design';
import { questionKeys } from '@qurio/queries';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { describeError } from '../../i18n/errors';
import { ErrorText } from '../../ui/ErrorText';
import { Screen } from '../../ui/Screen';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { FeedList } from '../feeds/FeedList';
import { QuestionCard } from '../feeds/QuestionCard';
import { useSession } from '../session/SessionProvider';

/**
 * `/question/{id}`: a question for everyone (a prompt) with every member's answer to it, as the
 * web shows it. A member's own question needs its recipient's username and lives under
 * `/{username}/post/{id}` instead.
 */
export function PromptScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const ready = useSession().status !== 'restoring';
  const query = useInfiniteQuery({
    queryKey: questionKeys.prompt(id),
    queryFn: async ({ pageParam }) => {
      const page = await api.call(routes.questionAnswers, pageParam ? { id, last_id: pageParam } : { id });
      return { items: page.answers, limit: page.limit, prompt: page.prompt };
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.items.length >= last.limit && last.limit > 0 ? last.items.at(-1)?.id : undefined),
    enabled: ready && Number.isInteger(id) && id > 0,
  });
  const prompt = query.data?.pages[0]?.prompt;
  const feed = { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
  return (
    <Screen>
      {query.error && !prompt ? (
        <View style={styles.header}>
          <ErrorText message={describeError(t, query.error)} />
        </View>
      ) : (
        <FeedList
          feed={feed}
          label={t('prompt.answersLabel')}
          header={
            prompt ? (
              <View style={styles.header}>
                <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
                  {prompt.question}
                </Text>
                <Text style={{ color: colors.muted }}>{t('inbox.promptAnswers', { count: prompt.answer_count })}</Text>
              </View>
            ) : undefined
          }
          renderItem={(item) => <QuestionCard item={item} />}
          empty={{ title: t('prompt.empty') }}
        />
      )}
    </Screen>
  );
}

const styles = StyleSheet.create({
  header: { paddingHorizontal: space.lg, paddingBottom: space.md, gap: space.xsPlus },
  title: { fontSize: fontSize.heading, fontWeight: fontWeight.bold },
});
