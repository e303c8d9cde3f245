import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRealServer } from '../test/server';
import { type InstallPromptEvent, installOffer, listenForInstallPrompt } from './install-prompt';
import { MobileAppBar } from './MobileAppBar';
import { MOBILE_CHOICE_KEY, readMobileChoice } from './mobile-app-choice';

const PLAY = 'https://play.google.com/store/apps/details?id=app.qurio.mobile';
const APPLE = 'https://apps.apple.com/app/qurio/id123456789';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

function onPhone(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

function renderBar(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MobileAppBar />
    </MemoryRouter>,
  );
}

// As main.tsx does once, before the browser may offer the install.
listenForInstallPrompt(window);

afterEach(() => {
  vi.restoreAllMocks();
  // An offer left over from a test is used up: installed.
  window.dispatchEvent(new Event('appinstalled'));
});

/** What Chromium sends when the site may be installed; `prompt` shows its dialog, here answered at once. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

describe('mobile app bar (SPEC §1), with both stores configured', () => {
  startRealServer({ PLAY_STORE_URL: PLAY, APP_STORE_URL: APPLE });

  it('offers the app and the website until one is chosen, and remembers "continue on the website"', async () => {
    onPhone(ANDROID_UA);
    const { unmount } = renderBar();
    // The bar comes with its "yes": once the store pages are in.
    const bar = await screen.findByRole('complementary', { name: 'Get the app' });
    expect(bar).toHaveTextContent('Qurio works best in the app. Would you like to open it?');
    expect(screen.getByRole('link', { name: 'Open the app' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue on the website' }));
    expect(screen.queryByRole('complementary', { name: 'Get the app' })).not.toBeInTheDocument();
    expect(localStorage.getItem(MOBILE_CHOICE_KEY)).toBe('web');
    unmount();

    // A later visit (a new mount reads storage again) does not ask twice.
    renderBar();
    expect(screen.queryByRole('complementary', { name: 'Get the app' })).not.toBeInTheDocument();
  });

  it('opens the page being shown in the app, with its query', async () => {
    onPhone(IPHONE_UA);
    renderBar('/alice/post/42?from=share');
    const link = await screen.findByRole('link', { name: 'Open the app' });
    expect(link).toHaveAttribute('href', 'qurio://alice/post/42?from=share');
  });

  it('remembers "open the app" too', async () => {
    onPhone(ANDROID_UA);
    renderBar('/question/7');
    const link = await screen.findByRole('link', { name: 'Open the app' });
    // jsdom does not navigate; the click handler runs all the same. The page then "leaves" for the
    // app, so the store fallback stands down.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(readMobileChoice()).toBe('app');
    expect(screen.queryByRole('link', { name: 'Open the app' })).not.toBeInTheDocument();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
  });

  it('ignores a stored value it does not know', async () => {
    localStorage.setItem(MOBILE_CHOICE_KEY, 'maybe');
    onPhone(ANDROID_UA);
    renderBar();
    expect(await screen.findByRole('button', { name: 'Continue on the website' })).toBeInTheDocument();
  });

  it('opens the app even where the browser also offers to install the site', async () => {
    onPhone(ANDROID_UA);
    offerInstall('accepted');
    renderBar();
    expect(await screen.findByRole('link', { name: 'Open the app' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install Qurio' })).not.toBeInTheDocument();
  });
});

describe('mobile app bar, with only the App Store configured', () => {
  startRealServer({ APP_STORE_URL: APPLE });

  it('asks an Android phone nothing: no store page and no install offer, no bar (issue 34)', async () => {
    onPhone(ANDROID_UA);
    const fetched = vi.spyOn(globalThis, 'fetch');
    renderBar('/alice');
    // Once the server's answer is in and rendered, there is still no bar: nothing to say yes to.
    await vi.waitFor(() =>
      expect(fetched).toHaveBeenCalledWith(expect.stringContaining('/api/appLinks'), expect.anything()),
    );
    await fetched.mock.results[0]?.value;
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('complementary', { name: 'Get the app' })).not.toBeInTheDocument();
  });

  it('while an iPhone gets the app', async () => {
    onPhone(IPHONE_UA);
    renderBar('/alice');
    expect(await screen.findByRole('link', { name: 'Open the app' })).toHaveAttribute('href', 'qurio://alice');
  });
});

describe('mobile app bar without store pages (issue 34)', () => {
  startRealServer();

  it('offers "Install Qurio" only when the browser offers the install, and prompts on that yes', async () => {
    onPhone(ANDROID_UA);
    renderBar('/alice');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('complementary', { name: 'Get the app' })).not.toBeInTheDocument();

    const { event, prompt } = offerInstall('accepted');
    // The browser's own banner is held back: the bar asks instead.
    expect(event.defaultPrevented).toBe(true);
    const bar = await screen.findByRole('complementary', { name: 'Get the app' });
    expect(bar).toHaveTextContent('Add Qurio to your home screen and open it like an app.');
    expect(screen.queryByRole('link', { name: 'Open the app' })).not.toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Install Qurio' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(readMobileChoice()).toBe('app'));
    expect(screen.queryByRole('complementary', { name: 'Get the app' })).not.toBeInTheDocument();
    // The browser's offer is used up.
    expect(installOffer()).toBeNull();
  });

  it('a dismissed install dialog counts as "continue on the website"', async () => {
    onPhone(IPHONE_UA);
    offerInstall('dismissed');
    renderBar();
    await userEvent.click(await screen.findByRole('button', { name: 'Install Qurio' }));
    await vi.waitFor(() => expect(readMobileChoice()).toBe('web'));
  });

  it('"continue on the website" never prompts', async () => {
    onPhone(ANDROID_UA);
    const { prompt } = offerInstall('accepted');
    renderBar();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue on the website' }));
    expect(prompt).not.toHaveBeenCalled();
    expect(readMobileChoice()).toBe('web');
  });
});
