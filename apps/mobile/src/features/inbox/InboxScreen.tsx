import * as routes from '@qurio/contract/routes';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { Screen } from '../../ui/Screen';
import { FeedList } from '../feeds/FeedList';
import { feedKeys } from '../feeds/feed-keys';
import { useCursorFeed } from '../feeds/useCursorFeed';
import { PendingQuestion } from './PendingQuestion';

/** Inbox: the questions waiting for the member's answer. */
export function InboxScreen() {
  const { t } = useTranslation();
  const feed = useCursorFeed(feedKeys.inbox, async (lastId) => {
    const page = await api.call(routes.myQuestions, lastId ? { last_id: lastId } : {});
    return { items: page.questions, limit: page.limit };
  });
  return (
    <Screen>
      <FeedList
        feed={feed}
        label={t('inbox.listLabel')}
        renderItem={(item) => <PendingQuestion item={item} />}
        empty={{ title: t('inbox.emptyTitle'), text: t('inbox.emptyText') }}
      />
    </Screen>
  );
}
