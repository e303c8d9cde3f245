import type { Notification } from '@qurio/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { pathTo } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { ChatIcon, HeartFilledIcon } from '../../ui/action-icons';
import { EmptyState } from '../../ui/EmptyState';
import { FeedList } from '../../ui/feed/FeedList';
import { MaskIcon } from '../../ui/icons';
import { RelativeTime } from '../../ui/RelativeTime';
import { AtIcon, InboxIcon } from '../../ui/screen-icons';
import { TaggedText } from '../../ui/TaggedText';
import { BellIcon, UserPlusIcon } from '../discovery/icons';
import { notificationKeys } from './keys';
import styles from './Notifications.module.css';
import { markNotificationsSeen, newNotifications, useNotificationsFeed } from './queries';

/**
 * `/notifications` (SPEC §2): new questions, and who followed, answered, liked or mentioned the
 * member, newest first and paged like every feed. Newer ones wait behind the "new" button, which
 * counts a buffer only when its first n_date differs from the first one shown (SPEC §4); the live
 * stream fetches them as they come.
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

const KIND_CLASSES: Record<Notification['type'], string | undefined> = {
  follow: styles.follow,
  answer: styles.answer,
  like: styles.like,
  question: styles.asked,
  mention: styles.mentioned,
};

const KIND_ICONS: Record<Notification['type'], ReactNode> = {
  follow: <UserPlusIcon size={14} />,
  answer: <ChatIcon size={14} />,
  like: <HeartFilledIcon size={14} />,
  question: <InboxIcon size={14} />,
  mention: <AtIcon size={14} />,
};

/**
 * One notification as a whole translated sentence with the actor's name as a link to their
 * profile, and the question as a link: to its post once answered, to the inbox while it waits
 * there. A question asked anonymously has no actor: a mask stands where a face would, and the
 * sentence names nobody.
 */
function NotificationRow({ item }: { item: Notification }) {
  const { t } = useTranslation();
  const { actor, question } = item;
  const key = item.type === 'question' && actor ? 'questionNamed' : item.type;
  const questionPath =
    question?.status === 'answered'
      ? pathTo('ProfilePost', { username: question.user.username, question_id: question.id })
      : pathTo('Questions');
  return (
    <article className={styles.row}>
      <span className={styles.avatar}>
        {actor ? (
          <Avatar user={actor} alt="" size={44} />
        ) : (
          <span className={styles.nobody} role="img" aria-label={t('question.anonymous')}>
            <MaskIcon size={24} />
          </span>
        )}
        <span className={`${styles.kind} ${KIND_CLASSES[item.type]}`}>{KIND_ICONS[item.type]}</span>
      </span>
      <div className={styles.body}>
        <p className={styles.sentence}>
          {actor ? (
            <TaggedText
              text={t(`notifications.${key}`, { name: actor.fullname || actor.username })}
              components={{
                actor: <Link to={pathTo('Profile', { username: actor.username })} className={styles.actor} />,
              }}
            />
          ) : (
            t('notifications.question')
          )}
        </p>
        {question ? (
          <Link to={questionPath} className={styles.question}>
            {question.question}
          </Link>
        ) : null}
        <RelativeTime iso={item.n_date} className={styles.date} />
      </div>
    </article>
  );
}
