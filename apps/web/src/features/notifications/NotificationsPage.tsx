import type { Notification } from '@qurio/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { pathTo } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { ChatIcon, HeartFilledIcon } from '../../ui/action-icons';
import { EmptyState } from '../../ui/EmptyState';
import { FeedList } from '../../ui/feed/FeedList';
import { RelativeTime } from '../../ui/RelativeTime';
import { BellIcon, UserPlusIcon } from '../discovery/icons';
import styles from './Notifications.module.css';
import { markNotificationsSeen, newNotifications, notificationKeys, useNotificationsFeed } from './queries';

/**
 * `/notifications` (SPEC §2): who followed, answered or liked, newest first and paged like every
 * feed. Newer ones wait behind the "new" button, which counts a buffer only when its first n_date
 * differs from the first one shown (SPEC §4).
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.title'));
  const queryClient = useQueryClient();
  const feed = useNotificationsFeed();
  const firstDate = feed.items[0]?.n_date;

  // What is on screen has been seen: the header's dot goes out, and stays out after a reload.
  useEffect(() => {
    if (!firstDate) return;
    markNotificationsSeen(firstDate);
    queryClient.setQueryData<string | null>(notificationKeys.latest(), (latest) =>
      latest && latest > firstDate ? latest : firstDate,
    );
  }, [firstDate, queryClient]);

  const shownFeed = { ...feed, buffered: newNotifications(feed.buffered, feed.items) };
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('notifications.title')}</h1>
      <FeedList
        feed={shownFeed}
        label={t('notifications.listLabel')}
        getKey={(item: Notification) => item.id}
        renderItem={(item) => <NotificationRow item={item} />}
        newerLabel={(count) => t('notifications.newer', { count })}
        empty={
          <EmptyState large icon={<BellIcon size={28} />} title={t('notifications.emptyTitle')}>
            {t('notifications.emptyText')}
          </EmptyState>
        }
      />
    </div>
  );
}

const KIND_ICONS = {
  follow: <UserPlusIcon size={14} />,
  answer: <ChatIcon size={14} />,
  like: <HeartFilledIcon size={14} />,
} as const;

/**
 * One notification as a whole translated sentence with the actor's name as a link to their
 * profile, and, for answers and likes, the question as a link to its post.
 */
function NotificationRow({ item }: { item: Notification }) {
  const { actor, question } = item;
  const profile = pathTo('Profile', { username: actor.username });
  return (
    <article className={styles.row}>
      <span className={styles.avatar}>
        <Avatar user={actor} alt="" size={44} />
        <span className={`${styles.kind} ${styles[item.type]}`}>{KIND_ICONS[item.type]}</span>
      </span>
      <div className={styles.body}>
        <p className={styles.sentence}>
          <Trans
            i18nKey={`notifications.${item.type}`}
            values={{ name: actor.fullname || actor.username }}
            components={{ actor: <Link to={profile} className={styles.actor} /> }}
          />
        </p>
        {question ? (
          <Link
            to={pathTo('ProfilePost', { username: question.user.username, question_id: question.id })}
            className={styles.question}
          >
            {question.question}
          </Link>
        ) : null}
        <RelativeTime iso={item.n_date} className={styles.date} />
      </div>
    </article>
  );
}
