import { LIMITS } from '@qurio/contract/limits';
import { describe, expect, it } from 'vitest';
import { PULL_IDLE, pullTo, release, settle } from './pull-state';

describe('pull-to-refresh states', () => {
  it('follows the finger up to the maximum and is ready past the threshold', () => {
    expect(pullTo(PULL_IDLE, 30)).toEqual({ phase: 'idle', distance: 30 });
    expect(pullTo(PULL_IDLE, LIMITS.pullThresholdPx)).toEqual({ phase: 'ready', distance: 60 });
    expect(pullTo(PULL_IDLE, 500)).toEqual({ phase: 'ready', distance: LIMITS.pullMaxPx });
    expect(pullTo(PULL_IDLE, -40)).toEqual({ phase: 'idle', distance: 0 });
  });

  it('refreshes on release only when ready, and springs back otherwise', () => {
    expect(release(pullTo(PULL_IDLE, 59))).toEqual(PULL_IDLE);
    expect(release(pullTo(PULL_IDLE, 70)).phase).toBe('refreshing');
  });

  it('ignores pulling while refreshing or showing an error', () => {
    const refreshing = release(pullTo(PULL_IDLE, 80));
    expect(pullTo(refreshing, 10)).toBe(refreshing);
    expect(release(refreshing)).toBe(refreshing);
    expect(pullTo(settle(false), 80).phase).toBe('error');
  });

  it('settles back to idle, or to the error state', () => {
    expect(settle(true)).toEqual(PULL_IDLE);
    expect(settle(false).phase).toBe('error');
  });
});
