import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OfflineScreen } from '../app/OfflineScreen';
import { appRoutes } from '../app/routes';
import { browserLanguage } from './index';
import de from './locales/de.json';
import en from './locales/en.json';
import { SHELL_KEYS } from './shell-keys';
import { type LocaleTree, splitLocale } from './split-locale';

/** An i18n instance that knows only the first screen's strings and records every key it lacks. */
async function shellOnly(tree: LocaleTree, language: string) {
  const missing: string[] = [];
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation: splitLocale(tree, SHELL_KEYS).shell } },
    fallbackLng: false,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => missing.push(key),
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return { instance, missing };
}

describe('locale split', () => {
  it('keeps the shell small and the rest complete', () => {
    const { shell, rest } = splitLocale(en, SHELL_KEYS);
    expect(Object.keys(shell)).toContain('landing');
    expect(shell.errors).toEqual({ INTERNAL: en.errors.INTERNAL });
    expect(rest.landing).toBeUndefined();
    // A section picked by one key stays whole in the rest: merging both gives the full locale.
    expect(rest.errors).toEqual(en.errors);
    expect(JSON.stringify(shell).length).toBeLessThan(JSON.stringify(en).length / 4);
  });

  for (const [language, tree] of [
    ['en', en],
    ['de', de],
  ] as const) {
    it(`renders the landing page, its layout and the phone bar from the shell alone (${language})`, async () => {
      const { instance, missing } = await shellOnly(tree, language);
      render(
        <I18nextProvider i18n={instance}>
          <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ['/'] })} />
        </I18nextProvider>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: tree.landing.title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: tree.mobile.continueWeb })).toBeInTheDocument();
      expect(missing).toEqual([]);
    });
  }

  it('renders the offline screen from the shell alone', async () => {
    const { instance, missing } = await shellOnly(en, 'en');
    render(
      <I18nextProvider i18n={instance}>
        <OfflineScreen />
      </I18nextProvider>,
    );
    expect(screen.getByText(en.network.lost)).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});

describe('browserLanguage (SPEC §1: the browser language, else English)', () => {
  it('takes the first language Qurio speaks, regions ignored', () => {
    expect(browserLanguage(['tr-TR', 'en-US'])).toBe('tr');
    expect(browserLanguage(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(browserLanguage(['PT-br'])).toBe('pt');
  });

  it('falls back to English', () => {
    expect(browserLanguage(['fr-FR', 'ja'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
