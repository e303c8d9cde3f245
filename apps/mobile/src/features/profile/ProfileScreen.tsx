import * as routes from '@qurio/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { Screen } from '../../ui/Screen';
import { FeedList } from '../feeds/FeedList';
import { feedKeys } from '../feeds/feed-keys';
import { QuestionCard } from '../feeds/QuestionCard';
import { useCursorFeed } from '../feeds/useCursorFeed';
import { useSession } from '../session/SessionProvider';
import { ProfileHeader } from './ProfileHeader';

/** A member's profile and answers; the signed-in member's own one also carries the app's settings. */
export function ProfileScreen({ username }: { username: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const own = user?.username.toLowerCase() === username.toLowerCase();
  const profile = useQuery({
    queryKey: feedKeys.profile(username),
    queryFn: () => api.call(routes.profile, { username }),
  });
  const answers = useCursorFeed(feedKeys.answers(username), async (lastId) => {
    const page = await api.call(routes.questions, lastId ? { username, last_id: lastId } : { username });
    return { items: page.questions, limit: page.limit };
  });
  return (
    <Screen>
      <FeedList
        feed={answers}
        label={t('profile.tabAnswers')}
        header={<ProfileHeader profile={profile.data} error={profile.error} own={own} />}
        renderItem={(item) => <QuestionCard item={item} showAuthor={false} />}
        empty={{ title: own ? t('profile.emptyAnswersOwn') : t('profile.emptyAnswers', { username }) }}
      />
    </Screen>
  );
}
