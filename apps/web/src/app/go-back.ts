import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * SPEC §2: back goes one step back only when that step is inside the app. With two history
 * entries or fewer (a link opened in a new tab, a page opened from another site) or on the first
 * page of this visit, it goes to `fallback` instead, so back never leaves Qurio.
 */
export function canGoBack(historyLength: number, locationKey: string): boolean {
  return historyLength > 2 && locationKey !== 'default';
}

/** The one back action of every back header; `fallback` is `/` unless a page has a natural parent. */
export function useGoBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (canGoBack(window.history.length, key)) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, key, fallback]);
}
