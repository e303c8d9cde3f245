import { afterEach, describe, expect, it } from 'vitest';
import { isOnline, setOnline } from './connection-store';

describe('the connection store', () => {
  afterEach(() => setOnline(true));

  it("leaves the offline state on the browser's 'online' event even when no screen is listening", () => {
    // The offline screen can be painted before its effects run (Preact runs them a frame late); an
    // 'online' in between once left it up for good (pwa-mobile.spec.ts, the offline start).
    setOnline(false);
    expect(isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);
  });
});
