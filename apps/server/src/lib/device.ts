import type { SignedInSession } from '@qurio/contract';
import Bowser from 'bowser';

export type Device = Pick<SignedInSession, 'client' | 'browser' | 'os'>;

/** What the phone app's X-Qurio-Client names (lib/call.ts `requestMeta` takes only these). */
const APP_SYSTEMS: Record<string, string> = { 'app/ios': 'iOS', 'app/android': 'Android' };

const UNKNOWN: Device = { client: 'unknown', browser: null, os: null };

/**
 * The one reading of a device from its user agent and the app's `X-Qurio-Client` header: the
 * sessions list (features/sessions/presenter.ts) shows these names, the new-device mail
 * (features/auth/user-agent.ts) puts them into a sentence. Read on the server so the web bundle carries no parser
 * (bowser, MIT, 2.15: about 36 KB minified, on the server only). A browser always names its system;
 * what names none (curl, okhttp, React Native's `Qurio/1 CFNetwork/…`, which bowser takes for a
 * browser called "Qurio/1 CFNetwork") is an unknown device rather than a made-up name.
 */
export function parseDevice(userAgent: string | null, client: string | null): Device {
  const appSystem = client === null ? undefined : APP_SYSTEMS[client];
  if (appSystem) return { client: 'app', browser: null, os: appSystem };
  if (!userAgent?.trim()) return UNKNOWN;
  const parsed = Bowser.parse(userAgent);
  // "iPhone" and "iPad" say more than "iOS"; elsewhere the system's name (Android, Windows, macOS).
  const model = parsed.platform.model;
  const os = model === 'iPhone' || model === 'iPad' ? model : parsed.os.name || null;
  if (os === null) return UNKNOWN;
  // An agent bowser cannot place comes back as its "Mozilla/5.0" prefix: no browser named at all.
  const browser = parsed.browser.name && parsed.browser.name !== 'Mozilla' ? parsed.browser.name : null;
  return { client: 'browser', browser, os };
}
