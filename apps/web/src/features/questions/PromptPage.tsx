import type { Question } from '@qurio/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showCallError } from '../../api/show-error';
import { QueryProvider } from '../../app/QueryProvider';
import { HOME_PATH, LANDING_PATH } from '../../app/route-guard';
import { usePageTitle } from '../../app/usePageTitle';
import { useSession } from '../../lib/useSession';
import { ChatIcon } from '../../ui/action-icons';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FeedList } from '../../ui/feed/FeedList';
import { PageLoader } from '../../ui/PageLoader';
import { AnswerDialog, type AnswerTarget } from './AnswerDialog';
import styles from './PromptPage.module.css';
import { QuestionCard } from './QuestionCard';
import { usePromptAnswersFeed } from './queries';

/**
 * `/question/{id}` (route Question). A member's own question is only reachable with its
 * recipient's username (`GET question` needs both), which this path does not carry; what it can
 * show is a question for everyone (a prompt) with every answer to it. Trend links of type
 * question lead here. Public: guests come without the member layout, so it brings its provider.
 */
export default function PromptScreen() {
  return (
    <QueryProvider>
      <PromptPage />
    </QueryProvider>
  );
}

function PromptPage() {
  const { t } = useTranslation();
  const { question_id } = useParams();
  const id = Number(question_id);
  const session = useSession();
  const navigate = useNavigate();
  const feed = usePromptAnswersFeed(id);
  const prompt = feed.meta;
  const [answering, setAnswering] = useState<AnswerTarget | null>(null);
  usePageTitle(prompt?.question ?? null);

  useEffect(() => {
    // Only a prompt that cannot load at all leaves the page; a failed older page stays.
    if (feed.status !== 'error' || feed.meta) return;
    showCallError(feed.error);
    void navigate(session ? HOME_PATH : LANDING_PATH, { replace: true });
  }, [feed.status, feed.error, feed.meta, navigate, session]);

  if (!prompt) return <PageLoader />;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          <ChatIcon size={18} />
          {t('question.prompt')}
        </p>
        <h1 className={styles.title}>{prompt.question}</h1>
        <div className={styles.meta}>
          <span>{t('inbox.promptAnswers', { count: prompt.answer_count })}</span>
          {session ? (
            <Button
              onClick={() => setAnswering({ kind: 'prompt', id: prompt.id, question: prompt.question, media: [] })}
            >
              {t('prompt.answerIt')}
            </Button>
          ) : null}
        </div>
      </header>
      <FeedList
        feed={feed}
        label={t('prompt.answersLabel')}
        getKey={(question: Question) => question.id}
        renderItem={(question) => <QuestionCard question={question} onPromptPage />}
        newerLabel={(count) => t('profile.newerAnswers', { count })}
        empty={<EmptyState>{t('prompt.empty')}</EmptyState>}
      />
      <AnswerDialog target={answering} onClose={() => setAnswering(null)} />
    </div>
  );
}
