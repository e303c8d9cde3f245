import type { FeedRow } from '@qurio/contract';
import type { QuestionRow } from '../../db/types.js';
import { presentQuestion, recipientOf } from '../questions/presenter.js';
import type { QuestionRefs } from '../questions/queries.js';

/**
 * Feed rows: the shared question object (questions/presenter.ts, which keeps every anonymity rule)
 * plus the flat fields the spec lists for feeds, one object per row. Pure: `refs` is what
 * loadQuestionRefs loaded for these rows.
 */
export function presentFeedRows(rows: QuestionRow[], refs: QuestionRefs, viewerId: number | null): FeedRow[] {
  return rows.map((row) => {
    const question = presentQuestion(row, refs, viewerId);
    // The flat fields are added to the one object (the serializer writes the contract's order).
    const feedRow: FeedRow = Object.assign(question, {
      question_id: row.id,
      fullname: question.user.fullname,
      username: question.user.username,
      image: question.user.image,
      verified: question.user.verified,
      user_date: recipientOf(row, refs).date_added,
      question_date: row.date_answered ?? row.date_added,
    });
    return feedRow;
  });
}
