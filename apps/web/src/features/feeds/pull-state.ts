import { LIMITS } from '@qurio/contract/limits';

/** SPEC §4 "Pull-to-refresh": idle, ready to release, refreshing, error (back to idle after 1 s). */
export type PullPhase = 'idle' | 'ready' | 'refreshing' | 'error';

export interface PullState {
  phase: PullPhase;
  /** How far the indicator is pulled down, 0 to `LIMITS.pullMaxPx`. */
  distance: number;
}

export const PULL_IDLE: PullState = { phase: 'idle', distance: 0 };

/** The finger moved `dragPx` down from where it touched: the indicator follows up to 80 px. */
export function pullTo(state: PullState, dragPx: number): PullState {
  if (state.phase === 'refreshing' || state.phase === 'error') return state;
  const distance = Math.min(Math.max(0, dragPx), LIMITS.pullMaxPx);
  return { phase: distance >= LIMITS.pullThresholdPx ? 'ready' : 'idle', distance };
}

/** The finger lifted: past the 60 px threshold the refresh starts, otherwise the pull springs back. */
export function release(state: PullState): PullState {
  if (state.phase === 'ready') return { phase: 'refreshing', distance: LIMITS.pullThresholdPx };
  if (state.phase === 'refreshing' || state.phase === 'error') return state;
  return PULL_IDLE;
}

export function settle(ok: boolean): PullState {
  return ok ? PULL_IDLE : { phase: 'error', distance: LIMITS.pullThresholdPx };
}
