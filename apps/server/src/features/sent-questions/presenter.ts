import type { SentQuestion, SentState } from '@qurio/contract';
import { presentUserSummary } from '../users/presenter.js';
import type { SentListRow } from './queries.js';

/**
 * Where a sent question stands for its asker (the list, the data export). Held back, deleted or
 * dropped (a block) all read as `delivered`: the asker learns only what the recipient shows
 * everyone, an answer.
 */
export function sentStateOf(row: { deliver_at: string | null; question_status: string | null }): SentState {
  return row.deliver_at !== null ? 'pending' : row.question_status === 'answered' ? 'answered' : 'delivered';
}

/** A sent question as its asker sees it. */
export function presentSentQuestion(row: SentListRow): SentQuestion {
  const state = sentStateOf(row);
  return {
    id: row.id,
    question: row.question,
    anonymous: row.anonymous === 1,
    state,
    question_id: state === 'answered' ? row.question_id : null,
    date_added: row.date_added,
    user: presentUserSummary(row.user),
  };
}
