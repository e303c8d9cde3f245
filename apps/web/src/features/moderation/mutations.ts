import { modAction, type RouteInput } from '@qurio/contract/routes';
import { callApi } from '../../api/client';
import { useWriteMutation } from '../../lib/write-mutation';
import { moderationWrites } from './keys';

export type ModActionInput = RouteInput<typeof modAction>;

/**
 * One moderator action with its reason. Not optimistic: the console shows what the server did
 * (a removed question leaves the list when the reports are loaded again).
 */
export function useModActionMutation() {
  return useWriteMutation({
    call: (input: ModActionInput) => callApi(modAction, input),
    invalidates: moderationWrites.action,
    awaitInvalidation: true,
  });
}
