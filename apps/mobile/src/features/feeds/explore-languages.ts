import { EXPLORE_LANGUAGES_KEY, type ExploreLanguages, exploreLanguagesOf } from '@qurio/queries';
import { useEffect, useSyncExternalStore } from 'react';
import { deviceStore } from '../../lib/device-store';

/**
 * Explore's "All languages" switch on this device (issue 34; the rules in @qurio/queries, as the
 * web): kept in the device store, read once per start. Until it is read, the default.
 */
let current: ExploreLanguages = 'mine';
let loaded = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function load(): void {
  if (loaded) return;
  loaded = true;
  deviceStore
    .get(EXPLORE_LANGUAGES_KEY)
    .catch(() => null)
    .then((value) => {
      const stored = exploreLanguagesOf(value);
      if (stored === current) return;
      current = stored;
      emit();
    });
}

export function setExploreLanguages(choice: ExploreLanguages): void {
  loaded = true;
  current = choice;
  emit();
  // Without storage the choice holds until the app restarts.
  deviceStore.set(EXPLORE_LANGUAGES_KEY, choice).catch(() => undefined);
}

export function useExploreLanguages(): ExploreLanguages {
  useEffect(load, []);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** Tests: forget what was read, as a new start would. */
export function resetExploreLanguages(): void {
  current = 'mine';
  loaded = false;
}
