import type { SentQuestion } from '@qurio/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showCallError } from '../../api/show-error';
import { currentLanguage } from '../../i18n';
import { pathTo } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { Button, LinkButton } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { FeedList } from '../../ui/feed/FeedList';
import { dateFormat } from '../../ui/intl-cache';
import { showSnack } from '../../ui/snack-store';
import { useWithdrawQuestionMutation } from './mutations';
import styles from './SentQuestionsSettings.module.css';
import shared from './Settings.module.css';
import { useSentQuestionsFeed } from './setting-queries';

/**
 * /settings/sent-questions (issue 33): the questions the member asked, newest first, each with its
 * recipient, whether it went anonymously, and where it stands: on its way (an anonymous question's
 * random delay), delivered, or answered (with a link to the answer). One not yet answered can be
 * withdrawn after a confirmation that says what the recipient will (not) see.
 */
export default function SentQuestionsSettings() {
  const { t } = useTranslation();
  const feed = useSentQuestionsFeed();
  const [asking, setAsking] = useState<SentQuestion | null>(null);
  const withdraw = useWithdrawQuestionMutation();
  const language = currentLanguage();

  const confirm = async () => {
    if (!asking) return;
    try {
      await withdraw.mutateAsync(asking);
      showSnack(t('sentQuestions.withdrawn'));
    } catch (error) {
      showCallError(error);
    }
    setAsking(null);
  };

  return (
    <div className={shared.stack}>
      <p className={shared.lead}>{t('sentQuestions.lead')}</p>
      <FeedList
        feed={feed}
        label={t('sentQuestions.listLabel')}
        getKey={(row: SentQuestion) => row.id}
        renderItem={(row) => (
          <article className={styles.row} aria-label={row.question}>
            <span className={styles.avatar} aria-hidden="true">
              <Avatar user={{ id: row.user.id, image: row.user.image }} alt="" size={44} />
            </span>
            <div className={styles.text}>
              <p className={styles.meta}>
                <Link to={pathTo('Profile', { username: row.user.username })} className={styles.to}>
                  {t('sentQuestions.to', { username: row.user.username })}
                </Link>
                <time dateTime={row.date_added} className={styles.date}>
                  {t('sentQuestions.askedOn', {
                    date: dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                      new Date(row.date_added),
                    ),
                  })}
                </time>
              </p>
              <q className={styles.question}>{row.question}</q>
              <p className={styles.tags}>
                <span className={`${styles.state} ${styles[row.state]}`}>{t(`sentQuestions.state.${row.state}`)}</span>
                <span className={styles.tag}>
                  {row.anonymous ? t('sentQuestions.anonymous') : t('sentQuestions.named')}
                </span>
              </p>
            </div>
            {row.state === 'answered' && row.question_id !== null ? (
              <LinkButton
                variant="secondary"
                size="sm"
                to={pathTo('ProfilePost', { username: row.user.username, question_id: row.question_id })}
              >
                {t('sentQuestions.seeAnswer')}
              </LinkButton>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                aria-haspopup="dialog"
                aria-label={t('sentQuestions.withdrawNamed', { question: row.question })}
                onClick={() => setAsking(row)}
              >
                {t('sentQuestions.withdraw')}
              </Button>
            )}
          </article>
        )}
        empty={<EmptyState>{t('sentQuestions.empty')}</EmptyState>}
      />
      <Dialog
        open={asking !== null}
        title={t('sentQuestions.confirmTitle')}
        confirmLabel={t('sentQuestions.withdraw')}
        cancelLabel={t('dialog.no')}
        busy={withdraw.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <p>
          {asking?.state === 'pending'
            ? t('sentQuestions.confirmPending', { username: asking.user.username })
            : t('sentQuestions.confirmDelivered', { username: asking?.user.username ?? '' })}
        </p>
      </Dialog>
    </div>
  );
}
