import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { enqueuePush } from '../push/enqueue.js';
import { insertNotification, type NOTIFY_SETTING, wantsNotification } from './queries.js';

/**
 * Records a notification unless the recipient turned that kind off, is the actor, or already has
 * this one (the same actor, kind and target). For
 * 'answer' the actor is the member who answered; the anonymous asker is the recipient and is
 * never written as anyone's actor. A new notification also queues its push to the recipient's
 * phones (features/push) in the same transaction; the caller wakes `ctx.pushWorker` after commit.
 */
export async function recordNotification(
  db: Kysely<Database>,
  n: { userId: number; type: keyof typeof NOTIFY_SETTING; actorId: number; questionId?: number; now: Date },
): Promise<void> {
  if (n.userId === n.actorId) return;
  if (!(await wantsNotification(db, n.userId, n.type))) return;
  const inserted = await insertNotification(db, {
    userId: n.userId,
    type: n.type,
    actorId: n.actorId,
    questionId: n.questionId ?? null,
    now: n.now.toISOString(),
  });
  // A repeat (toggled again) is silent on the phone too.
  if (!inserted) return;
  await enqueuePush(db, {
    kind: n.type,
    userId: n.userId,
    actorId: n.actorId,
    now: n.now,
    ...(n.questionId !== undefined ? { questionId: n.questionId } : {}),
  });
}
