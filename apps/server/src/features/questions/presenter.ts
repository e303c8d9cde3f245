import type { Question } from '@qurio/contract';
import type { QuestionRow } from '../../db/types.js';
import { answerMediaOf } from '../media/presenter.js';
import { presentUserSummary } from '../users/presenter.js';
import type { QuestionPerson, QuestionRefs } from './queries.js';

/** The single-question call lists at most this many likers (loadQuestionRefs loads no more per question). */
export const MAX_LIKERS = 50;

/** The anonymous asker, whose like of the answer is never shown to anyone else. */
function isHiddenLiker(row: QuestionRow, viewerId: number | null): boolean {
  return viewerId !== null && row.anonymous === 1 && row.sender_id === viewerId;
}

/** The member the question was sent to, who answers it. */
export function recipientOf(row: QuestionRow, refs: QuestionRefs): QuestionPerson {
  const recipient = refs.people.get(row.user_id);
  if (!recipient) throw new Error(`question ${row.id} has no recipient`);
  return recipient;
}

/** The asker to show: a named question's sender, never an anonymous one's. */
export function namedSenderOf(row: QuestionRow, refs: QuestionRefs): QuestionPerson | undefined {
  return row.anonymous === 0 && row.sender_id !== null ? refs.people.get(row.sender_id) : undefined;
}

/** Only the owner's filter decides: a marked question shows normally if they turned it off. */
export function isFilteredFor(row: QuestionRow, recipient: QuestionPerson): boolean {
  return row.filtered === 1 && recipient.profanity_filter === 1;
}

/** like_count leaves the anonymous asker's like out (db/recount.ts); only they see it counted. */
export function likeCountFor(row: QuestionRow, refs: QuestionRefs, viewerId: number | null): number {
  return Number(row.like_count) + (isHiddenLiker(row, viewerId) && refs.likedIds.has(row.id) ? 1 : 0);
}

/**
 * The only place a question object is built (feeds/presenter.ts builds feed rows from the helpers
 * above). Pure: `refs` is what loadQuestionRefs loaded for these rows. The sender of an anonymous
 * question is never loaded nor copied into the result, whoever is asking.
 */
export function presentQuestions(
  rows: QuestionRow[],
  refs: QuestionRefs,
  viewerId: number | null,
  options: { withLikers?: boolean } = {},
): Question[] {
  return rows.map((row) => {
    const question = presentQuestion(row, refs, viewerId);
    if (options.withLikers) {
      // The asker of an anonymous question may like its answer, but is never listed as a liker:
      // the list would point at them.
      const hidden = row.anonymous === 1 ? row.sender_id : null;
      question.likes = refs.likers
        .filter((l) => l.question_id === row.id && l.id !== hidden)
        .slice(0, MAX_LIKERS)
        .map(presentUserSummary);
    }
    return question;
  });
}

/** One question object from its row and what was loaded for the page (feeds/presenter.ts extends it). */
export function presentQuestion(row: QuestionRow, refs: QuestionRefs, viewerId: number | null): Question {
  const recipient = recipientOf(row, refs);
  const named = namedSenderOf(row, refs);
  return {
    id: row.id,
    user_id: row.user_id,
    sender_id: named ? named.id : null,
    anonymous: row.anonymous === 1,
    question: row.question,
    answer: row.answer,
    status: row.status === 'answered' ? 'answered' : 'pending',
    filtered: isFilteredFor(row, recipient),
    like_count: likeCountFor(row, refs, viewerId),
    liked: refs.likedIds.has(row.id),
    prompt_id: row.prompt_id,
    date_added: row.date_added,
    date_answered: row.date_answered,
    user: presentUserSummary(recipient),
    sender: named ? presentUserSummary(named) : null,
    media: answerMediaOf(row.media),
    content_warning: row.content_warning,
    imported: row.imported === 1,
  };
}
