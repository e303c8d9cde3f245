import type { InboxCounts, Prompt, Question } from '@qurio/contract';
import type { InboxFilter } from '@qurio/contract/asking';
import { INBOX_TABS, inboxCountLabel, inboxFilterOf } from '@qurio/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { pathTo } from '../../lib/paths';
import { useSession } from '../../lib/useSession';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FeedList } from '../../ui/feed/FeedList';
import { PageLoader } from '../../ui/PageLoader';
import { InboxIcon } from '../../ui/screen-icons';
import { MutedIcon } from '../settings/settings-icons';
import { ProfileLinkActions } from '../share/ProfileLinkActions';
import { AnswerDialog, type AnswerTarget } from './AnswerDialog';
import { DeleteAllButton, SelectBar, useSelection } from './BulkDelete';
import styles from './InboxPage.module.css';
import { useInboxFeed } from './inbox-queries';
import { pendingActions, selectBox } from './PendingActions';
import { QuestionCard } from './QuestionCard';
import { usePreQuestionsQuery } from './queries';

/**
 * `/questions` (SPEC §2): the member's pending questions, newest first, each with Answer, Delete,
 * Report and Block asker; a select mode deletes up to a hundred at once, "Delete all" all of them
 * (issue 16). A line says how many questions the muted words held back and leads to them. Below
 * them the questions for everyone (prompts) that can be answered the same way.
 */
export default function InboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('inbox.title'));
  const session = useSession();
  // The filter lives in the address (`?filter=named`), so a reload or a shared link keeps it.
  const [params] = useSearchParams();
  const filter = inboxFilterOf(params.get('filter'));
  const feed = useInboxFeed(filter);
  const selection = useSelection();
  const held = feed.meta?.held ?? 0;
  const hasQuestions = feed.items.length > 0;
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.heading} tabIndex={-1}>
          {t('inbox.title')}
        </h1>
        {hasQuestions && !selection.selecting ? (
          <div className={styles.tools}>
            <Button size="sm" variant="secondary" onClick={selection.start}>
              {t('safety.inbox.select')}
            </Button>
            <DeleteAllButton from="inbox" />
          </div>
        ) : null}
      </div>
      {held > 0 ? (
        <Link to={pathTo('QuestionsHeld')} className={styles.heldLine}>
          <MutedIcon size={18} />
          <span>{t('safety.inbox.heldLine', { count: held })}</span>
        </Link>
      ) : null}
      <InboxFilters current={filter} counts={feed.meta?.counts} />
      {selection.selecting && hasQuestions ? <SelectBar selection={selection} /> : null}
      <FeedList
        feed={feed}
        label={t('inbox.listLabel')}
        getKey={(question: Question) => question.id}
        renderItem={(question) => {
          const selected = selection.cardSelection(question.id);
          return (
            <QuestionCard
              question={question}
              select={selected && selectBox(selected)}
              pendingActions={pendingActions(question)}
            />
          );
        }}
        newerLabel={(count) => t('inbox.newer', { count })}
        empty={
          filter ? (
            <EmptyState icon={<InboxIcon size={28} />}>{t('inbox.filters.emptyFiltered')}</EmptyState>
          ) : (
            // The way to the first questions: the profile link, to copy or share (issue 17).
            <EmptyState
              icon={<InboxIcon size={28} />}
              title={t('inbox.emptyTitle')}
              action={session ? <ProfileLinkActions username={session.username} /> : null}
            >
              {t('inbox.emptyText')}
            </EmptyState>
          )
        }
      />
      <Prompts />
    </div>
  );
}

/**
 * The inbox's filters (issue 33) with their counts, as links that set `?filter=`: all, anonymous,
 * with name, from people I follow (named questions only: an anonymous question is never sorted
 * by who sent it), flagged by the profanity filter.
 */
function InboxFilters({ current, counts }: { current: InboxFilter | null; counts: InboxCounts | undefined }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <nav className={styles.filters} aria-label={t('inbox.filters.label')}>
      <ul className={styles.filterList}>
        {INBOX_TABS.map((tab) => {
          const active = (current ?? 'all') === tab;
          const label = t(`inbox.filters.${tab}`);
          return (
            <li key={tab}>
              <Link
                to={tab === 'all' ? '?' : `?filter=${tab}`}
                replace
                className={styles.filter}
                aria-current={active ? 'page' : undefined}
              >
                {counts ? t('inbox.filters.count', { label, count: inboxCountLabel(counts[tab], number) }) : label}
              </Link>
            </li>
          );
        })}
      </ul>
      {current === 'following' || current === 'flagged' ? (
        <p className={styles.filterHint}>{t(`inbox.filters.${current}Hint`)}</p>
      ) : null}
    </nav>
  );
}

function Prompts() {
  const { t } = useTranslation();
  const prompts = usePreQuestionsQuery();
  const [answering, setAnswering] = useState<AnswerTarget | null>(null);
  const answer = (prompt: Prompt) =>
    setAnswering({ kind: 'prompt', id: prompt.id, question: prompt.question, media: [] });

  return (
    <section className={styles.prompts} aria-labelledby="prompts-title">
      <h2 id="prompts-title" className={styles.promptsTitle}>
        {t('inbox.promptsTitle')}
      </h2>
      <p className={styles.promptsText}>{t('inbox.promptsText')}</p>
      {prompts.data === undefined ? (
        prompts.isError ? null : (
          <PageLoader compact />
        )
      ) : prompts.data.length === 0 ? (
        <p className={styles.promptsText}>{t('inbox.promptsEmpty')}</p>
      ) : (
        <ul className={styles.promptList}>
          {prompts.data.map((prompt) => (
            <li key={prompt.id} className={styles.prompt}>
              <div className={styles.promptBody}>
                <p className={styles.promptQuestion}>{prompt.question}</p>
                <Link to={pathTo('Prompt', { question_id: prompt.id })} className={styles.promptCount}>
                  {t('inbox.promptAnswers', { count: prompt.answer_count })}
                </Link>
              </div>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('inbox.answerPrompt', { question: prompt.question })}
                onClick={() => answer(prompt)}
              >
                {t('question.answer')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AnswerDialog target={answering} onClose={() => setAnswering(null)} />
    </section>
  );
}
