import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';

// The parsing of badges is tested with the rule, in @qurio/queries (badges.test.ts).
describe('badges', () => {
  it('translates with plurals', () => {
    expect(i18n.t('profile.badgeAnswers', { count: 1000, amount: '1K' })).toBe('1K answers');
    expect(i18n.t('profile.badgeYears', { count: 1 })).toBe('1 year on Qurio');
    expect(i18n.t('profile.badgeYears', { count: 3 })).toBe('3 years on Qurio');
  });
});
