import type { SessionUser } from '@qurio/contract';
import { isLanguage } from '@qurio/contract/shell-limits';

/** Local-storage key of the stored session (SPEC §3 "Stored session"). */
export const SESSION_KEY = 'qurio:session';

export type SessionEndReason = 'logout' | 'forced';

const isString = (value: unknown) => typeof value === 'string';
const isNullableString = (value: unknown) => value === null || typeof value === 'string';
const isBoolean = (value: unknown) => typeof value === 'boolean';

/**
 * The shape check of the stored record, field by field. Written by hand rather than with the
 * contract's zod schema so the landing page does not download zod; the `Record` over the
 * contract's type makes a field added there a compile error here until it is checked.
 */
const SESSION_FIELDS: Record<keyof SessionUser, (value: unknown) => boolean> = {
  access_token: (value) => typeof value === 'string' && value.length > 0,
  id: (value) => Number.isInteger(value),
  username: isString,
  fullname: isString,
  email: isString,
  email_verified: isBoolean,
  image: isNullableString,
  cover: isNullableString,
  bio: isString,
  lang: isLanguage,
  verified: isBoolean,
  // Sessions stored before the field existed lack it: read as false, and the refresh at start
  // (or the first CONSENT_REQUIRED answer, api/client.ts) sets it.
  consent_required: (value) => value === undefined || typeof value === 'boolean',
};

export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(SESSION_FIELDS).every(([field, check]) => check(record[field]));
}

/** Keeps only the session fields, so a stored record never grows with whatever the server adds. */
function pickSession(user: SessionUser): SessionUser {
  return {
    access_token: user.access_token,
    id: user.id,
    username: user.username,
    fullname: user.fullname,
    email: user.email,
    email_verified: user.email_verified,
    image: user.image,
    cover: user.cover,
    bio: user.bio,
    lang: user.lang,
    verified: user.verified,
    consent_required: user.consent_required === true,
  };
}

type Listener = () => void;
type EndListener = (reason: SessionEndReason) => void;

let current: SessionUser | null = null;
const listeners = new Set<Listener>();
const endListeners = new Set<EndListener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function persist(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(SESSION_KEY, JSON.stringify(user));
    else localStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage can be full or disabled (private mode); the in-memory session still works for this tab.
  }
}

/** Reads the stored session; a record that is not valid JSON or lacks a field is removed. */
export function restoreSession(): SessionUser | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SESSION_KEY);
  } catch {
    raw = null;
  }
  current = null;
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isSessionUser(parsed)) current = pickSession(parsed);
    } catch {
      // Not JSON: treated like any other invalid record below.
    }
    if (!current) persist(null);
  }
  emit();
  return current;
}

export function getSession(): SessionUser | null {
  return current;
}

export function getAccessToken(): string | null {
  return current?.access_token ?? null;
}

export function setSession(user: SessionUser): void {
  current = pickSession(user);
  persist(current);
  emit();
}

/** Merges fields the server sent back (refresh, profile edits) into the stored session. */
export function updateSession(patch: Partial<SessionUser>): void {
  if (!current) return;
  setSession({ ...current, ...patch });
}

/** Applies a rotated token from the `X-Access-Token` response header. */
export function replaceAccessToken(token: string): void {
  if (!current || current.access_token === token) return;
  setSession({ ...current, access_token: token });
}

/** Forgets the session; listeners of `onSessionEnd` move the app to the landing page. */
export function endSession(reason: SessionEndReason): void {
  const hadSession = current !== null;
  current = null;
  persist(null);
  emit();
  if (hadSession || reason === 'logout') {
    for (const listener of endListeners) listener(reason);
  }
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function onSessionEnd(listener: EndListener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}
