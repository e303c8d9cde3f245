import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { parseBadge } from './Badges';

describe('badges', () => {
  it("reads '-answer' badges as answer counts and the others as years (SPEC §1)", () => {
    expect(parseBadge('1k-answer')).toEqual({ kind: 'answers', answers: 1000 });
    expect(parseBadge('100k-answer')).toEqual({ kind: 'answers', answers: 100_000 });
    expect(parseBadge('3-year-user')).toEqual({ kind: 'years', years: 3 });
    expect(parseBadge('something-else')).toBeNull();
  });

  it('translates with plurals', () => {
    expect(i18n.t('profile.badgeAnswers', { count: 1000, amount: '1K' })).toBe('1K answers');
    expect(i18n.t('profile.badgeYears', { count: 1 })).toBe('1 year on Qurio');
    expect(i18n.t('profile.badgeYears', { count: 3 })).toBe('3 years on Qurio');
  });
});
