import { isLanguage } from '@qurio/contract';
import { MAIL_TEXTS } from '../mail/texts.js';

/** Checked in order: Edge and Opera also say Chrome, Chrome also says Safari. */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b|\bCFNetwork\//, 'iOS'],
  [/\bAndroid\b|\bokhttp\//, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * The device of a sign-in in words for the new-device mail ("Firefox on Windows", "the Qurio app
 * on Android"), in the member's language. Only the browser and the system are named: no version,
 * nothing that would single the device out. The phone app sends React Native's own user agent
 * (okhttp on Android, CFNetwork on iOS), which no browser sends.
 */
export function describeDevice(userAgent: string | undefined, lang: string): string {
  const t = MAIL_TEXTS[isLanguage(lang) ? lang : 'en'].newDevice;
  const ua = (userAgent ?? '').slice(0, 500);
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  const isApp = /\bokhttp\/|\bCFNetwork\//.test(ua) && !/\bMozilla\//.test(ua);
  const browser = isApp ? t.app : BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  if (!system) return browser && !isApp ? browser : t.unknownDevice;
  return t.deviceOn.replace('{browser}', browser ?? t.someBrowser).replace('{system}', system);
}
