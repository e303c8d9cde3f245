import { LIMITS } from '@qurio/contract';
import { parseRichText } from '@qurio/contract/rich-text';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/types.js';
import { scheduleNotificationMail } from '../notification-mail/mailer.js';
import { enqueuePush } from '../push/enqueue.js';
import { findMentionable, insertNotification, wantsNotification } from './queries.js';

/**
 * After the commit of a write that recorded notifications: the pushes and mails it queued go out
 * now rather than at the workers' next poll.
 */
export function wakeNotificationSenders(ctx: Pick<AppContext, 'pushWorker' | 'notificationMailer'>): void {
  ctx.pushWorker.wake();
  ctx.notificationMailer.wake();
}

/** A notification written in a transaction, announced on the member's live stream after commit. */
export interface RecordedNotification {
  userId: number;
  id: number;
  /** Recorded `silent`: listed, but announced nowhere (no live event either). */
  silent?: true;
}

/**
 * Records a notification unless the recipient turned that kind off, is the actor, or already has
 * this one (the same actor, kind and target). For 'answer' and 'mention' the actor is the member
 * who answered; the anonymous asker is the recipient and is never written as anyone's actor. A new
 * notification also queues its push to the recipient's phones (features/push) in the same
 * transaction; the caller calls `wakeNotificationSenders` and announces the result (lib/live.ts) after
 * commit. Null when nothing was recorded.
 */
export async function recordNotification(
  db: Kysely<Database>,
  n: {
    userId: number;
    type: 'follow' | 'answer' | 'like' | 'mention';
    actorId: number;
    questionId?: number;
    now: Date;
    /** Listed only: no push and no mail (a like again after an unlike, see toggleLike). */
    silent?: boolean;
  },
): Promise<RecordedNotification | null> {
  if (n.userId === n.actorId) return null;
  if (!(await wantsNotification(db, n.userId, n.type))) return null;
  const id = await insertNotification(db, {
    userId: n.userId,
    type: n.type,
    actorId: n.actorId,
    questionId: n.questionId ?? null,
    now: n.now.toISOString(),
  });
  // A repeat (toggled again) is silent on the phone too.
  if (id === null) return null;
  if (n.silent) return { userId: n.userId, id, silent: true };
  await enqueuePush(db, {
    kind: n.type,
    userId: n.userId,
    actorId: n.actorId,
    now: n.now,
    ...(n.questionId !== undefined ? { questionId: n.questionId } : {}),
  });
  await scheduleNotificationMail(db, { userId: n.userId, kind: n.type, now: n.now });
  return { userId: n.userId, id };
}

/**
 * A new question in the recipient's inbox (the `notify_questions` setting). The caller passes the
 * asker only when they asked by name: an anonymous question, or a guest's, is recorded with no
 * actor, so nothing built from it (the list, the live event, the push) can name anyone. Called for
 * delivered questions only: a held or dropped one notifies nobody.
 */
export async function recordQuestionNotification(
  db: Kysely<Database>,
  n: { userId: number; questionId: number; namedAskerId: number | null; now: Date },
): Promise<RecordedNotification | null> {
  if (!(await wantsNotification(db, n.userId, 'question'))) return null;
  const id = await insertNotification(db, {
    userId: n.userId,
    type: 'question',
    actorId: n.namedAskerId,
    questionId: n.questionId,
    now: n.now.toISOString(),
  });
  if (id === null) return null;
  // The push names nobody, whoever asked (features/push/enqueue.ts QuestionPush).
  await enqueuePush(db, { kind: 'question', userId: n.userId, questionId: n.questionId, now: n.now });
  await scheduleNotificationMail(db, { userId: n.userId, kind: 'question', now: n.now });
  return { userId: n.userId, id };
}

/**
 * Notifies the members an answer names with @username (the web's and the app's mention rule,
 * `parseRichText`): the first LIMITS.mentionsPerAnswer distinct names, members who are active and
 * not blocked either way with the author. Editing an answer notifies only names it did not have:
 * the same actor, kind and question are recorded once.
 */
export async function recordMentions(
  db: Kysely<Database>,
  m: { authorId: number; questionId: number; answer: string; now: Date },
): Promise<RecordedNotification[]> {
  const names = [
    ...new Set(
      parseRichText(m.answer).flatMap((segment) =>
        segment.type === 'mention' ? [segment.username.toLowerCase()] : [],
      ),
    ),
  ].slice(0, LIMITS.mentionsPerAnswer);
  const recorded: RecordedNotification[] = [];
  for (const userId of await findMentionable(db, m.authorId, names)) {
    const done = await recordNotification(db, {
      userId,
      type: 'mention',
      actorId: m.authorId,
      questionId: m.questionId,
      now: m.now,
    });
    if (done) recorded.push(done);
  }
  return recorded;
}
