import * as routes from '@qurio/contract/routes';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { Screen } from '../../ui/Screen';
import { FeedList } from './FeedList';
import { feedKeys } from './feed-keys';
import { QuestionCard } from './QuestionCard';
import { useCursorFeed } from './useCursorFeed';

/** Home: the answers of the people the member follows, newest first. */
export function TimelineScreen() {
  const { t } = useTranslation();
  const feed = useCursorFeed(feedKeys.timeline, async (lastId) => {
    const page = await api.call(routes.timeline, lastId ? { last_id: lastId } : {});
    return { items: page.questions, limit: page.limit };
  });
  return (
    <Screen>
      <FeedList
        feed={feed}
        label={t('feeds.timelineLabel')}
        renderItem={(item) => <QuestionCard item={item} />}
        empty={{ title: t('home.emptyTitle'), text: t('home.emptyText') }}
      />
    </Screen>
  );
}
