import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MobileAppBar } from './MobileAppBar';
import { MOBILE_APP_URL, MOBILE_CHOICE_KEY, readMobileChoice } from './mobile-app-choice';

describe('mobile app bar (SPEC §1)', () => {
  it('offers the app and the website until one is chosen, and remembers "continue on the website"', async () => {
    const { unmount } = render(<MobileAppBar />);
    const bar = screen.getByRole('complementary', { name: 'Get the app' });
    expect(bar).toHaveTextContent('Qurio works best in the app. Would you like to open it?');
    expect(screen.getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', MOBILE_APP_URL);

    await userEvent.click(screen.getByRole('button', { name: 'Continue on the website' }));
    expect(screen.queryByRole('complementary', { name: 'Get the app' })).not.toBeInTheDocument();
    expect(localStorage.getItem(MOBILE_CHOICE_KEY)).toBe('web');
    unmount();

    // A later visit (a new mount reads storage again) does not ask twice.
    render(<MobileAppBar />);
    expect(screen.queryByRole('complementary', { name: 'Get the app' })).not.toBeInTheDocument();
  });

  it('remembers "open the app" too', async () => {
    render(<MobileAppBar />);
    const link = screen.getByRole('link', { name: 'Open the app' });
    // jsdom does not navigate; the click handler runs all the same.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(readMobileChoice()).toBe('app');
    expect(screen.queryByRole('link', { name: 'Open the app' })).not.toBeInTheDocument();
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(MOBILE_CHOICE_KEY, 'maybe');
    render(<MobileAppBar />);
    expect(screen.getByRole('button', { name: 'Continue on the website' })).toBeInTheDocument();
  });
});
