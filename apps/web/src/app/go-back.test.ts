import { describe, expect, it } from 'vitest';
import { canGoBack } from './go-back';

describe('canGoBack (SPEC §2: back falls back to / with two history entries or fewer)', () => {
  it('goes back inside the app when there is more history', () => {
    expect(canGoBack(3, 'k1')).toBe(true);
    expect(canGoBack(12, 'abc')).toBe(true);
  });

  it('falls back with two entries or fewer, as in a new tab or a page opened from another site', () => {
    expect(canGoBack(1, 'k1')).toBe(false);
    expect(canGoBack(2, 'k1')).toBe(false);
  });

  it('falls back on the first page of the visit even when the tab has older history', () => {
    expect(canGoBack(7, 'default')).toBe(false);
  });
});
