import path from 'node:path';
import { render } from '@testing-library/react-native';
import { ExpoRoot } from 'expo-router';
// expo-router's own store, the one renderRouter reads the pathname from.
import { store } from 'expo-router/build/global-state/router-store';
import { getMockContext } from 'expo-router/testing-library';
import { storeSession } from '../src/features/session/session-storage';
import type { createMember } from './server';

const APP_DIR = path.resolve(__dirname, '../app');

/**
 * Loads every route module once per test file before its first test. On a fresh clone Babel
 * compiles the whole app on the first render (16 s alone on 2 cores, more beside the other lanes),
 * which is start-up cost, not the behaviour a test times: it gets its own generous limit here.
 */
beforeAll(() => {
  process.env.EXPO_ROUTER_IMPORT_MODE = 'sync';
  const context = getMockContext(APP_DIR);
  for (const key of context.keys()) context(key);
}, 180_000);

/**
 * The whole app (its real app/ routes) at a URL, as a deep link would open it.
 *
 * renderRouter does the same but turns Jest's fake timers on, and under fake timers Testing
 * Library's waitFor spends its timeout in fake time (a few real milliseconds per 50 ms step): a
 * screen waiting on the real server, a cold sign-up hashing a password, timed out by chance, and
 * its late answer then leaked into the next test. Here the app keeps the real clock.
 */
export function renderApp(initialUrl: string) {
  process.env.EXPO_ROUTER_IMPORT_MODE = 'sync';
  const result = render(<ExpoRoot context={getMockContext(APP_DIR)} location={initialUrl} />);
  return Object.assign(result, {
    getPathname: () => store.getRouteInfo().pathname,
  });
}

/** Puts a member's session in the device's secure storage, as a previous start would have. */
export async function signInStored(member: Awaited<ReturnType<typeof createMember>>) {
  const { api: _api, token: _token, ...user } = member;
  await storeSession(member.token, user);
}
