import { localeParts } from 'virtual:locale-parts';
import { isLanguage, LANGUAGES, type Language } from '@qurio/contract/limits';
import i18next, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const i18n = i18next;
export const DEFAULT_LANGUAGE: Language = 'en';

type Part = 'shell' | 'rest';

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** SPEC §1: the first of the browser's languages that Qurio speaks (`de-AT` counts as `de`), else English. */
export function browserLanguage(preferred: readonly string[] = navigatorLanguages()): Language {
  for (const tag of preferred) {
    const base = tag.split('-')[0]?.toLowerCase();
    if (base && isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

// Every language is a lazy chunk, so a visitor downloads only the language they read.
const fetched = new Map<string, Promise<ResourceKey>>();
function fetchPart(language: Language, part: Part): Promise<ResourceKey> {
  const key = `${language}:${part}`;
  let promise = fetched.get(key);
  if (!promise) {
    const load = localeParts[language]?.[part];
    promise = load ? load().then((module) => module.default) : Promise.resolve({});
    // A failed download (offline) may be retried later.
    promise.catch(() => fetched.delete(key));
    fetched.set(key, promise);
  }
  return promise;
}

const complete = new Set<Language>();
const listeners = new Set<() => void>();

async function addPart(language: Language, part: Part): Promise<void> {
  i18n.addResourceBundle(language, 'translation', await fetchPart(language, part), true, true);
  if (part === 'rest' && !complete.has(language)) {
    complete.add(language);
    for (const listener of listeners) listener();
  }
}

/** True once every string of the current language is loaded, not only the first screen's. */
export function hasAllStrings(): boolean {
  return complete.has(currentLanguage());
}

export function subscribeStrings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Starts downloading the rest of the language the app is about to start in, alongside the first
 * screen's strings rather than after the first render; `ensureAllStrings` then finds it loaded.
 */
export function preloadAllStrings(userLanguage?: Language): void {
  fetchPart(userLanguage ?? browserLanguage(), 'rest').catch(() => undefined);
}

/** Loads the rest of the current language; screens beyond the landing page wait for it (their route loaders, app/routes.ts). */
export function ensureAllStrings(): Promise<void> {
  return addPart(currentLanguage(), 'rest');
}

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Starts i18next with the first screen's strings: the signed-in user's language when known (the
 * account setting wins once there is an account), else the browser's, else English.
 */
export async function initI18n(userLanguage?: Language): Promise<void> {
  if (i18n.isInitialized) {
    if (userLanguage) await changeLanguage(userLanguage);
    return;
  }
  const language = userLanguage ?? browserLanguage();
  const shell = await fetchPart(language, 'shell');
  i18n.on('languageChanged', applyDocumentLanguage);
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: shell } },
    partialBundledLanguages: true,
    supportedLngs: [...LANGUAGES],
    // Used only if English happens to be loaded: falling back never downloads a second language.
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    // Re-render when the rest of a language arrives after a component already rendered.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  applyDocumentLanguage(currentLanguage());
}

/** The resolved UI language, always one of LANGUAGES. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Switches language once its strings are here, so no screen shows keys in between. */
export async function changeLanguage(language: Language): Promise<void> {
  if (currentLanguage() === language && i18n.language === language) return;
  const parts: Part[] = hasAllStrings() ? ['shell', 'rest'] : ['shell'];
  await Promise.all(parts.map((part) => addPart(language, part)));
  await i18n.changeLanguage(language);
  for (const listener of listeners) listener();
}
