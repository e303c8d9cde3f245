import { describe, expect, it } from 'vitest';
import { formatFull, formatRelative, type RelativeUnit } from './relative-time.js';

const now = new Date('2026-11-22T12:00:00Z');

describe('formatRelative', () => {
  it('speaks relatively for the last week, in each of the five languages', () => {
    expect(formatRelative('2026-11-22T11:59:30Z', 'en', now)).toBe('now');
    expect(formatRelative('2026-11-22T11:55:00Z', 'en', now)).toBe('5 min. ago');
    expect(formatRelative('2026-11-22T09:00:00Z', 'en', now)).toBe('3 hr. ago');
    expect(formatRelative('2026-11-19T12:00:00Z', 'en', now)).toBe('3 days ago');
    const yesterday = '2026-11-21T12:00:00Z';
    expect(['en', 'de', 'es', 'pt', 'tr'].map((language) => formatRelative(yesterday, language, now))).toEqual([
      'yesterday',
      'gestern',
      'ayer',
      'ontem',
      'dün',
    ]);
  });

  it('gives a date after a week, with the year only when it differs', () => {
    expect(formatRelative('2026-10-01T12:00:00Z', 'en', now)).toBe('Oct 1');
    expect(formatRelative('2025-10-01T12:00:00Z', 'en', now)).toBe('Oct 1, 2025');
    expect(formatRelative('2026-10-01T12:00:00Z', 'de', now)).toBe('1. Okt.');
  });

  it('writes the day and year of the time zone it is given', () => {
    expect(formatRelative('2026-10-01T23:30:00Z', 'en', now, 'UTC')).toBe('Oct 1');
    expect(formatRelative('2026-10-01T23:30:00Z', 'en', now, 'Pacific/Kiritimati')).toBe('Oct 2');
  });

  it('spells with the fallback only where the platform has no Intl.RelativeTimeFormat', () => {
    const spoken: [number, RelativeUnit][] = [];
    const spell = (value: number, unit: RelativeUnit) => {
      spoken.push([value, unit]);
      return `${value} ${unit}`;
    };
    // Node has it: the fallback is never asked.
    expect(formatRelative('2026-11-22T11:55:00Z', 'en', now, undefined, spell)).toBe('5 min. ago');
    expect(spoken).toEqual([]);
    // Hermes has not: the fallback says every unit, with the sign of the difference.
    const intl = Intl as { RelativeTimeFormat?: typeof Intl.RelativeTimeFormat };
    const saved = intl.RelativeTimeFormat;
    intl.RelativeTimeFormat = undefined;
    try {
      expect(formatRelative('2026-11-22T11:59:30Z', 'en', now, undefined, spell)).toBe('0 second');
      expect(formatRelative('2026-11-22T11:55:00Z', 'en', now, undefined, spell)).toBe('-5 minute');
      expect(formatRelative('2026-11-22T09:00:00Z', 'en', now, undefined, spell)).toBe('-3 hour');
      expect(formatRelative('2026-11-21T12:00:00Z', 'en', now, undefined, spell)).toBe('-1 day');
      // Past a week it is a date, which Hermes' Intl.DateTimeFormat writes.
      expect(formatRelative('2026-10-01T12:00:00Z', 'en', now, undefined, spell)).toBe('Oct 1');
    } finally {
      intl.RelativeTimeFormat = saved;
    }
    expect(spoken).toHaveLength(4);
  });

  it('leaves a value it cannot read as it came', () => {
    expect(formatRelative('not a date', 'en', now)).toBe('not a date');
    expect(formatFull('not a date', 'en')).toBe('not a date');
  });
});

describe('formatFull', () => {
  it('gives the whole date and time in the language and time zone', () => {
    expect(formatFull('2026-11-22T12:00:00Z', 'en', 'UTC')).toBe('November 22, 2026 at 12:00 PM');
    expect(formatFull('2026-11-22T12:00:00Z', 'de', 'UTC')).toBe('22. November 2026 um 12:00');
  });
});
