import type { MediaItem, ModActionName, ModReportGroup } from '@qurio/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showCallError } from '../../api/show-error';
import { pathTo } from '../../lib/paths';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageLoader } from '../../ui/PageLoader';
import { RelativeTime } from '../../ui/RelativeTime';
import { ActionDialog, type ModTarget } from './ActionDialog';
import styles from './Moderation.module.css';
import { isForbidden, ModerationNotFound } from './NotFound';
import { useModReports } from './queries';

interface Choice {
  action: ModActionName;
  target: ModTarget;
  subject: string;
  /** The button's words, when they differ from the action's own (remove answer or question). */
  label?: string;
}

/**
 * The open reports, one card per reported question or member, oldest first. Verifying is for
 * admins (the server refuses a moderator with VERIFY_ADMINS_ONLY), so only they see its button;
 * what else the server refuses (a moderator acting on staff, anyone on themselves) shows its
 * error in the dialog.
 */
export function ReportList({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const reports = useModReports(true);
  const [choice, setChoice] = useState<Choice | null>(null);

  if (reports.isPending) return <PageLoader />;
  if (reports.isError) {
    if (isForbidden(reports.error)) return <ModerationNotFound />;
    return (
      <EmptyState
        action={
          <Button variant="secondary" onClick={() => void reports.refetch().catch(showCallError)}>
            {t('moderation.retry')}
          </Button>
        }
      >
        {t('moderation.loadError')}
      </EmptyState>
    );
  }
  if (reports.data.length === 0) return <EmptyState>{t('moderation.empty')}</EmptyState>;
  return (
    <>
      <ul className={styles.list} aria-label={t('moderation.listLabel')}>
        {reports.data.map((group) => (
          <li key={`${group.target_type}-${group.target_id}`}>
            <ReportCard group={group} isAdmin={isAdmin} onChoose={setChoice} />
          </li>
        ))}
      </ul>
      {choice ? (
        <ActionDialog
          action={choice.action}
          target={choice.target}
          subject={choice.subject}
          onClose={() => setChoice(null)}
        />
      ) : null}
    </>
  );
}

function excerpt(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The actions that apply to a group's target, in the order a moderator weighs them. */
function choicesFor(group: ModReportGroup, isAdmin: boolean, t: TFunction): Choice[] {
  const dismiss: Choice = {
    action: 'dismiss',
    target: { report_id: group.report_ids[0] ?? 0 },
    subject: group.question ? `“${excerpt(group.question.question)}”` : group.user ? `@${group.user.username}` : '',
  };
  const { question, user } = group;
  if (question) {
    const subject = `“${excerpt(question.question)}”`;
    const target = { question_id: question.id };
    return [
      dismiss,
      {
        action: 'remove',
        target,
        subject,
        label:
          question.answer !== null ? t('moderation.actions.remove.answer') : t('moderation.actions.remove.question'),
      },
      {
        action: 'suspend',
        target: { user_id: question.owner.id },
        subject: `@${question.owner.username}`,
        label: t('moderation.actions.suspend.owner', { username: question.owner.username }),
      },
      { action: 'ban_asker', target, subject },
      { action: 'reveal_sender', target, subject },
    ];
  }
  if (user) {
    const subject = `@${user.username}`;
    const target = { user_id: user.id };
    const suspension: Choice =
      user.status === 'suspended' ? { action: 'unsuspend', target, subject } : { action: 'suspend', target, subject };
    const verification: Choice = user.verified
      ? { action: 'unverify', target, subject }
      : { action: 'verify', target, subject };
    return isAdmin ? [dismiss, suspension, verification] : [dismiss, suspension];
  }
  return [dismiss];
}

function ReportCard({
  group,
  isAdmin,
  onChoose,
}: {
  group: ModReportGroup;
  isAdmin: boolean;
  onChoose: (choice: Choice) => void;
}) {
  const { t } = useTranslation();
  const headingId = `mod-${group.target_type}-${group.target_id}`;
  const { question, user } = group;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          {group.target_type === 'question'
            ? question?.answer
              ? t('moderation.kind.answer')
              : t('moderation.kind.question')
            : t('moderation.kind.user')}
        </h2>
        <span className={styles.count}>{t('moderation.reports', { count: group.count })}</span>
        <span className={styles.date}>
          <RelativeTime iso={group.last_date} />
        </span>
      </header>
      <ul className={styles.reasons} aria-label={t('moderation.reasonsLabel')}>
        {group.reasons.map((entry) => (
          <li key={entry.reason} className={styles.reason}>
            {t(`moderation.reasonNames.${entry.reason}`)}
            {entry.count > 1 ? <span className={styles.reasonCount}>×{entry.count}</span> : null}
          </li>
        ))}
      </ul>
      {question ? (
        <div className={styles.target}>
          <p className={styles.meta}>
            {question.anonymous ? t('moderation.anonymousTo') : t('moderation.questionTo')}{' '}
            <Link to={pathTo('Profile', { username: question.owner.username })}>@{question.owner.username}</Link>
          </p>
          <blockquote className={styles.quote}>
            <p className={styles.questionText}>{question.question}</p>
            {question.answer !== null ? <p className={styles.answerText}>{question.answer}</p> : null}
          </blockquote>
          {question.media.length > 0 ? <ReportedMedia media={question.media} onChoose={onChoose} /> : null}
        </div>
      ) : user ? (
        <div className={styles.target}>
          <p className={styles.meta}>
            <Link to={pathTo('Profile', { username: user.username })}>@{user.username}</Link>
            {user.fullname ? ` · ${user.fullname}` : ''}
            {user.status === 'suspended' ? <span className={styles.status}> · {t('moderation.suspended')}</span> : null}
            {user.verified ? <span className={styles.status}> · {t('moderation.verified')}</span> : null}
          </p>
          {user.bio ? <blockquote className={styles.quote}>{user.bio}</blockquote> : null}
        </div>
      ) : (
        <p className={styles.meta}>{t('moderation.gone')}</p>
      )}
      <div className={styles.actions}>
        {choicesFor(group, isAdmin, t).map((choice) => (
          <Button
            key={`${choice.action}-${JSON.stringify(choice.target)}`}
            size="sm"
            variant={choice.action === 'dismiss' ? 'secondary' : choice.action === 'remove' ? 'danger' : 'secondary'}
            aria-haspopup="dialog"
            onClick={() => onChoose(choice)}
          >
            {choice.label ?? t(`moderation.actions.${choice.action}.button`)}
          </Button>
        ))}
      </div>
    </article>
  );
}

/**
 * The reported answer's pictures, small, each with its own "Remove picture" (remove_media takes one
 * picture by its id; the answer and its other pictures stay). A thumbnail is the narrowest still
 * (an animated one's first frame) and opens the full picture in a new tab.
 */
function ReportedMedia({ media, onChoose }: { media: MediaItem[]; onChoose: (choice: Choice) => void }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.media} aria-label={t('moderation.media.label')}>
      {media.map((item, index) => {
        const number = index + 1;
        const alt = item.alt || t('moderation.media.noAlt', { number });
        const thumb = item.sizes[0] ?? { url: item.url, width: item.width, height: item.height };
        return (
          <li key={item.id} className={styles.mediaItem}>
            <a href={item.url} target="_blank" rel="noopener noreferrer" className={styles.mediaLink}>
              <img
                className={styles.mediaThumb}
                src={thumb.url}
                width={thumb.width}
                height={thumb.height}
                alt={alt}
                loading="lazy"
                decoding="async"
              />
            </a>
            <Button
              size="sm"
              variant="danger"
              aria-haspopup="dialog"
              aria-label={t('moderation.media.remove', { number })}
              onClick={() => onChoose({ action: 'remove_media', target: { media_id: item.id }, subject: alt })}
            >
              {t('moderation.actions.remove_media.button')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
