import { isLanguage } from '@qurio/contract';
import { parseDevice } from '../../lib/device.js';
import type { RequestMeta } from '../../lib/sessions.js';
import { MAIL_TEXTS } from '../mail/texts.js';

/**
 * The device of a sign-in in words for the new-device mail ("Firefox on Windows", "the Qurio app
 * on Android"), in the member's language, from the names the sessions list shows (lib/device.ts):
 * only the browser and the system, no version, nothing that would single the device out.
 */
export function describeDevice(meta: Pick<RequestMeta, 'userAgent' | 'client'>, lang: string): string {
  const t = MAIL_TEXTS[isLanguage(lang) ? lang : 'en'].newDevice;
  const device = parseDevice(meta.userAgent ?? null, meta.client ?? null);
  if (device.os === null) return t.unknownDevice;
  const browser = device.client === 'app' ? t.app : (device.browser ?? t.someBrowser);
  return t.deviceOn.replace('{browser}', browser).replace('{system}', device.os);
}
