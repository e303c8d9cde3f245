import * as routes from '@qurio/contract/routes';
import { fontSize, fontWeight, space } from '@qurio/design';
import { profileQueryOptions } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollView, StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { Screen } from '../../ui/Screen';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { FeedList } from '../feeds/FeedList';
import { feedKeys } from '../feeds/feed-keys';
import { QuestionCard } from '../feeds/QuestionCard';
import { useCursorFeed } from '../feeds/useCursorFeed';
import { usePinnedAnswers } from '../questions/pins';
import { refreshHistoryProfile } from '../search/search-history';
import { useSession } from '../session/SessionProvider';
import { AskArea } from './AskForm';
import type { Notice } from './notice';
import { ProfileHeader } from './ProfileHeader';
import { ProfileNotice } from './ProfileNotice';

/**
 * A member's profile: header, ask form and answers; blocked or suspended, the notice instead of
 * the form and the answers (SPEC §2). The signed-in member's own one also carries the app's settings.
 */
export function ProfileScreen({ username }: { username: string }) {
  const { t } = useTranslation();
  const { user: me, status } = useSession();
  // A deep link opens this before the stored session is read: asking as a guest would show the
  // wrong relation (not blocked, not following) until the next refetch.
  const ready = status !== 'restoring';
  const own = me?.username.toLowerCase() === username.toLowerCase();
  const [notice, setNotice] = useState<Notice | null>(null);
  const onNotice = useCallback((text: string, error: boolean) => setNotice({ text, error }), []);
  const profile = useQuery({ ...profileQueryOptions(api, username), enabled: ready });
  const user = profile.data;
  const restricted = !!user && (user.isBlocked || user.isSuspended);
  // SPEC §3: the search history keeps the name and picture this profile has now.
  useEffect(() => {
    if (user) refreshHistoryProfile(user);
  }, [user]);
  const answers = useCursorFeed(
    feedKeys.answers(username),
    async (cursor, signal) => {
      const page = await api.call(routes.questions, { username, ...cursor }, { signal });
      return { items: page.questions, limit: page.limit };
    },
    ready && !restricted,
  );
  const header = (
    <ProfileHeader user={profile.data} error={profile.error} own={own} notice={notice} onNotice={onNotice} />
  );

  if (user && restricted) {
    return (
      <Screen>
        <ScrollView contentContainerStyle={styles.restricted}>
          {header}
          <ProfileNotice user={user} onNotice={onNotice} />
        </ScrollView>
      </Screen>
    );
  }
  return (
    <Screen>
      <FeedList
        // Pulling down refreshes the counts and the relation as well as the answers.
        feed={{ ...answers, refetch: () => Promise.all([answers.refetch(), profile.refetch()]) }}
        label={t('profile.tabAnswers')}
        header={
          <View style={styles.top}>
            {header}
            {user && !own ? <AskArea user={user} /> : null}
            {ready ? <PinnedAnswers username={username} onNotice={onNotice} /> : null}
          </View>
        }
        renderItem={(item) => (
          <QuestionCard item={item} showAuthor={false} notify={(text, error = false) => onNotice(text, error)} />
        )}
        empty={{ title: own ? t('profile.emptyAnswersOwn') : t('profile.emptyAnswers', { username }) }}
      />
    </Screen>
  );
}

/**
 * The answers the owner pinned (issue 33), in their order, above the chronological list, each
 * marked "Pinned"; they keep their place in the list too, as on the web.
 */
function PinnedAnswers({ username, onNotice }: { username: string; onNotice(text: string, error: boolean): void }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const pins = usePinnedAnswers(username);
  if (pins.length === 0) return null;
  return (
    <View style={styles.pinnedList}>
      <Text accessibilityRole="header" style={[styles.pinnedTitle, { color: colors.muted }]}>
        {t('profile.pinnedTitle')}
      </Text>
      {pins.map((question, index) => (
        <QuestionCard
          key={question.id}
          item={question}
          showAuthor={false}
          pin={{ index, pins }}
          notify={(text, error = false) => onNotice(text, error)}
        />
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  restricted: { paddingVertical: space.md, gap: space.md },
  top: { gap: space.md, paddingBottom: space.md },
  pinnedList: { gap: space.sm },
  pinnedTitle: { marginHorizontal: space.md, fontSize: fontSize.small, fontWeight: fontWeight.bold },
});
