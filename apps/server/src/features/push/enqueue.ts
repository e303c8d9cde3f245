import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { findUsername } from '../users/queries.js';
import { findPushRecipient, insertPushes } from './queries.js';
import { type PushKind, pushText } from './texts.js';

const SETTING = {
  question: 'notify_questions',
  answer: 'notify_answers',
  like: 'notify_likes',
  follow: 'notify_followers',
  mention: 'notify_mentions',
} as const satisfies Record<PushKind, string>;

/**
 * What a new question's push may carry: its id, for the deep link, and nothing of the asker. The
 * type has no place for an actor, so no caller can add one.
 */
export interface QuestionPush {
  kind: 'question';
  userId: number;
  questionId: number;
  now: Date;
}

/**
 * An answer to the recipient's question, a like of their answer, a new follower, an answer that
 * mentions them: public actors.
 */
export interface ActorPush {
  kind: 'answer' | 'like' | 'follow' | 'mention';
  userId: number;
  actorId: number;
  questionId?: number;
  now: Date;
}

/**
 * The web app's page a click on the push opens: the inbox for a new question (never anything of
 * its asker), the answer for an answer, a mention or a like (the recipient's own answer), the
 * follower's profile for a follow.
 */
function pushPath(push: QuestionPush | ActorPush, actor: string, recipient: string): string {
  const post = (owner: string) =>
    push.questionId === undefined ? '/notifications' : `/${encodeURIComponent(owner)}/post/${push.questionId}`;
  switch (push.kind) {
    case 'question':
      return '/questions';
    case 'follow':
      return `/${encodeURIComponent(actor)}`;
    case 'like':
      return post(recipient);
    default:
      return post(actor);
  }
}

/**
 * Queues a push to every device of the recipient, in the transaction `db` of the write that causes
 * it, unless the recipient is not active or turned this kind off. The text is in the recipient's
 * language; `data` carries what the app needs to open the right screen (the web's path in `url`). Blocks are the caller's
 * to check (as for notifications: a blocked member cannot ask, answer to, like or follow). The
 * caller wakes `ctx.pushWorker` after the commit. Returns how many pushes were queued.
 */
export async function enqueuePush(db: Kysely<Database>, push: QuestionPush | ActorPush): Promise<number> {
  if (push.kind !== 'question' && push.actorId === push.userId) return 0;
  const recipient = await findPushRecipient(db, push.userId, SETTING[push.kind]);
  if (recipient?.status !== 'active' || !recipient.wants) return 0;
  const data: Record<string, string> = { kind: push.kind };
  if (push.questionId !== undefined) data.question_id = String(push.questionId);
  let username = '';
  if (push.kind !== 'question') {
    const actor = await findUsername(db, push.actorId);
    if (actor === undefined) return 0;
    username = actor;
    data.username = username;
  }
  data.url = pushPath(push, username, recipient.username);
  const text = pushText(recipient.lang, push.kind, username);
  return insertPushes(db, {
    userId: push.userId,
    kind: push.kind,
    title: text.title,
    body: text.body,
    data: JSON.stringify(data),
    now: push.now.toISOString(),
  });
}
