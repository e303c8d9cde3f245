import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showCallError } from '../../api/show-error';
import { useGoBack } from '../../app/go-back';
import { useDocumentTitle } from '../../app/usePageTitle';
import { pathTo } from '../../lib/paths';
import { ArrowLeftIcon } from '../../ui/action-icons';
import { PageLoader } from '../../ui/PageLoader';
import { QuestionCard } from '../questions/QuestionCard';
import { useQuestionQuery } from '../questions/queries';
import styles from './Profile.module.css';

/**
 * `/{username}/post/{id}`: one answer with its likers, under a back header and without the cover
 * (a sub-page, SPEC §2). A failed load shows the message and returns to the profile (SPEC §7).
 */
export function ProfilePost({ username, id }: { username: string; id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuestionQuery(username, id);
  // A shared link to one answer has no history: its natural parent is the profile, not the landing page.
  const back = useGoBack(pathTo('Profile', { username }));
  useDocumentTitle(`${username} - Qurio`);

  useEffect(() => {
    if (!query.error) return;
    showCallError(query.error);
    void navigate(pathTo('Profile', { username }), { replace: true });
  }, [query.error, navigate, username]);

  return (
    <div className={styles.page}>
      <header className={styles.backHeader}>
        <button
          type="button"
          className={styles.backButton}
          aria-label={t('post.back')}
          title={t('post.back')}
          onClick={back}
        >
          <ArrowLeftIcon />
        </button>
        <h1 className={styles.backTitle}>{t('post.title', { username })}</h1>
      </header>
      {query.data ? <QuestionCard question={query.data} showLikers /> : <PageLoader />}
    </div>
  );
}
