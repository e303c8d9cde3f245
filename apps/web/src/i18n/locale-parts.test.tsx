import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type InstallPromptEvent, listenForInstallPrompt } from '../app/install-prompt';
import { OfflineScreen } from '../app/OfflineScreen';
import { appRoutes } from '../app/routes';
import { browserLanguage } from './index';
import de from './locales/de.json';
import en from './locales/en.json';
import { PART_KEYS, type StringsPart } from './part-keys';
import { type LocaleTree, splitLocale } from './split-locale';

/** An i18n instance that knows only the given parts of a locale and records every key it lacks. */
async function onlyParts(tree: LocaleTree, language: string, parts: readonly StringsPart[]) {
  const missing: string[] = [];
  const split = splitLocale(tree, PART_KEYS);
  const translation: LocaleTree = {};
  // Merged as i18next merges the parts as they arrive (deep).
  const merge = (into: LocaleTree, from: LocaleTree) => {
    for (const [key, value] of Object.entries(from)) {
      const existing = into[key];
      if (typeof value === 'object' && typeof existing === 'object') merge(existing, value);
      else into[key] = typeof value === 'object' ? structuredClone(value) : value;
    }
  };
  for (const part of parts) merge(translation, split[part]);
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation } },
    fallbackLng: false,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => missing.push(key),
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return { instance, missing };
}

// As main.tsx does once at start.
listenForInstallPrompt(window);

const shellOnly = (tree: LocaleTree, language: string) => onlyParts(tree, language, ['shell']);
const landingParts = (tree: LocaleTree, language: string) => onlyParts(tree, language, ['shell', 'landing']);

describe('locale split', () => {
  it('keeps the shell and the profile part small and the rest complete', () => {
    const { shell, landing, profile, rest } = splitLocale(en, PART_KEYS);
    expect(Object.keys(shell)).toContain('nav');
    expect(Object.keys(landing)).toEqual(['landing']);
    expect(shell.errors).toEqual({ INTERNAL: en.errors.INTERNAL });
    expect(Object.keys(profile)).toContain('question');
    // A section picked key by key stays whole in the rest, for the member's pages.
    expect(rest.question).toEqual(en.question);
    expect(profile.errors).toEqual({ SIGN_IN_REQUIRED: en.errors.SIGN_IN_REQUIRED });
    expect(rest.landing).toBeUndefined();
    // A section picked by one key stays whole in the rest: merging all gives the full locale.
    expect(rest.errors).toEqual(en.errors);
    expect({ ...shell, ...landing, ...profile, ...rest, errors: rest.errors }).toEqual(en);
    expect(JSON.stringify(shell).length).toBeLessThan(JSON.stringify(en).length / 4);
    expect(JSON.stringify(profile).length).toBeLessThan(JSON.stringify(en).length / 6);
  });

  it('gives each section to one part only, besides single keys', () => {
    const wholes = Object.values(PART_KEYS).flatMap((keys) => keys.filter((key) => !key.includes('.')));
    expect(new Set(wholes).size).toBe(wholes.length);
  });

  for (const [language, tree] of [
    ['en', en],
    ['de', de],
  ] as const) {
    it(`renders the landing page, its layout and the phone bar from the shell and its own part (${language})`, async () => {
      const { instance, missing } = await landingParts(tree, language);
      render(
        <I18nextProvider i18n={instance}>
          <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ['/'] })} />
        </I18nextProvider>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: tree.landing.title })).toBeInTheDocument();
      // The phone bar asks only with a yes to give (issue 34): here the browser's install offer.
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
      }) as InstallPromptEvent;
      act(() => {
        window.dispatchEvent(offer);
      });
      expect(await screen.findByRole('button', { name: tree.mobile.install })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: tree.mobile.continueWeb })).toBeInTheDocument();
      act(() => {
        window.dispatchEvent(new Event('appinstalled'));
      });
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
