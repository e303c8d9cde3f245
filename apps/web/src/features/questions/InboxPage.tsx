import type { Prompt, Question } from '@qurio/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { pathTo } from '../../lib/paths';
import { useSession } from '../../lib/useSession';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FeedList } from '../../ui/feed/FeedList';
import { InboxIcon } from '../../ui/icons';
import { PageLoader } from '../../ui/PageLoader';
import { MutedIcon } from '../settings/settings-icons';
import { ProfileLinkActions } from '../share/ProfileLinkActions';
import { AnswerDialog, type AnswerTarget } from './AnswerDialog';
import { DeleteAllButton, SelectBar, useSelection } from './BulkDelete';
import styles from './InboxPage.module.css';
import { pendingActions, selectBox } from './PendingActions';
import { QuestionCard } from './QuestionCard';
import { useInboxFeed, usePreQuestionsQuery } from './queries';

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
  const feed = useInboxFeed();
  const selection = useSelection();
  const held = feed.meta?.held ?? 0;
  const hasQuestions = feed.items.length > 0;
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.heading}>{t('inbox.title')}</h1>
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
          // The way to the first questions: the profile link, to copy or share (issue 17).
          <EmptyState
            icon={<InboxIcon size={28} />}
            title={t('inbox.emptyTitle')}
            action={session ? <ProfileLinkActions username={session.username} /> : null}
          >
            {t('inbox.emptyText')}
          </EmptyState>
        }
      />
      <Prompts />
    </div>
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
