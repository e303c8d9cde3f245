import { ANSWER_BADGES, badgesFor, MAX_YEAR_BADGE, yearBadge } from '@qurio/contract';
import { describe, expect, it } from 'vitest';
import { badgeLabel, badgeViews, parseBadge } from './badges.js';

describe('badges', () => {
  it("reads '-answer' badges as answer counts and the others as years (SPEC §1)", () => {
    expect(parseBadge('1k-answer')).toEqual({ kind: 'answers', answers: 1000 });
    expect(parseBadge('100k-answer')).toEqual({ kind: 'answers', answers: 100_000 });
    expect(parseBadge('3-year-user')).toEqual({ kind: 'years', years: 3 });
    expect(parseBadge('something-else')).toBeNull();
    expect(parseBadge('k-answer')).toBeNull();
  });

  it('reads every badge the contract gives, as the contract counts it', () => {
    for (const [min, name] of ANSWER_BADGES) expect(parseBadge(name)).toEqual({ kind: 'answers', answers: min });
    const now = new Date('2026-11-28T12:00:00Z');
    for (let years = 1; years <= MAX_YEAR_BADGE + 2; years += 1) {
      const badge = yearBadge(new Date(Date.UTC(2026 - years, 0, 1)), now);
      expect(badge && parseBadge(badge)).toEqual({ kind: 'years', years: Math.min(years, MAX_YEAR_BADGE) });
    }
  });

  it("keeps the server's order and leaves out badges this client does not know", () => {
    const badges = [...badgesFor(12_000, new Date('2023-01-01T00:00:00Z'), new Date('2026-11-28T00:00:00Z')), 'gold'];
    expect(badgeViews(badges).map(({ badge }) => badge)).toEqual([
      '1k-answer',
      '5k-answer',
      '10k-answer',
      '3-year-user',
    ]);
  });

  it('names the locale keys and the compact amount both apps translate', () => {
    const t = (key: string, options: Record<string, unknown>) => `${key} ${JSON.stringify(options)}`;
    const compact = (value: number) => `${value / 1000}K`;
    expect(badgeLabel({ kind: 'answers', answers: 5000 }, t, compact)).toBe(
      'profile.badgeAnswers {"count":5000,"amount":"5K"}',
    );
    expect(badgeLabel({ kind: 'years', years: 2 }, t, compact)).toBe('profile.badgeYears {"count":2}');
  });
});
