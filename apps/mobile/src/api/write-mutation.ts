import type { UserSummary } from '@qurio/contract';
import { type WriteDefinition, type WriteEffects, type WriteEnv, writeMutationOptions } from '@qurio/queries';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { api } from './client';

/** The signed-in member as writes read it when they run; the session provider keeps it current. */
let member: UserSummary | null = null;

export function setWriteMember(user: UserSummary | null): void {
  member = user
    ? { id: user.id, username: user.username, fullname: user.fullname, image: user.image, verified: user.verified }
    : null;
}

const appEnv: WriteEnv = { api, me: () => member };

/**
 * The app's one `useMutation`: a write declared in `@qurio/queries` (`writes.*`: its call,
 * optimistic change, rollback and invalidations, the same as the web's) with the app's client and
 * session, plus the app's platform effects (a notice, the stored session, the interface language).
 */
export function useWriteMutation<TVariables, TData, TSnapshot>(
  definition: WriteDefinition<TVariables, TData, TSnapshot>,
  effects: WriteEffects<TVariables, TData> = {},
): UseMutationResult<TData, Error, TVariables, unknown> {
  // Everything a write throws here is an Error: the client's ApiError and NetworkError, a refusal.
  return useMutation(writeMutationOptions(definition, appEnv, effects)) as UseMutationResult<
    TData,
    Error,
    TVariables,
    unknown
  >;
}
