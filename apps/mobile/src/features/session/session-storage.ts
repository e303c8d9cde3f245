import type * as routes from '@qurio/contract/routes';
import type { RouteResponse } from '@qurio/contract/routes';
import { deviceStore } from '../../lib/device-store';

export type SessionUser = RouteResponse<typeof routes.token>['data'];

const TOKEN_KEY = 'qurio.token';
const USER_KEY = 'qurio.user';
/**
 * The device proof the server hands out at every sign-in (issue 29): shown at the next login it
 * passes the account's slow-down, so whoever floods the account with wrong passwords cannot keep
 * the owner out. It belongs to the device, not the session: logging out keeps it.
 */
const DEVICE_KEY = 'qurio.device';

export function readDeviceProof(): Promise<string | null> {
  return deviceStore.get(DEVICE_KEY).catch(() => null);
}

export async function storeDeviceProof(proof: string): Promise<void> {
  await deviceStore.set(DEVICE_KEY, proof);
}

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
