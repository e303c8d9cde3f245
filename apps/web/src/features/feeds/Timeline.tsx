import type { FeedRow } from '@qurio/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedList } from '../../ui/feed/FeedList';
import { QuestionCard } from '../questions/QuestionCard';
import { useOnHomeReselect } from './home-reselect';
import { rowId, useTimelineFeed } from './queries';

/**
 * The timeline of `/home`: new answers wait in the buffer behind "Show N new answers" while the
 * reader is reading; pressing Home on Home goes to the top and brings them in at once.
 */
export function Timeline({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation();
  const feed = useTimelineFeed();
  useOnHomeReselect(() => {
    window.scrollTo({ top: 0 });
    // SPEC §7: feed fetch errors are ignored silently; the next poll tries again.
    feed.loadNewer().catch(() => undefined);
  });
  return (
    <FeedList
      feed={feed}
      label={t('feeds.timelineLabel')}
      getKey={rowId}
      renderItem={(row: FeedRow) => <QuestionCard question={row} />}
      newerLabel={(count) => t('feeds.newAnswers', { count })}
      empty={empty}
    />
  );
}
