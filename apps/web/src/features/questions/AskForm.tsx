import type { AskingRules } from '@qurio/contract';
import type { ErrorCode } from '@qurio/contract/errors';
import { MEMBER_LIMITS } from '@qurio/contract/member-limits';
import { type AskView, askNoticeKeys } from '@qurio/queries';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { ensureAllStrings } from '../../i18n';
import { translateErrorCode } from '../../i18n/error-messages';
import { useSession } from '../../lib/useSession';
import { SendIcon } from '../../ui/action-icons';
import { Button } from '../../ui/Button';
import { TextArea } from '../../ui/TextArea';
import styles from './AskForm.module.css';
import { useAskMutation } from './mutations';

type AskState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; code: ErrorCode };

export interface AskFormProps {
  recipient: { id: number; username: string; asking: AskingRules };
  /** What the recipient's asking rules allow this viewer (askViewOf in @qurio/queries). */
  view: Extract<AskView, { kind: 'form' }>;
}

/**
 * The ask form of a profile (SPEC §2, §4 "Ask form": idle, sending, message shown). Members ask
 * anonymously unless they switch it off, or the recipient's rules leave them asking by name;
 * guests always ask anonymously, so they get no switch. Before sending it says what the
 * recipient will see, and when anonymous questions come from a small circle only, that the asker
 * hides only among those few (issue 33).
 */
export function AskForm({ recipient, view }: AskFormProps) {
  const { t } = useTranslation();
  const session = useSession();
  const send = useAskMutation();
  const titleId = useId();
  const messageId = useId();
  const noticeId = useId();
  const [text, setText] = useState('');
  const [choice, setAnonymous] = useState(true);
  const anonymous = view.anonymousAllowed && (choice || !session);
  const [state, setState] = useState<AskState>({ kind: 'idle' });
  const sending = state.kind === 'sending';
  const tooShort = text.trim().length < MEMBER_LIMITS.questionMin;
  const minId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooShort || sending) return;
    setState({ kind: 'sending' });
    try {
      await send.mutateAsync({
        user_id: recipient.id,
        username: recipient.username,
        question: text,
        ...(session ? { anonymous } : {}),
        // What the form said; the server refuses an anonymous question if the circle has narrowed since.
        anonymous_from: recipient.asking.anonymous_from,
      });
      setText('');
      setState({ kind: 'sent' });
    } catch (error) {
      // Network failures are reported by the client itself; the text stays for another try. A
      // guest's profile starts without the error messages: they load before the message shows.
      if (error instanceof ApiError) await ensureAllStrings().catch(() => undefined);
      setState(error instanceof ApiError ? { kind: 'failed', code: error.code } : { kind: 'idle' });
    }
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('ask.title', { username: recipient.username })}
      </h2>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextArea
          label={t('ask.label')}
          hideLabel
          placeholder={t('ask.placeholder')}
          value={text}
          maxLength={MEMBER_LIMITS.questionMax}
          rows={3}
          aria-describedby={
            [tooShort ? minId : '', state.kind === 'failed' ? messageId : ''].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => {
            setText(event.target.value);
            if (state.kind !== 'sending') setState({ kind: 'idle' });
          }}
        />
        <div className={styles.row}>
          {session && view.anonymousAllowed ? (
            <label className={styles.switch}>
              <input
                type="checkbox"
                role="switch"
                aria-checked={anonymous}
                aria-describedby={noticeId}
                checked={anonymous}
                onChange={(event) => setAnonymous(event.target.checked)}
              />
              <span className={styles.track} aria-hidden="true" />
              <span>{t('ask.anonymous')}</span>
            </label>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={tooShort} loading={sending} icon={<SendIcon size={16} />}>
            {t('ask.submit')}
          </Button>
        </div>
        {/* The minimum, said before sending (issue 34): the send button stays disabled until it is met. */}
        {tooShort ? (
          <p id={minId} className={styles.hint} data-testid="ask-min">
            {t('ask.minLength', {
              count: MEMBER_LIMITS.questionMin - text.trim().length,
              min: MEMBER_LIMITS.questionMin,
            })}
          </p>
        ) : null}
        <div id={noticeId} className={styles.notice} data-testid="ask-notice">
          {askNoticeKeys(view, anonymous).map((key) => (
            <p key={key} className={styles.hint}>
              {t(key, { username: recipient.username })}
            </p>
          ))}
        </div>
        {/* Kept mounted so the outcome is announced when it appears. */}
        <div role="status" className={styles.status}>
          {state.kind === 'sent' ? <p className={styles.sent}>{t('ask.sent')}</p> : null}
        </div>
        {state.kind === 'failed' ? (
          <p id={messageId} className={styles.error} role="alert">
            {translateErrorCode(t, state.code)}
          </p>
        ) : null}
      </form>
    </section>
  );
}
