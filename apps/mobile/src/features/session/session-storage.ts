import type * as routes from '@qurio/contract/routes';
import type { RouteResponse } from '@qurio/contract/routes';
import * as SecureStore from 'expo-secure-store';

export type SessionUser = RouteResponse<typeof routes.token>['data'];

const TOKEN_KEY = 'qurio.token';
const USER_KEY = 'qurio.user';

/** The token lives in the Keychain / Keystore (expo-secure-store), never in plain storage. */
export async function readStoredSession(): Promise<{ token: string; user: SessionUser | null } | null> {
  const token = await SecureStore.getItemAsync(TOKEN_KEY);
  if (!token) return null;
  const raw = await SecureStore.getItemAsync(USER_KEY);
  let user: SessionUser | null = null;
  try {
    user = raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    user = null;
  }
  return { token, user };
}

export async function storeSession(token: string, user: SessionUser | null): Promise<void> {
  await SecureStore.setItemAsync(TOKEN_KEY, token);
  if (user) await SecureStore.setItemAsync(USER_KEY, JSON.stringify({ ...user, access_token: '' }));
}

export async function clearStoredSession(): Promise<void> {
  await SecureStore.deleteItemAsync(TOKEN_KEY);
  await SecureStore.deleteItemAsync(USER_KEY);
}
