import {
  type MutationKey,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { refusalIn } from '../api/show-error';

/**
 * One write, declared once (CONVENTIONS rule 21): the call, what the screen shows at once, how
 * that is taken back, what the server's answer puts in the cache, and which queries it makes
 * stale. Every feature's writes are built with `useWriteMutation`; the invalidations come from the
 * feature's `keys.ts`, next to its query keys.
 */
export interface WriteDefinition<TVariables, TData, TSnapshot = undefined> {
  /** Names the write, so `queryClient.isMutating` can tell whether one is running. */
  key?: MutationKey;
  /** The call to the server. An answer with `status: false` fails the write (`refusalIn`). */
  call: (variables: TVariables) => Promise<TData>;
  /**
   * The queries the optimistic change writes to: cancelled before it, so a fetch already in
   * flight cannot land after the change and undo it on screen.
   */
  touches?: (variables: TVariables) => readonly QueryKey[];
  /**
   * Applies the change at once (with `queryClient.setQueriesData`) and returns the snapshot
   * `rollback` needs. The snapshot is what this write changed, not whole lists: another write
   * that lands meanwhile (a second like, a poll) must survive this one's rollback.
   */
  optimistic?: (queryClient: QueryClient, variables: TVariables) => TSnapshot | Promise<TSnapshot>;
  /** Takes the optimistic change back when the call fails. */
  rollback?: (queryClient: QueryClient, variables: TVariables, snapshot: TSnapshot) => void | Promise<void>;
  /** Puts the server's answer into the cache (counts, the row it returns). */
  apply?: (queryClient: QueryClient, data: TData, variables: TVariables) => void;
  /**
   * The queries the write makes stale, from the feature's keys module; `data` is undefined when
   * the call failed. Refetched in the background unless `awaitInvalidation` is set.
   */
  invalidates?: (variables: TVariables, data: TData | undefined) => readonly QueryKey[];
  /** Keeps the write pending until the stale queries have loaded again (SPEC §4 "Block" reloads). */
  awaitInvalidation?: boolean;
  /** Reports a failure (a red snack); the caller may report it itself instead, from `mutateAsync`. */
  report?: (error: unknown, variables: TVariables) => void;
}

interface Context<TSnapshot> {
  snapshot: TSnapshot;
}

/**
 * The one `useMutation` recipe: `onMutate` cancels the touched queries, applies the change and
 * keeps its snapshot; `onError` rolls it back; `onSuccess` applies the server's answer;
 * `onSettled` invalidates what the feature declared. These callbacks belong to the mutation, so
 * they run even when the component that started it has unmounted (a dialog that closed).
 */
export function useWriteMutation<TVariables, TData, TSnapshot = undefined>(
  definition: WriteDefinition<TVariables, TData, TSnapshot>,
): UseMutationResult<TData, unknown, TVariables, Context<TSnapshot> | undefined> {
  const { key, call, touches, optimistic, rollback, apply, invalidates, awaitInvalidation, report } = definition;
  return useMutation<TData, unknown, TVariables, Context<TSnapshot> | undefined>({
    mutationKey: key,
    // A 200 answer saying `{ status: false }` is a refusal (SPEC §7): it fails the write, so the
    // optimistic change is taken back and the message is reported like any other failure.
    mutationFn: async (variables) => {
      const data = await call(variables);
      const refusal = refusalIn(data);
      if (refusal) throw refusal;
      return data;
    },
    // The API client reports a lost connection itself (SPEC §4 "Connection"); a write must not
    // wait silently for the browser to come back online.
    networkMode: 'always',
    onMutate: async (variables, { client }) => {
      if (!optimistic) return undefined;
      await Promise.all((touches?.(variables) ?? []).map((queryKey) => client.cancelQueries({ queryKey })));
      return { snapshot: await optimistic(client, variables) };
    },
    onError: async (error, variables, context, { client }) => {
      if (context && rollback) await rollback(client, variables, context.snapshot);
      report?.(error, variables);
    },
    onSuccess: (data, variables, _context, { client }) => apply?.(client, data, variables),
    onSettled: (data, _error, variables, _context, { client }) => {
      const stale = (invalidates?.(variables, data) ?? []).map((queryKey) => client.invalidateQueries({ queryKey }));
      return awaitInvalidation ? Promise.all(stale) : undefined;
    },
  });
}
