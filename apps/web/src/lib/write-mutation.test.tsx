import { defineWrite } from '@qurio/queries';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { showCallError } from '../api/show-error';
import { snacks } from '../ui/snack-store';
import { useWriteMutation } from './write-mutation';

type Counts = Record<string, number>;

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

/** A call that waits until the test settles it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function bump(client: QueryClient, key: string, by: number): void {
  client.setQueryData<Counts>(['counts'], (counts) =>
    counts ? { ...counts, [key]: (counts[key] ?? 0) + by } : counts,
  );
}

describe('useWriteMutation', () => {
  it('applies the change at once, takes back only its own change on failure, and invalidates what it declared', async () => {
    const { client, wrapper } = setup();
    client.setQueryData<Counts>(['counts'], { a: 0, b: 0 });
    client.setQueryData(['stale'], 'old');
    const calls = new Map<string, ReturnType<typeof deferred<string>>>();
    const { result } = renderHook(
      () =>
        useWriteMutation({
          name: 'test.counts',
          call: (_env, key: string) => {
            const call = deferred<string>();
            calls.set(key, call);
            return call.promise;
          },
          touches: () => [['counts']],
          optimistic: (c, key) => {
            bump(c, key, 1);
            return key;
          },
          rollback: (c, _key, snapshot) => bump(c, snapshot, -1),
          invalidates: (key, data) => (data ? [['stale']] : [['failed', key]]),
        }),
      { wrapper },
    );

    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    await act(async () => {
      first = result.current.mutateAsync('a').catch((error: unknown) => error);
      second = result.current.mutateAsync('b');
      await Promise.resolve();
    });
    // Both optimistic changes are in once each write has cancelled the queries it touches.
    await waitFor(() => expect(client.getQueryData(['counts'])).toEqual({ a: 1, b: 1 }));

    await act(async () => {
      calls.get('b')?.resolve('ok');
      await second;
      calls.get('a')?.reject(new Error('refused'));
      await first;
    });
    // The failed write took back its own change only; the other one stays.
    expect(client.getQueryData(['counts'])).toEqual({ a: 0, b: 1 });
    expect(client.getQueryState(['stale'])?.isInvalidated).toBe(true);
  });

  it('cancels a fetch in flight on what it touches, so the old answer cannot land over the change', async () => {
    const { client, wrapper } = setup();
    client.setQueryData<Counts>(['counts'], { a: 0 });
    const slow = deferred<Counts>();
    void client.fetchQuery({ queryKey: ['counts'], queryFn: () => slow.promise, staleTime: 0 }).catch(() => undefined);
    const { result } = renderHook(
      () =>
        useWriteMutation({
          name: 'test.slow',
          call: async () => 'ok',
          touches: () => [['counts']],
          optimistic: (c) => bump(c, 'a', 1),
          invalidates: () => [],
        }),
      { wrapper },
    );
    await act(async () => {
      await result.current.mutateAsync(undefined);
    });
    slow.resolve({ a: 0 });
    await act(async () => {
      await slow.promise;
    });
    expect(client.getQueryData(['counts'])).toEqual({ a: 1 });
  });
  it('takes a 200 answer with status false as a refusal: rolled back, nothing applied, its message shown as an error notice', async () => {
    const { client, wrapper } = setup();
    client.setQueryData<Counts>(['counts'], { a: 0 });
    const applied: unknown[] = [];
    const { result } = renderHook(
      () =>
        useWriteMutation(
          defineWrite({
            name: 'test.refused',
            // What a 200 `{ status: false, message }` answer resolves to (SPEC §7).
            call: async () =>
              ({ status: false, message: 'You cannot like this answer.' }) as unknown as { status: true },
            touches: () => [['counts']],
            optimistic: (c) => bump(c, 'a', 1),
            rollback: (c) => bump(c, 'a', -1),
            apply: (_c, data) => applied.push(data),
            invalidates: () => [],
          }),
          { report: showCallError },
        ),
      { wrapper },
    );
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.mutateAsync(undefined).catch((error: unknown) => error);
    });
    expect(outcome).toBeInstanceOf(Error);
    expect(applied).toEqual([]);
    expect(client.getQueryData(['counts'])).toEqual({ a: 0 });
    expect(snacks.current()).toMatchObject({ kind: 'error', text: 'You cannot like this answer.' });
  });

  it("translates a refusal that carries a known code, in the reader's language, like any failure", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () =>
        useWriteMutation(
          defineWrite({
            name: 'test.refusedByCode',
            call: async () => ({ status: false, message: 'x', code: 'WRONG_PASSWORD' }) as unknown as { status: true },
            invalidates: () => [],
          }),
          { report: showCallError },
        ),
      { wrapper },
    );
    await act(async () => {
      await result.current.mutateAsync(undefined).catch(() => undefined);
    });
    expect(snacks.current()).toMatchObject({ kind: 'error', text: 'Your password is wrong! Please try again.' });
  });
});
