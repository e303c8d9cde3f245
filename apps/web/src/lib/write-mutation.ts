import type { UserSummary } from '@qurio/contract';
import { type WriteDefinition, type WriteEffects, type WriteEnv, writeMutationOptions } from '@qurio/queries';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { callApi, callApiWithForm } from '../api/client';
import { refusalIn } from '../api/show-error';
import { getSession } from './session-store';

/** Who is signed in, as a write reads it when it runs (the liker row, the owner of a new answer). */
function me(): UserSummary | null {
  const session = getSession();
  return session
    ? {
        id: session.id,
        username: session.username,
        fullname: session.fullname,
        image: session.image,
        verified: session.verified,
      }
    : null;
}

const webEnv: WriteEnv = { api: { call: callApi, callWithForm: callApiWithForm }, me };

/**
 * The web's one `useMutation`: a write declared in `@qurio/queries` (`writes.*`: its call,
 * optimistic change, rollback and invalidations, the same for the phone app) with the web's client
 * and session, plus the web's platform effects (a snack, the session store, i18n). A failure that
 * is a 200 `{ status: false }` fails the write with the web's RefusedError.
 */
export function useWriteMutation<TVariables, TData, TSnapshot>(
  definition: WriteDefinition<TVariables, TData, TSnapshot>,
  effects: WriteEffects<TVariables, TData> = {},
): UseMutationResult<TData, unknown, TVariables, unknown> {
  return useMutation(
    writeMutationOptions(definition, webEnv, { refusal: (data) => refusalIn(data), ...effects }),
  ) as UseMutationResult<TData, unknown, TVariables, unknown>;
}
