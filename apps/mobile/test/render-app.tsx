import path from 'node:path';
import { renderRouter } from 'expo-router/testing-library';
import { storeSession } from '../src/features/session/session-storage';
import type { createMember } from './server';

const APP_DIR = path.resolve(__dirname, '../app');

/** The whole app (its real app/ routes) at a URL, as a deep link would open it. */
export function renderApp(initialUrl: string) {
  // renderRouter turns fake timers on; jest.config.js makes them follow the real clock.
  return renderRouter(APP_DIR, { initialUrl });
}

/** Puts a member's session in the device's secure storage, as a previous start would have. */
export async function signInStored(member: Awaited<ReturnType<typeof createMember>>) {
  const { api: _api, token: _token, ...user } = member;
  await storeSession(member.token, user);
}
