import { deviceTimezone } from '@qurio/client';

let timezone: string | undefined;

/**
 * The browser's IANA timezone, sent with every call (SPEC §7). Read once per page: resolving it
 * loads the timezone data, a long task on a phone, so main.tsx reads it while the first strings
 * are still downloading.
 */
export function getTimezone(): string {
  timezone ??= deviceTimezone();
  return timezone;
}
