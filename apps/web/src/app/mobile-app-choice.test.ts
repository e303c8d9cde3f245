import { afterEach, describe, expect, it, vi } from 'vitest';
import { appUrlFor, detectPlatform, fallBackToStore, STORE_FALLBACK_MS, storeUrlFor } from './mobile-app-choice';

describe('appUrlFor', () => {
  it.each([
    ['/', '', 'qurio://'],
    ['/alice', '', 'qurio://alice'],
    ['/alice/post/42', '?from=share', 'qurio://alice/post/42?from=share'],
    ['/question/7', '', 'qurio://question/7'],
    ['/reset-password/abc_DEF-1', '', 'qurio://reset-password/abc_DEF-1'],
  ])('%s%s → %s', (pathname, search, url) => {
    expect(appUrlFor({ pathname, search })).toBe(url);
  });
});

describe('detectPlatform and storeUrlFor', () => {
  const links = { play_store_url: 'https://play.example/qurio', app_store_url: 'https://apps.example/qurio' };

  it('sends Android to Google Play and iPhones and iPads to the App Store', () => {
    expect(detectPlatform({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)' })).toBe('android');
    expect(detectPlatform({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' })).toBe('ios');
    expect(detectPlatform({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 })).toBe(
      'ios',
    );
    expect(detectPlatform({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 0 })).toBe(
      'other',
    );
    expect(storeUrlFor('android', links)).toBe(links.play_store_url);
    expect(storeUrlFor('ios', links)).toBe(links.app_store_url);
    expect(storeUrlFor('other', links)).toBe(links.play_store_url);
  });

  it('has no store page for a phone whose store is not configured', () => {
    expect(storeUrlFor('android', { ...links, play_store_url: null })).toBeNull();
    expect(storeUrlFor('ios', { ...links, app_store_url: null })).toBeNull();
    expect(storeUrlFor('other', { play_store_url: null, app_store_url: null })).toBeNull();
    expect(storeUrlFor('android', null)).toBeNull();
  });
});

describe('fallBackToStore', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function page() {
    const events = new EventTarget();
    const doc = {
      visibilityState: 'visible' as DocumentVisibilityState,
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
    };
    const hide = (state: DocumentVisibilityState) => {
      doc.visibilityState = state;
      events.dispatchEvent(new Event('visibilitychange'));
    };
    return { doc, hide };
  }

  it('opens the store when the page is still showing after the wait (no app installed)', () => {
    vi.useFakeTimers();
    const { doc } = page();
    const go = vi.fn();
    fallBackToStore('https://play.example/qurio', { doc, go });
    vi.advanceTimersByTime(STORE_FALLBACK_MS - 1);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledWith('https://play.example/qurio');
  });

  it('stays put when the app took over, even if the visitor is back before the wait ends', () => {
    vi.useFakeTimers();
    const { doc, hide } = page();
    const go = vi.fn();
    fallBackToStore('https://play.example/qurio', { doc, go });
    vi.advanceTimersByTime(300);
    hide('hidden');
    vi.advanceTimersByTime(500);
    hide('visible');
    vi.advanceTimersByTime(STORE_FALLBACK_MS);
    expect(go).not.toHaveBeenCalled();
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const { doc } = page();
    const go = vi.fn();
    fallBackToStore('https://play.example/qurio', { doc, go })();
    vi.advanceTimersByTime(STORE_FALLBACK_MS * 2);
    expect(go).not.toHaveBeenCalled();
  });
});
