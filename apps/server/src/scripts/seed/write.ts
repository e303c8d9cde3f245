import type { Insertable, Kysely } from 'kysely';
import type { Database, NotificationsTable } from '../../db/types.js';
import { NOTIFY_SETTING } from '../../features/notifications/queries.js';
import { indexHashtags } from '../../features/questions/hashtags.js';
import { askerKey } from '../../lib/asker-key.js';
import { DEMO_EMAIL_DOMAIN } from './people.js';
import type { ContentPlan } from './plan.js';

export interface WrittenContent {
  follows: number;
  questions: number;
  answers: number;
  promptAnswers: number;
  likes: number;
}

type Event =
  | { at: number; kind: 'follow'; followerId: number; followeeId: number }
  | { at: number; kind: 'answer'; question: number }
  | { at: number; kind: 'like'; question: number; userId: number };

/** Rows per multi-row insert: well under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 500;
/** Questions have 16 columns: 200 rows stay under SQLite's 32 766 bound values. */
const QUESTION_CHUNK = 200;

/**
 * Writes a plan as the services would have, in time order. Questions first, one by one (ids grow
 * with the time they were asked, as on a live site, so the inbox reads in date order), with the
 * asker key `ask` stores; then every follow, answer and like in the order they happened, with the
 * notification each caused, so notification ids follow time too.
 *
 * The notifications follow `recordNotification`'s rules (features/notifications/record.ts): none to
 * oneself, none of a kind the recipient turned off or to a member who is not active, one per
 * recipient, kind, actor and question; as in `answerQuestion` the asker, named or anonymous, is told
 * about the answer with the answerer as the actor, and as in `toggleLike` the anonymous asker's
 * like (which the plan never makes) would not be announced. They are written in bulk and queue no
 * push: what "happened" days ago is not news for anyone's phone, and one insert per event made the
 * seed ten times slower on PostgreSQL.
 */
export async function writeContent(
  db: Kysely<Database>,
  plan: ContentPlan,
  askerSecret: Buffer,
): Promise<WrittenContent> {
  // In chunks of rows, each chunk's ids sorted: a multi-row insert numbers its rows in the order
  // listed (one sequence or rowid, one writer in this transaction), so sorted ids follow the plan.
  // One insert per question took 8.7 s of a 45 s PostgreSQL seed (200 members, 3 800 questions).
  const ids: number[] = [];
  const rows = plan.questions.map((q, index) => ({
    user_id: q.userId,
    sender_id: q.senderId,
    sender_ip_hash: null,
    asker_key:
      q.promptId !== null
        ? null
        : askerKey(askerSecret, q.senderId === null ? { ip: `198.51.100.${index % 250}` } : { memberId: q.senderId }),
    anonymous: q.anonymous,
    prompt_id: q.promptId,
    question: q.question,
    answer: q.answer,
    status: q.answer === null ? ('pending' as const) : ('answered' as const),
    // questions.lang is the answer's language (issue 34), which a live site detects from the text
    // (lib/answer-language.ts); the seed knows it: the member's own, or the prompt's.
    lang: q.answerLang ?? q.lang,
    date_added: new Date(q.askedAt).toISOString(),
    date_answered: q.answeredAt === null ? null : new Date(q.answeredAt).toISOString(),
    rank_at: q.answeredAt === null ? null : new Date(q.answeredAt).toISOString(),
    updated_at: null,
  }));
  for (let i = 0; i < rows.length; i += QUESTION_CHUNK) {
    const inserted = await db
      .insertInto('questions')
      .values(rows.slice(i, i + QUESTION_CHUNK))
      .returning('id')
      .execute();
    ids.push(...inserted.map((r) => r.id).sort((a, b) => a - b));
  }
  const idOf = (question: number) => {
    const id = ids[question];
    if (id === undefined) throw new Error(`seed: no question ${question}`);
    return id;
  };

  const events: Event[] = [
    ...plan.follows.map((f) => ({
      at: f.at,
      kind: 'follow' as const,
      followerId: f.followerId,
      followeeId: f.followeeId,
    })),
    ...plan.questions.flatMap((q, question) =>
      q.answeredAt === null ? [] : [{ at: q.answeredAt, kind: 'answer' as const, question }],
    ),
    ...plan.likes.map((l) => ({ at: l.at, kind: 'like' as const, question: l.question, userId: l.userId })),
  ];
  // Stable: an answer comes before a like at the same instant (likes are listed after answers).
  events.sort((a, b) => a.at - b.at);

  const recipients = await db
    .selectFrom('users')
    .select([
      'id',
      'status',
      'notify_followers',
      'notify_answers',
      'notify_likes',
      'notify_questions',
      'notify_mentions',
    ])
    .where('email_lower', 'like', `%${DEMO_EMAIL_DOMAIN}`)
    .execute();
  const settings = new Map(recipients.map((r) => [r.id, r]));
  const notifications: Array<Insertable<NotificationsTable>> = [];
  const recorded = new Set<string>();
  const notify = (n: {
    userId: number;
    type: NotificationsTable['type'];
    actorId: number;
    questionId: number | null;
    at: string;
  }) => {
    const recipient = settings.get(n.userId);
    if (n.userId === n.actorId || recipient?.status !== 'active' || Number(recipient[NOTIFY_SETTING[n.type]]) !== 1)
      return;
    const key = `${n.userId}:${n.type}:${n.actorId}:${n.questionId}`;
    if (recorded.has(key)) return;
    recorded.add(key);
    notifications.push({
      user_id: n.userId,
      type: n.type,
      actor_id: n.actorId,
      question_id: n.questionId,
      read_at: null,
      date_added: n.at,
    });
  };

  const follows: Array<Insertable<Database['follows']>> = [];
  const likes: Array<Insertable<Database['likes']>> = [];
  const written: WrittenContent = {
    follows: 0,
    questions: plan.questions.length,
    answers: 0,
    promptAnswers: 0,
    likes: 0,
  };
  for (const event of events) {
    const at = new Date(event.at).toISOString();
    if (event.kind === 'follow') {
      follows.push({ follower_id: event.followerId, followee_id: event.followeeId, date_added: at });
      notify({ userId: event.followeeId, type: 'follow', actorId: event.followerId, questionId: null, at });
      continue;
    }
    const q = plan.questions[event.question];
    if (!q) throw new Error(`seed: no question ${event.question}`);
    const id = idOf(event.question);
    if (event.kind === 'answer') {
      if (`${q.question} ${q.answer}`.includes('#')) {
        await indexHashtags(db, { id, question: q.question, answer: q.answer, date: at, warned: false });
      }
      if (q.senderId !== null) notify({ userId: q.senderId, type: 'answer', actorId: q.userId, questionId: id, at });
      if (q.promptId === null) written.answers++;
      else written.promptAnswers++;
      continue;
    }
    likes.push({ question_id: id, user_id: event.userId, date_added: at });
    if (!(q.anonymous === 1 && q.senderId === event.userId)) {
      notify({ userId: q.userId, type: 'like', actorId: event.userId, questionId: id, at });
    }
  }

  for (let i = 0; i < follows.length; i += CHUNK) {
    await db
      .insertInto('follows')
      .values(follows.slice(i, i + CHUNK))
      .execute();
  }
  for (let i = 0; i < likes.length; i += CHUNK) {
    await db
      .insertInto('likes')
      .values(likes.slice(i, i + CHUNK))
      .execute();
  }
  // In time order: the notifications feed pages by id, newest first.
  for (let i = 0; i < notifications.length; i += CHUNK) {
    await db
      .insertInto('notifications')
      .values(notifications.slice(i, i + CHUNK))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  written.follows = follows.length;
  written.likes = likes.length;
  return written;
}
