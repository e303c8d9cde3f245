import type { Question } from '@qurio/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { pathTo } from '../../lib/paths';
import { ArrowLeftIcon } from '../../ui/action-icons';
import { EmptyState } from '../../ui/EmptyState';
import { FeedList } from '../../ui/feed/FeedList';
import { MutedIcon } from '../settings/settings-icons';
import { DeleteAllButton } from './BulkDelete';
import styles from './HeldQuestionsPage.module.css';
import { pendingActions } from './PendingActions';
import { QuestionCard } from './QuestionCard';
import { useHeldFeed } from './queries';

/**
 * `/questions/held` (issue 16): the questions the member's muted words held back, newest first.
 * They never reached the inbox and nobody was told; each can be deleted or its asker blocked, and
 * all can go at once. The server does not let them be answered (only pending questions are).
 */
export default function HeldQuestionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('safety.held.title'));
  const feed = useHeldFeed();
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Link to={pathTo('Questions')} className={styles.back} aria-label={t('safety.held.back')}>
          <ArrowLeftIcon />
        </Link>
        <h1 className={styles.heading}>{t('safety.held.title')}</h1>
        {feed.items.length > 0 ? (
          <div className={styles.tools}>
            <DeleteAllButton from="held" />
          </div>
        ) : null}
      </div>
      <p className={styles.lead}>
        {t('safety.held.lead')}{' '}
        <Link to={pathTo('SettingsMutedWords')} className={styles.link}>
          {t('safety.held.manageWords')}
        </Link>
      </p>
      <FeedList
        feed={feed}
        label={t('safety.held.listLabel')}
        getKey={(question: Question) => question.id}
        renderItem={(question) => (
          <QuestionCard question={question} held pendingActions={pendingActions(question, true)} />
        )}
        empty={<EmptyState icon={<MutedIcon size={28} />}>{t('safety.held.empty')}</EmptyState>}
      />
    </div>
  );
}
