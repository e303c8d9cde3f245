import type { AnonymousCircle, InboxCounts, InboxFilter, Question, ReportReason } from '@qurio/contract';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import { indexAnswer } from '../../db/search.js';
import { inTransaction } from '../../db/transaction.js';
import type { Database, MediaRow, QuestionRow, UserRow } from '../../db/types.js';
import { detectAnswerLanguage } from '../../lib/answer-language.js';
import { askerKey } from '../../lib/asker-key.js';
import { AppError } from '../../lib/errors.js';
import type { Cursor } from '../../lib/pagination.js';
import { consume, LIMITS_POLICY, type Limit } from '../../lib/rate-limit.js';
import { exploreRankAt } from '../feeds/explore-rank.js';
import { addAnswerToTimelines, lockTimelinesForAnswer } from '../feeds/timeline.js';
import { deleteMediaFiles, removeAnswerMedia, setAnswerMedia } from '../media/service.js';
import { isAskerBanned } from '../moderation/queries.js';
import { deleteQuestionNotifications, deleteUnreadNotification } from '../notifications/queries.js';
import {
  type RecordedNotification,
  recordMentions,
  recordNotification,
  wakeNotificationSenders,
} from '../notifications/record.js';
import { deletePinsOf } from '../pins/queries.js';
import { addToPromptAnswerCount } from '../prompts/queries.js';
import { insertReport } from '../reports/queries.js';
import { containsMuted } from '../safety/mute.js';
import { isAskerBlocked, listMutedWords } from '../safety/queries.js';
import { insertSentQuestion } from '../sent-questions/queries.js';
import { addToUserCounts, findVisibleUser, getRelation } from '../users/queries.js';
import { assertNotBlocked } from '../users/relations.js';
import { findVisibleUserByName, listOwner } from '../users/service.js';
import { assertMayAsk } from './asking-rules.js';
import { warningOf } from './content-warning.js';
import { announceDeliveries, deliverQuestion, drawDeliveryDelayMs } from './delivery.js';
import { indexHashtags } from './hashtags.js';
import { presentQuestions } from './presenter.js';
import { isProfane } from './profanity.js';
import {
  addToLikeCount,
  countInbox,
  deleteHashtags,
  deleteLike,
  findLikeCount,
  findOwnQuestions,
  findQuestion,
  insertLike,
  listInbox,
  listProfileAnswers,
  loadQuestionRefs,
  markAnswered,
  markDeleted,
  type QuestionRefs,
  type RefOptions,
  setRankAt,
  updateAnswer,
} from './queries.js';

export const ASK_LIMITS = {
  guestPerMinute: { max: 3, windowMs: 60_000 },
  guestPerHour: { max: 30, windowMs: 60 * 60_000 },
  memberPer15Minutes: { max: 30, windowMs: 15 * 60_000 },
  recipientPerHour: { max: 100, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Limit>;

export const MESSAGES = {
  asked: 'Your question has been sent!',
  answered: 'Your answer has been published!',
  reanswered: 'Your answer has been updated!',
  liked: 'You liked this answer.',
  unliked: 'You no longer like this answer.',
  reported: 'Thank you! Our moderators will review this content.',
} as const;

/** Guests are counted by a hash of their address: the address itself is never stored. */

/**
 * Asking. The rules of SPEC §2 (blocks either way, suspension, allow_ask), plus the recipient's
 * asking rules (asking-rules.ts: who may ask, who anonymously), no asking oneself, and limits per
 * guest, member and recipient. Guests are always anonymous; members are anonymous unless they say
 * otherwise.
 */
export async function askQuestion(
  ctx: AppContext,
  viewer: UserRow | null,
  input: {
    user_id: number;
    question: string;
    anonymous?: boolean | undefined;
    anonymous_from?: AnonymousCircle | undefined;
  },
  ip: string,
): Promise<void> {
  const recipient = await findVisibleUser(ctx.db.kysely, { id: input.user_id });
  if (!recipient) throw new AppError('USER_NOT_FOUND');
  if (viewer && viewer.id === recipient.id) throw new AppError('CANNOT_ASK_SELF');
  if (recipient.status === 'suspended') throw new AppError('ASKING_DISABLED');
  const relation = await getRelation(ctx.db.kysely, viewer?.id ?? null, recipient.id);
  assertNotBlocked(relation);
  if (recipient.allow_ask !== 1) throw new AppError('ASKING_DISABLED');
  const anonymous = !viewer || input.anonymous !== false;
  assertMayAsk(recipient, viewer, relation, { anonymous, shown: input.anonymous_from });

  // Who asks, as a key naming nobody (lib/asker-key.ts): blocks and a guest's limits use it.
  const key = askerKey(ctx.askerSecret, viewer ? { memberId: viewer.id } : { ip });
  await consume(
    ctx.limiter,
    [
      ...(viewer
        ? ([[`ask:member:${viewer.id}`, ASK_LIMITS.memberPer15Minutes]] as Array<[string, Limit]>)
        : ([
            [`ask:guest:m:${key}`, ASK_LIMITS.guestPerMinute],
            [`ask:guest:h:${key}`, ASK_LIMITS.guestPerHour],
          ] as Array<[string, Limit]>)),
      [`ask:to:${recipient.id}`, ASK_LIMITS.recipientPerHour],
    ],
    'TOO_MANY_QUESTIONS',
  );

  // An asker the recipient blocked, or a moderator banned site-wide, is told nothing different:
  // the same answer and limits, and the same write (so not even the time of the answer differs),
  // but the question is stored as 'dropped': nobody ever sees it (features/safety, moderation).
  // A block made from an anonymous question covers only anonymous ones (isAskerBlocked); a ban
  // covers named ones too: the recipient cannot see it, so it tests no suspect.
  const dropped =
    (await isAskerBlocked(ctx.db.kysely, recipient.id, key, anonymous)) || (await isAskerBanned(ctx.db.kysely, key));

  // A question with one of the recipient's muted words is held back: stored for their review,
  // out of the inbox and its count, with no push (features/safety). The asker is told nothing.
  const muted = await listMutedWords(ctx.db.kysely, recipient.id);
  const held = containsMuted(
    input.question,
    muted.map((w) => w.word_norm),
  );

  // Anonymous: delivered after a random delay by the worker (delivery.ts), so its arrival points
  // at no moment of the asker's; named, or with delays off: delivered now, in this transaction.
  // Held and dropped questions wait the same: the ask writes the same whatever the recipient's
  // muted words and blocks decided.
  const now = ctx.now();
  const delayMs = anonymous ? drawDeliveryDelayMs(ctx.config.questionDelayMinutes) : null;
  const asked = {
    user_id: recipient.id,
    sender_id: viewer?.id ?? null,
    asker_key: key,
    anonymous: anonymous ? 1 : 0,
    question: input.question,
    // Marked always; shown as filtered only while the owner's filter is on.
    filtered: isProfane(input.question) ? 1 : 0,
    delivers_as: dropped ? 'dropped' : held ? 'held' : 'pending',
  } as const;
  const delivered = await inTransaction(ctx.db.kysely, async (trx) => {
    if (delayMs !== null) {
      await insertSentQuestion(trx, {
        ...asked,
        date_added: now.toISOString(),
        deliver_at: new Date(now.getTime() + delayMs).toISOString(),
      });
      return null;
    }
    const delivery = await deliverQuestion(trx, asked, now);
    // The asker's list (features/sent-questions); a guest has none.
    if (viewer) {
      await insertSentQuestion(trx, {
        ...asked,
        date_added: now.toISOString(),
        deliver_at: null,
        question_id: delivery.questionId,
      });
    }
    return delivery;
  });
  if (delivered) announceDeliveries(ctx, [delivered]);
}

/** Deleted, or dropped (a blocked or banned asker's): not found for anyone, its owner included. */
export function isGone(q: Pick<QuestionRow, 'status'>): boolean {
  return q.status === 'deleted' || q.status === 'dropped';
}

/** A question the viewer received and may act on; anything else is "not found", revealing nothing. */
async function ownQuestion(ctx: AppContext, viewer: UserRow, questionId: number): Promise<QuestionRow> {
  const q = await findQuestion(ctx.db.kysely, questionId);
  if (!q || q.user_id !== viewer.id || isGone(q)) throw new AppError('QUESTION_NOT_FOUND');
  return q;
}

/** An answer's pictures by the ids uploadMedia answered (features/media), in order. */
type MediaInput = ReadonlyArray<{ id: number; alt: string }> | undefined;

/** What an answer or its edit says: text, pictures and the optional content warning (issue 33). */
interface AnswerInput {
  question_id: number;
  answer: string;
  media?: MediaInput;
  content_warning?: string | undefined;
}

export async function answerQuestion(ctx: AppContext, viewer: UserRow, input: AnswerInput): Promise<number> {
  const q = await ownQuestion(ctx, viewer, input.question_id);
  if (q.status === 'answered') throw new AppError('ALREADY_ANSWERED');
  if (q.filtered === 1 && viewer.profanity_filter === 1) throw new AppError('QUESTION_FILTERED');
  const now = ctx.now();
  const lang = await detectAnswerLanguage(input.answer, viewer.lang);
  const recorded = await inTransaction(ctx.db.kysely, async (trx) => {
    await lockTimelinesForAnswer(trx, ctx.db.dialect, viewer.id);
    // A second tab answered first: the counters already moved once.
    const contentWarning = warningOf(input.content_warning) ?? null;
    const answered = { text: input.answer, contentWarning, lang };
    if (!(await markAnswered(trx, q.id, answered, now.toISOString()))) throw new AppError('ALREADY_ANSWERED');
    await addAnswerToTimelines(trx, ctx.config.timeline, viewer, { id: q.id, date_answered: now.toISOString() });
    await setAnswerMedia(trx, viewer.id, q.id, input.media);
    await addToUserCounts(trx, viewer.id, { pending_count: -1, answer_count: 1 });
    await indexHashtags(trx, {
      id: q.id,
      question: q.question,
      answer: input.answer,
      date: now.toISOString(),
      warned: contentWarning !== null,
    });
    await indexAnswer(trx, ctx.db.dialect, q.id);
    const notified: Array<RecordedNotification | null> = [];
    if (q.sender_id !== null) {
      const relation = await getRelation(trx, viewer.id, q.sender_id);
      if (!relation.blockedBy && !relation.blockedByMe) {
        notified.push(
          await recordNotification(trx, {
            userId: q.sender_id,
            type: 'answer',
            actorId: viewer.id,
            questionId: q.id,
            now,
          }),
        );
      }
    }
    notified.push(...(await recordMentions(trx, { authorId: viewer.id, questionId: q.id, answer: input.answer, now })));
    return notified;
  });
  wakeNotificationSenders(ctx);
  // The answerer's other tabs see one question fewer; followers, a new answer.
  ctx.live.stats(viewer.id);
  ctx.live.notifications(recorded);
  ctx.live.answered(viewer.id, q.id);
  return q.id;
}

export async function reanswerQuestion(ctx: AppContext, viewer: UserRow, input: AnswerInput): Promise<number> {
  const q = await ownQuestion(ctx, viewer, input.question_id);
  if (q.status !== 'answered') throw new AppError('NOT_ANSWERED');
  const now = ctx.now();
  const contentWarning = warningOf(input.content_warning);
  const warned = (contentWarning === undefined ? q.content_warning : contentWarning) !== null;
  const lang = await detectAnswerLanguage(input.answer, viewer.lang);
  const { mentioned, removed } = await inTransaction(ctx.db.kysely, async (trx) => {
    await updateAnswer(trx, q.id, { text: input.answer, contentWarning, lang }, now.toISOString());
    await indexAnswer(trx, ctx.db.dialect, q.id);
    // Pictures the new set leaves out go, their files after the commit.
    const removed = await setAnswerMedia(trx, viewer.id, q.id, input.media);
    await indexHashtags(trx, {
      id: q.id,
      question: q.question,
      answer: input.answer,
      date: q.date_answered ?? now.toISOString(),
      warned,
    });
    // Only names the answer did not have before notify (one per actor, kind and question).
    const mentioned = await recordMentions(trx, { authorId: viewer.id, questionId: q.id, answer: input.answer, now });
    return { mentioned, removed };
  });
  await deleteMediaFiles(ctx, removed);
  wakeNotificationSenders(ctx);
  ctx.live.notifications(mentioned);
  return q.id;
}

/** The recipient removes a question from the inbox, or an answer from the profile. */
export async function deleteQuestion(ctx: AppContext, viewer: UserRow, questionId: number): Promise<void> {
  const q = await ownQuestion(ctx, viewer, questionId);
  const media = await inTransaction(ctx.db.kysely, (trx) => removeQuestion(trx, q, ctx.now().toISOString()));
  await deleteMediaFiles(ctx, media ?? []);
  ctx.live.stats(viewer.id);
}

/** A moderator removes a question or answer (features/moderation); false when it is gone already. */
export async function removeQuestionAsModerator(ctx: AppContext, questionId: number): Promise<boolean> {
  const q = await findQuestion(ctx.db.kysely, questionId);
  if (!q || isGone(q)) return false;
  const media = await inTransaction(ctx.db.kysely, (trx) => removeQuestion(trx, q, ctx.now().toISOString()));
  await deleteMediaFiles(ctx, media ?? []);
  ctx.live.stats(q.user_id);
  return true;
}

/**
 * What deleting a question changes for its owner and everything around it, in the caller's
 * transaction. Returns the answer's pictures, whose rows went: the caller deletes their files
 * after the commit. Null when the question changed since `q` was read (answered in another tab,
 * withdrawn, deleted in parallel): whoever changed it moved the counters, and nothing is done.
 */
async function removeQuestion(trx: Kysely<Database>, q: QuestionRow, now: string): Promise<MediaRow[] | null> {
  if (!(await markDeleted(trx, q.id, q.status, now))) return null;
  const counter = q.status === 'pending' ? 'pending_count' : q.status === 'held' ? 'held_count' : 'answer_count';
  await addToUserCounts(trx, q.user_id, { [counter]: -1 });
  if (q.prompt_id !== null) await addToPromptAnswerCount(trx, q.prompt_id, -1);
  await deleteHashtags(trx, q.id);
  await deletePinsOf(trx, q.id);
  await deleteQuestionNotifications(trx, q.id);
  return q.media === null ? [] : removeAnswerMedia(trx, q.id);
}

/**
 * withdrawQuestion (features/sent-questions): the asker takes back a delivered question. It leaves
 * the recipient exactly as their own delete would take it (removeQuestion: the inbox count, the
 * notification), in the caller's transaction. `answered`: it stays, and nothing changed; `removed`:
 * it left the inbox (the caller tells the recipient's live stream); `gone`: it was not there to
 * see (deleted, dropped or held back, the held one now gone too).
 */
export async function removeWithdrawn(
  trx: Kysely<Database>,
  questionId: number,
  now: string,
): Promise<'answered' | 'removed' | 'gone'> {
  // A second look only when the status changed between reading and deleting (answered meanwhile).
  for (let look = 0; look < 2; look++) {
    const q = await findQuestion(trx, questionId);
    if (!q || isGone(q)) return 'gone';
    if (q.status === 'answered') return 'answered';
    if (await removeQuestion(trx, q, now)) return q.status === 'pending' ? 'removed' : 'gone';
  }
  return 'answered';
}

/**
 * deleteQuestions: the member's own questions among `ids` (others skipped, revealing nothing),
 * or every pending or held one (`all`), a hundred per transaction. Returns how many went.
 */
export async function deleteQuestions(
  ctx: AppContext,
  viewer: UserRow,
  what: { ids?: number[] | undefined; all?: 'inbox' | 'held' | undefined },
): Promise<number> {
  const now = ctx.now().toISOString();
  let deleted = 0;
  const removeBatch = async (rows: QuestionRow[]) => {
    const media = await inTransaction(ctx.db.kysely, async (trx) => {
      const media: MediaRow[] = [];
      for (const q of rows) media.push(...((await removeQuestion(trx, q, now)) ?? []));
      return media;
    });
    await deleteMediaFiles(ctx, media);
    deleted += rows.length;
  };
  if (what.ids && what.ids.length > 0) {
    const own = await findOwnQuestions(ctx.db.kysely, viewer.id, [...new Set(what.ids)]);
    await removeBatch(own.filter((q) => !isGone(q)));
  }
  if (what.all) {
    const status = what.all === 'inbox' ? 'pending' : 'held';
    for (;;) {
      // Always the newest page: the last batch is gone, so no cursor is needed.
      const batch = await listInbox(ctx.db.kysely, viewer.id, {}, status);
      if (batch.length === 0) break;
      await removeBatch(batch);
    }
  }
  if (deleted > 0) ctx.live.stats(viewer.id);
  return deleted;
}

/**
 * An answered question others may see: its owner is active and no block stands between owner
 * and viewer. The owner also sees their own pending questions.
 */
export async function visibleQuestion(
  ctx: AppContext,
  viewer: UserRow | null,
  questionId: number,
  username?: string,
): Promise<QuestionRow> {
  return (await visibleQuestionWithOwner(ctx, viewer, questionId, username)).question;
}

/** visibleQuestion with the owner it read, whom showQuestion need not read again (`known`). */
export async function visibleQuestionWithOwner(
  ctx: AppContext,
  viewer: UserRow | null,
  questionId: number,
  username?: string,
): Promise<{ question: QuestionRow; owner: UserRow }> {
  const q = await findQuestion(ctx.db.kysely, questionId);
  if (!q || isGone(q)) throw new AppError('QUESTION_NOT_FOUND');
  const owner = await findVisibleUser(ctx.db.kysely, { id: q.user_id });
  if (owner?.status !== 'active') throw new AppError('QUESTION_NOT_FOUND');
  // A shared link with the owner's previous name still opens the answer while that name is reserved.
  if (
    username !== undefined &&
    owner.username_lower !== username.toLowerCase() &&
    (await findVisibleUserByName(ctx, username))?.id !== owner.id
  )
    throw new AppError('QUESTION_NOT_FOUND');
  const isOwner = viewer?.id === owner.id;
  if (q.status !== 'answered' && !isOwner) throw new AppError('QUESTION_NOT_FOUND');
  if (viewer && !isOwner) assertNotBlocked(await getRelation(ctx.db.kysely, viewer.id, owner.id));
  return { question: q, owner };
}

export async function toggleLike(
  ctx: AppContext,
  viewer: UserRow,
  questionId: number,
): Promise<{ liked: boolean; like_count: number }> {
  const q = await visibleQuestion(ctx, viewer, questionId);
  if (q.status !== 'answered') throw new AppError('QUESTION_NOT_FOUND');
  await consume(
    ctx.limiter,
    [[`toggle:like:${viewer.id}:${q.id}`, LIMITS_POLICY.togglesPerTarget]],
    'TOO_MANY_ACTIONS',
  );
  const now = ctx.now();
  // The anonymous asker may like the answer, but neither the likers list, the count others see nor
  // the owner's notifications may show it: each would name them. Their like is kept (they see it
  // as theirs) and left out of like_count (db/recount.ts says what the counters count).
  const isAnonymousAsker = q.anonymous === 1 && q.sender_id === viewer.id;
  const result = await inTransaction(ctx.db.kysely, async (trx) => {
    const liked = !(await deleteLike(trx, q.id, viewer.id));
    // A parallel toggle of the same member liked it first (PostgreSQL, two tabs): that one counted.
    if (liked && !(await insertLike(trx, q.id, viewer.id, now.toISOString()))) {
      return { liked: true, like_count: (await findLikeCount(trx, q.id)) + (isAnonymousAsker ? 1 : 0) };
    }
    if (isAnonymousAsker) {
      return { liked, like_count: (await findLikeCount(trx, q.id)) + (liked ? 1 : 0) };
    }
    const row = await addToLikeCount(trx, q.id, liked ? 1 : -1);
    if (row.date_answered) await setRankAt(trx, q.id, exploreRankAt(row.date_answered, row.like_count));
    // A like again after an unlike (which took its notification back) is listed, not announced
    // again: one push, mail and live event a day per liker and answer, however often they toggle
    // (`counters`: part of what the product answers, so counted with rate limits off too).
    const announced =
      liked &&
      (await ctx.counters.hit(`announced:like:${viewer.id}:${q.id}`, LIMITS_POLICY.likeAnnouncedPerTarget)).count <=
        LIMITS_POLICY.likeAnnouncedPerTarget.max;
    const notified = liked
      ? await recordNotification(trx, {
          userId: q.user_id,
          type: 'like',
          actorId: viewer.id,
          questionId: q.id,
          now,
          silent: !announced,
        })
      : null;
    // Unliked: the owner's unread notification of it goes too (issue 34), so a like taken back is
    // not announced; the owner's header hears of it through `stats` below.
    const unnotified =
      !liked &&
      (await deleteUnreadNotification(trx, { userId: q.user_id, type: 'like', actorId: viewer.id, questionId: q.id }));
    return { liked, like_count: row.like_count, notified, unnotified };
  });
  wakeNotificationSenders(ctx);
  const notified = result.notified ?? null;
  ctx.live.notifications([notified?.silent ? null : notified]);
  if (result.unnotified || notified?.silent) ctx.live.stats(q.user_id);
  return { liked: result.liked, like_count: result.like_count };
}

/** Once per reporter and question; the recipient may report what lands in their inbox. */
export async function reportQuestion(
  ctx: AppContext,
  viewer: UserRow,
  questionId: number,
  reason: ReportReason,
): Promise<void> {
  await visibleQuestion(ctx, viewer, questionId);
  const reported = await insertReport(ctx.db.kysely, {
    reporterId: viewer.id,
    targetType: 'question',
    targetId: questionId,
    reason,
    now: ctx.now().toISOString(),
  });
  if (!reported) throw new AppError('CONTENT_REPORTED_BEFORE');
}

/** A question re-read after the viewer changed it, to be presented for them. */
export async function reloadQuestion(ctx: AppContext, id: number): Promise<QuestionRow> {
  const row = await findQuestion(ctx.db.kysely, id);
  if (!row) throw new AppError('QUESTION_NOT_FOUND');
  return row;
}

/** myQuestions: a page of the viewer's pending questions, all or one filter's, and each filter's count. */
export async function listOwnInbox(
  ctx: AppContext,
  viewer: UserRow,
  input: Cursor & { filter?: InboxFilter | undefined },
): Promise<{ rows: QuestionRow[]; counts: InboxCounts }> {
  const [rows, counts] = await Promise.all([
    listInbox(ctx.db.kysely, viewer.id, input, 'pending', input.filter ?? null),
    countInbox(ctx.db.kysely, viewer.id),
  ]);
  return { rows, counts };
}

/** questions: a page of a profile's answers, if the viewer may see the profile, and its owner. */
export async function listAnswersOf(
  ctx: AppContext,
  viewer: UserRow | null,
  username: string,
  cursor: Cursor,
): Promise<{ rows: QuestionRow[]; refs: QuestionRefs; owner: UserRow }> {
  const owner = await listOwner(ctx, viewer, username);
  return { ...(await listProfileAnswers(ctx.db.kysely, owner, viewer?.id ?? null, cursor)), owner };
}

/**
 * Rows as question objects for the viewer: what the page refers to is loaded in at most three
 * queries whatever its size (loadQuestionRefs; `options.known`: people the caller read already),
 * unless the page's statement read it (`known`, joinRefs), then presented (presenter.ts).
 */
export async function showQuestions(
  ctx: AppContext,
  rows: QuestionRow[],
  viewerId: number | null,
  options: RefOptions = {},
  known: QuestionRefs | null = null,
): Promise<Question[]> {
  const refs = known ?? (await loadQuestionRefs(ctx.db.kysely, rows, viewerId, options));
  return presentQuestions(rows, refs, viewerId, options);
}

/**
 * One question for the viewer, through the one question presenter like every list, so a single
 * question keeps every anonymity rule of a page of them.
 */
export async function showQuestion(
  ctx: AppContext,
  row: QuestionRow,
  viewerId: number | null,
  options: RefOptions = {},
): Promise<Question> {
  const [question] = await showQuestions(ctx, [row], viewerId, options);
  if (!question) throw new AppError('QUESTION_NOT_FOUND');
  return question;
}
