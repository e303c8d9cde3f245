import { type ApiClient, ApiError, type ClientPlatform, createApiClient, deviceTimezone } from '@qurio/client';
import type { AppClient } from '@qurio/contract/headers';
import { Platform } from 'react-native';
import { i18n } from '../i18n';
import { serverUrl } from './config';
import { isDeviceOffline, setOnline } from './connection';

/** What the session gives the client: the token in memory and what to do when it changes. */
interface SessionHooks {
  token: string | null;
  onRotated(token: string): void;
  onEnded(): void;
  /** A call was refused with CONSENT_REQUIRED: the member owes the sign-up confirmations. */
  onConsentRequired(): void;
}

const session: SessionHooks = {
  token: null,
  onRotated: () => undefined,
  onEnded: () => undefined,
  onConsentRequired: () => undefined,
};

/** The session provider connects itself here; the client reads the token on every call. */
export function connectSession(hooks: Partial<SessionHooks>): void {
  Object.assign(session, hooks);
}

/**
 * The app names itself to the server: React Native's user agent is its HTTP library's (okhttp,
 * CFNetwork), so without this the sessions list could only say "unknown device". The web export
 * runs in a browser, whose own user agent tells.
 */
const APP_CLIENT: AppClient | undefined =
  Platform.OS === 'ios' ? 'app/ios' : Platform.OS === 'android' ? 'app/android' : undefined;

export const mobilePlatform: ClientPlatform = {
  baseUrl: serverUrl,
  ...(APP_CLIENT ? { client: APP_CLIENT } : {}),
  accessToken: () => session.token,
  tokenRotated: (token) => {
    session.token = token;
    session.onRotated(token);
  },
  sessionEnded: () => {
    // A visitor's 401 (a wrong password) carries the header too: only a held session ends.
    if (session.token === null) return;
    session.token = null;
    session.onEnded();
  },
  language: () => i18n.language || 'en',
  timezone: deviceTimezone,
  connectionChanged: (value) => setOnline(value),
  // Tells "No Internet Connection" (the device has none) from "Connection is too slow" (SPEC).
  isOffline: isDeviceOffline,
  fetch: (url, init) => fetch(url, init),
};

const client = createApiClient(mobilePlatform);

/**
 * A session stored before the server said the member owes the sign-up confirmations (an app
 * version without the field, or one from before they existed) learns it from the first refusal, as
 * the web's does (apps/web/src/api/client.ts): the session marks it and ConsentGate moves to the
 * consent screen.
 */
function noteConsentRequired(error: unknown): never {
  if (error instanceof ApiError && error.code === 'CONSENT_REQUIRED' && session.token !== null) {
    session.onConsentRequired();
  }
  throw error;
}

export const api: ApiClient = {
  call: (route, ...args) => client.call(route, ...args).catch(noteConsentRequired),
  callWithForm: (route, form, options) => client.callWithForm(route, form, options).catch(noteConsentRequired),
};
