import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { enqueuePush } from '../push/enqueue.js';

const SETTING = { follow: 'notify_followers', answer: 'notify_answers', like: 'notify_likes' } as const;

/**
 * Records a notification unless the recipient turned that kind off, is the actor, or already has
 * this one (the same actor, kind and target). For
 * 'answer' the actor is the member who answered; the anonymous asker is the recipient and is
 * never written as anyone's actor. A new notification also queues its push to the recipient's
 * phones (features/push) in the same transaction; the caller wakes `ctx.pushWorker` after commit.
 */
export async function recordNotification(
  db: Kysely<Database>,
  n: { userId: number; type: keyof typeof SETTING; actorId: number; questionId?: number; now: Date },
): Promise<void> {
  if (n.userId === n.actorId) return;
  const recipient = await db
    .selectFrom('users')
    .select(['status', SETTING[n.type]])
    .where('id', '=', n.userId)
    .executeTakeFirst();
  if (recipient?.status !== 'active' || Number(recipient[SETTING[n.type]]) !== 1) return;
  const inserted = await db
    .insertInto('notifications')
    .values({
      user_id: n.userId,
      type: n.type,
      actor_id: n.actorId,
      question_id: n.questionId ?? null,
      read_at: null,
      date_added: n.now.toISOString(),
    })
    // One per recipient, kind, actor and target (notifications_once_idx): toggling again is silent.
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  // A repeat (toggled again) is silent on the phone too.
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return;
  await enqueuePush(db, {
    kind: n.type,
    userId: n.userId,
    actorId: n.actorId,
    now: n.now,
    ...(n.questionId !== undefined ? { questionId: n.questionId } : {}),
  });
}
