import type { SentQuestion } from '@qurio/contract';
import { withdrawQuestion } from '@qurio/contract/routes';
import { questionKeys } from '../keys';
import { dropRows } from './cache';
import { defineWrite } from './define';

// A module of its own: the guest's profile loads questions.ts (the ask form) whole, and this write
// is for the member's settings only.

/**
 * Withdraws one of the member's sent questions (issue 33): it leaves their list when the server
 * agreed. Nothing of the member's own cache shows it anywhere else: the recipient's inbox is theirs.
 */
export const withdrawSent = defineWrite({
  name: 'questions.withdraw',
  call: ({ api }, row: Pick<SentQuestion, 'id'>) => api.call(withdrawQuestion, { id: row.id }),
  apply: (client, _response, row) => dropRows<SentQuestion>(client, questionKeys.sent(), (r) => r.id === row.id),
  invalidates: () => [],
});
