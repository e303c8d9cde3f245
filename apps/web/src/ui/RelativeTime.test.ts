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
});
