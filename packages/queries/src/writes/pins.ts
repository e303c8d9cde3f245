import type { Question } from '@qurio/contract';
import { pinAnswer, reorderPins as reorderPinsRoute, unpinAnswer } from '@qurio/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { questionKeys } from '../keys';
import { defineWrite } from './define';

/**
 * Pinned answers (issue 33): a member pins up to three of their own answers to the top of their
 * profile, in order. The profile's pinned list (`questionKeys.pinned`) takes the server's order of
 * ids after each change; the answers themselves stay where they are in the chronological list.
 */

/** The cached pinned answers put in the order of `ids`; `added` joins them when it is new. */
function orderPins(list: Question[] | undefined, ids: readonly number[], added?: Question): Question[] | undefined {
  if (!list) return list;
  const byId = new Map(list.map((question) => [question.id, question]));
  if (added && !byId.has(added.id)) byId.set(added.id, added);
  return ids.flatMap((id) => {
    const question = byId.get(id);
    return question ? [question] : [];
  });
}

function putPins(client: QueryClient, username: string, ids: readonly number[], added?: Question): void {
  client.setQueryData<Question[]>(questionKeys.pinned(username), (list) => orderPins(list, ids, added));
}

export interface PinVariables {
  /** One of the member's own answers. */
  question: Question;
  /** Whether it is pinned now: the write unpins it then, pins it otherwise. */
  pinned: boolean;
}

/**
 * Pins or unpins one of the member's answers. Not optimistic: a fourth pin is refused by the
 * server (TOO_MANY_PINS) and the list should not jump. The member's pinned list takes the server's
 * order, then loads again.
 */
export const pinToggle = defineWrite({
  name: 'questions.pin',
  call: ({ api }, { question, pinned }: PinVariables) =>
    api.call(pinned ? unpinAnswer : pinAnswer, { question_id: question.id }),
  apply: (client, { pins }, { question }, { me }) => {
    const member = me();
    if (member) putPins(client, member.username, pins, question);
  },
  invalidates: (_variables, _response, { me }) => {
    const member = me();
    return member ? [questionKeys.pinned(member.username)] : [];
  },
});

export interface ReorderPinsVariables {
  /** The member's username: whose pinned list moves. */
  username: string;
  /** Every pinned id, in the new order. */
  ids: number[];
  /** The order before, to go back to if the server refuses. */
  previous: number[];
}

/** Moves the member's pins at once and saves the order; a refusal puts the old order back. */
export const reorderPins = defineWrite({
  name: 'questions.reorderPins',
  call: ({ api }, { ids }: ReorderPinsVariables) => api.call(reorderPinsRoute, { question_ids: ids }),
  touches: ({ username }) => [questionKeys.pinned(username)],
  optimistic: (client, { username, ids }) => putPins(client, username, ids),
  rollback: (client, { username, previous }) => putPins(client, username, previous),
  invalidates: ({ username }, response) => (response ? [] : [questionKeys.pinned(username)]),
});
