import type * as routes from '@qurio/contract/routes';
import type { RouteResponse } from '@qurio/contract/routes';
import { deviceStore } from '../../lib/device-store';

export type SessionUser = RouteResponse<typeof routes.token>['data'];

const TOKEN_KEY = 'qurio.token';
const USER_KEY = 'qurio.user';

/** The token lives in the Keychain / Keystore (lib/device-store), never in plain storage on a phone. */
export async function readStoredSession(): Promise<{ token: string; user: SessionUser | null } | null> {
  const token = await deviceStore.get(TOKEN_KEY);
  if (!token) return null;
  const raw = await deviceStore.get(USER_KEY);
  let user: SessionUser | null = null;
  try {
    user = raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    user = null;
  }
  return { token, user };
}

export async function storeSession(token: string, user: SessionUser | null): Promise<void> {
  await deviceStore.set(TOKEN_KEY, token);
  if (user) await deviceStore.set(USER_KEY, JSON.stringify({ ...user, access_token: '' }));
}

/** The signed-in member's details after a change of their own; the token stays as it is. */
export async function storeUser(user: SessionUser): Promise<void> {
  await deviceStore.set(USER_KEY, JSON.stringify({ ...user, access_token: '' }));
}

export async function clearStoredSession(): Promise<void> {
  await deviceStore.remove(TOKEN_KEY);
  await deviceStore.remove(USER_KEY);
}
