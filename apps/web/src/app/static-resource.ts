import { SHELL_LIMITS } from '@qurio/contract/shell-limits';
import { useCallback, useEffect, useState } from 'react';
import { setOnline } from '../api/connection-store';

/** What loading a file gave: its value, or why not (a missing file is not a failure to retry). */
export type Loaded<T> = { ok: true; value: T } | { ok: false; reason: 'notFound' | 'failed' };

export const NOT_FOUND = { ok: false, reason: 'notFound' } as const;
export const FAILED = { ok: false, reason: 'failed' } as const;

export interface Resource<T> {
  read(key: string): Promise<Loaded<T>>;
  /** The settled value for a key, if any, so a revisit renders at once. */
  peek(key: string): Loaded<T> | undefined;
  /** Drops a key, so the next read loads it again (Try Again). */
  forget(key: string): void;
}

/**
 * A cache of loads by key: the same key gives the same promise. Loads never reject; a failed one
 * stays cached (a re-render must not start a request each time) until `forget` is called.
 */
export function createResource<T>(load: (key: string) => Promise<Loaded<T>>): Resource<T> {
  const entries = new Map<string, Promise<Loaded<T>>>();
  const settled = new Map<string, Loaded<T>>();
  return {
    read(key) {
      let entry = entries.get(key);
      if (!entry) {
        entry = load(key)
          .catch(() => FAILED)
          .then((loaded) => {
            if (entries.get(key) === entry) settled.set(key, loaded);
            return loaded;
          });
        entries.set(key, entry);
      }
      return entry;
    },
    peek: (key) => settled.get(key),
    forget(key) {
      entries.delete(key);
      settled.delete(key);
    },
  };
}

/**
 * Reads a resource for a screen. While a new key loads, the last value stays (moving between pages
 * keeps the old one on screen instead of flashing a loader); `loaded` is undefined only before the
 * first value, which is when a screen shows its loader instead of its frame.
 */
export function useResource<T>(resource: Resource<T>, key: string): { loaded: Loaded<T> | undefined; retry(): void } {
  const [shown, setShown] = useState<Loaded<T> | undefined>(() => resource.peek(key));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // The attempt counter is a dependency on purpose: Try Again reads the forgotten key anew.
    void attempt;
    const now = resource.peek(key);
    if (now) {
      setShown(now);
      return;
    }
    let live = true;
    void resource.read(key).then((loaded) => {
      if (live) setShown(loaded);
    });
    return () => {
      live = false;
    };
  }, [resource, key, attempt]);
  const retry = useCallback(() => {
    resource.forget(key);
    setAttempt((n) => n + 1);
  }, [resource, key]);
  return { loaded: resource.peek(key) ?? shown, retry };
}

/**
 * Fetches a static file (blog posts, articles) with the API's timeout. A 404 is "not found";
 * no response while the browser is offline shows the offline screen, as API calls do (SPEC §4).
 */
export async function fetchStaticText(url: string): Promise<Loaded<string>> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'text/markdown, application/json;q=0.9, */*;q=0.1' },
      signal: AbortSignal.timeout(SHELL_LIMITS.requestTimeoutMs),
    });
  } catch {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) setOnline(false);
    return FAILED;
  }
  setOnline(true);
  if (response.status === 404) return NOT_FOUND;
  if (!response.ok) return FAILED;
  return { ok: true, value: await response.text() };
}
