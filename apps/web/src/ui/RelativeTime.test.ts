import { describe, expect, it } from 'vitest';
import { formatRelative } from './RelativeTime';

const now = new Date('2026-11-22T12:00:00Z');

describe('formatRelative', () => {
  it('speaks relatively for the last week, in the given language', () => {
    expect(formatRelative('2026-11-22T11:59:30Z', 'en', now)).toBe('now');
    expect(formatRelative('2026-11-22T11:55:00Z', 'en', now)).toBe('5 min. ago');
    expect(formatRelative('2026-11-22T09:00:00Z', 'en', now)).toBe('3 hr. ago');
    expect(formatRelative('2026-11-21T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelative('2026-11-21T12:00:00Z', 'de', now)).toBe('gestern');
  });

  it('gives a date after a week, with the year only when it differs', () => {
    expect(formatRelative('2026-10-01T12:00:00Z', 'en', now)).toBe('Oct 1');
    expect(formatRelative('2025-10-01T12:00:00Z', 'en', now)).toBe('Oct 1, 2025');
  });

  it('writes the day and year of the time zone it is given (a server render writes UTC)', () => {
    expect(formatRelative('2026-10-01T23:30:00Z', 'en', now, 'UTC')).toBe('Oct 1');
    expect(formatRelative('2026-10-01T23:30:00Z', 'en', now, 'Pacific/Kiritimati')).toBe('Oct 2');
    const newYear = new Date('2027-01-20T12:00:00Z');
    expect(formatRelative('2026-12-31T23:30:00Z', 'en', newYear, 'UTC')).toBe('Dec 31, 2026');
    expect(formatRelative('2026-12-31T23:30:00Z', 'en', newYear, 'Pacific/Kiritimati')).toBe('Jan 1');
  });
});
