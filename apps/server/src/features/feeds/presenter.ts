import type { FeedRow } from '@qurio/contract';
import type { QuestionRow } from '../../db/types.js';
import { isFilteredFor, likeCountFor, namedSenderOf, recipientOf } from '../questions/presenter.js';
import type { QuestionRefs } from '../questions/queries.js';
import { presentUserSummary } from '../users/presenter.js';

/**
 * Feed rows: the fields of the shared question object (questions/presenter.ts, whose helpers keep
 * every anonymity rule) plus the flat fields the spec lists for feeds, in the contract's order,
 * built once per row. Pure: `refs` is what loadQuestionRefs loaded for these rows.
 */
export function presentFeedRows(rows: QuestionRow[], refs: QuestionRefs, viewerId: number | null): FeedRow[] {
  return rows.map((row) => {
    const recipient = recipientOf(row, refs);
    const named = namedSenderOf(row, refs);
    const user = presentUserSummary(recipient);
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
      user,
      sender: named ? presentUserSummary(named) : null,
      question_id: row.id,
      fullname: user.fullname,
      username: user.username,
      image: user.image,
      verified: user.verified,
      user_date: recipient.date_added,
      question_date: row.date_answered ?? row.date_added,
    };
  });
}
