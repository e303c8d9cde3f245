import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTheme, isNight, NIGHT_KEY, setNight } from './theme';

function mockSystem(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: dark && query.includes('dark'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('night mode', () => {
  it('follows the system on the first visit', () => {
    mockSystem(true);
    initTheme();
    expect(isNight()).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('night');

    mockSystem(false);
    initTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('remembers the choice over the system preference', () => {
    mockSystem(false);
    initTheme();
    setNight(true);
    expect(localStorage.getItem(NIGHT_KEY)).toBe('true');
    expect(document.documentElement.dataset.theme).toBe('night');

    initTheme();
    expect(isNight()).toBe(true);
    setNight(false);
    mockSystem(true);
    initTheme();
    expect(isNight()).toBe(false);
  });
});
