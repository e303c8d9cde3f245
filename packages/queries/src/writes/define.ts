import type { ApiClient } from '@qurio/client';
import type { UserSummary } from '@qurio/contract';
import { type MutationKey, mutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** The API client each app passes in: the web's `callApi` pair, the app's `api`. */
export type WriteApi = Pick<ApiClient, 'call' | 'callWithForm'>;

/**
 * What a write needs from the app it runs in, read when it runs (not when the screen rendered):
 * the app's client, and who is signed in (a like adds me to the likers, an answer joins my
 * profile), null for a guest.
 */
export interface WriteEnv {
  api: WriteApi;
  me: () => UserSummary | null;
}

/**
 * One write, declared once for both apps (CONVENTIONS rule 21): the call, what the screen shows at
 * once, how that is taken back, what the server's answer puts in the cache, and which queries it
 * makes stale. Apps never declare these themselves: their thin `useWriteMutation` takes a
 * definition from `writes` (writes/index.ts) and adds only platform effects (a snack, the session
 * store, the interface language).
 */
export interface WriteDefinition<TVariables, TData, TSnapshot = undefined> {
  /** The write's name in the registry; the invalidation table test reads it. */
  name: string;
  /** Names the running write, so `queryClient.isMutating` can tell whether one is running. */
  key?: MutationKey;
  /** The call to the server, through the app's client. */
  call: (env: WriteEnv, variables: TVariables) => Promise<TData>;
  /**
   * The queries the optimistic change writes to: cancelled before it, so a fetch already in
   * flight cannot land after the change and undo it on screen.
   */
  touches?: (variables: TVariables) => readonly QueryKey[];
  /**
   * Applies the change at once and returns the snapshot `rollback` needs: what this write changed,
   * not whole lists, so another write that lands meanwhile survives this one's rollback.
   */
  optimistic?: (client: QueryClient, variables: TVariables, env: WriteEnv) => TSnapshot;
  /** Takes back only this write's optimistic change when the call fails. */
  rollback?: (client: QueryClient, variables: TVariables, snapshot: TSnapshot, env: WriteEnv) => void;
  /** Puts the server's answer into the cache (counts, the row it returns, a row that left). */
  apply?: (client: QueryClient, data: TData, variables: TVariables, env: WriteEnv) => void;
  /**
   * The queries the write makes stale; `data` is undefined when the call failed, and `error` then
   * says why. Refetched in the background unless `awaitInvalidation` is set.
   */
  invalidates: (variables: TVariables, data: TData | undefined, env: WriteEnv, error?: unknown) => readonly QueryKey[];
  /** Keeps the write pending until the stale queries have loaded again (SPEC §4 "Block" reloads). */
  awaitInvalidation?: boolean;
}

/**
 * Declares a write; only infers its types. Marked free of side effects so that a bundle drops the
 * writes a page never names (each `defineWrite({...})` is a call the bundler must otherwise keep).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineWrite<TVariables, TData, TSnapshot = undefined>(
  definition: WriteDefinition<TVariables, TData, TSnapshot>,
): WriteDefinition<TVariables, TData, TSnapshot> {
  return definition;
}

/**
 * What an app adds to a write: platform effects only, never the cache's staleness (that is the
 * definition's). `before` and `undo` run beside the optimistic change and its rollback (the web and
 * the app switch their own i18n instance); `after` runs once the server agreed (the session store,
 * a confirmation); `report` shows a failure.
 */
export interface WriteEffects<TVariables, TData> {
  /** Turns a 200 answer with `status: false` (SPEC §7) into the error the app shows. */
  refusal?: (data: unknown) => unknown;
  before?: (variables: TVariables) => void | Promise<void>;
  undo?: (variables: TVariables) => void | Promise<void>;
  after?: (data: TData, variables: TVariables) => void | Promise<void>;
  report?: (error: unknown, variables: TVariables) => void;
}

/** A refusal without the app's own error type: the server's message as an Error. */
function plainRefusal(data: unknown): unknown {
  const message = (data as { message?: unknown }).message;
  return new Error(typeof message === 'string' ? message : 'Refused');
}

function isRefusal(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { status?: unknown }).status === false;
}

interface Context<TSnapshot> {
  snapshot: TSnapshot | undefined;
}

/**
 * The one `useMutation` recipe as TanStack `mutationOptions`: `onMutate` cancels the touched
 * queries, applies the change and keeps its snapshot; `onError` rolls it back; `onSuccess` applies
 * the server's answer; `onSettled` invalidates what the definition declared. These callbacks belong
 * to the mutation, so they run even when the screen that started it has unmounted.
 */
export function writeMutationOptions<TVariables, TData, TSnapshot>(
  definition: WriteDefinition<TVariables, TData, TSnapshot>,
  env: WriteEnv,
  effects: WriteEffects<TVariables, TData> = {},
) {
  const { key, call, touches, optimistic, rollback, apply, invalidates, awaitInvalidation } = definition;
  return mutationOptions<TData, unknown, TVariables, Context<TSnapshot>>({
    ...(key ? { mutationKey: key } : {}),
    // A 200 answer saying `{ status: false }` is a refusal (SPEC §7): it fails the write, so the
    // optimistic change is taken back and the message is reported like any other failure.
    mutationFn: async (variables) => {
      const data = await call(env, variables);
      if (isRefusal(data)) throw (effects.refusal ?? plainRefusal)(data);
      return data;
    },
    // The API client reports a lost connection itself (SPEC §4 "Connection"); a write must not
    // wait silently for the device to come back online.
    networkMode: 'always',
    onMutate: async (variables, { client }) => {
      await effects.before?.(variables);
      if (!optimistic) return { snapshot: undefined };
      await Promise.all((touches?.(variables) ?? []).map((queryKey) => client.cancelQueries({ queryKey })));
      return { snapshot: optimistic(client, variables, env) };
    },
    onError: async (error, variables, context, { client }) => {
      if (context && optimistic && rollback) rollback(client, variables, context.snapshot as TSnapshot, env);
      await effects.undo?.(variables);
      effects.report?.(error, variables);
    },
    onSuccess: async (data, variables, _context, { client }) => {
      apply?.(client, data, variables, env);
      await effects.after?.(data, variables);
    },
    onSettled: (data, error, variables, _context, { client }) => {
      const stale = invalidates(variables, data, env, error ?? undefined).map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      );
      return awaitInvalidation ? Promise.all(stale) : undefined;
    },
  });
}
