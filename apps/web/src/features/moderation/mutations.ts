import { writes } from '@qurio/queries';
import { useWriteMutation } from '../../lib/write-mutation';

export type { ModActionInput } from '@qurio/queries';

/** One moderator action with its reason (`writes.modAction`): not optimistic, reloads the console. */
export function useModActionMutation() {
  return useWriteMutation(writes.modAction);
}
