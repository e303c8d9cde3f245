import { localeParts } from 'virtual:locale-parts';
import { isLanguage, LANGUAGES, type Language } from '@qurio/contract/shell-limits';
import i18next, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STRINGS_PARTS, type StringsPart } from './strings-parts';

export type { StringsPart };

export const i18n = i18next;
export const DEFAULT_LANGUAGE: Language = 'en';

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
function fetchPart(language: Language, part: StringsPart): Promise<ResourceKey> {
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

/** The parts each language has in i18next's store. */
const added = new Map<Language, Set<StringsPart>>();
const listeners = new Set<() => void>();

function partsOf(language: Language): Set<StringsPart> {
  let parts = added.get(language);
  if (!parts) {
    parts = new Set();
    added.set(language, parts);
  }
  return parts;
}

async function addPart(language: Language, part: StringsPart): Promise<void> {
  if (partsOf(language).has(part)) return;
  const strings = await fetchPart(language, part);
  if (partsOf(language).has(part)) return;
  i18n.addResourceBundle(language, 'translation', strings, true, true);
  partsOf(language).add(part);
  for (const listener of listeners) listener();
}

/** True once the given parts of the current language are loaded (all of them when none are named). */
export function hasStrings(parts: readonly StringsPart[] = STRINGS_PARTS): boolean {
  const loaded = partsOf(currentLanguage());
  return parts.every((part) => loaded.has(part));
}

/** True once every string of the current language is loaded, not only the first screen's. */
export function hasAllStrings(): boolean {
  return hasStrings(STRINGS_PARTS);
}

/** Called whenever a part of a language arrives. */
export function subscribeStrings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Starts downloading the parts the page the app is about to start on waits for (in the language
 * it starts in), alongside the first part rather than after it; `ensureStrings` then finds them.
 */
export function preloadStrings(parts: readonly StringsPart[], userLanguage?: Language): void {
  const language = userLanguage ?? browserLanguage();
  for (const part of parts) fetchPart(language, part).catch(() => undefined);
}

/** Loads the given parts of the current language; each page's route loader waits for its own (app/routes.ts). */
export async function ensureStrings(parts: readonly StringsPart[]): Promise<void> {
  const language = currentLanguage();
  await Promise.all(parts.map((part) => addPart(language, part)));
}

/**
 * Loads every string of the current language: for the pages that show them all, and for what
 * opens on demand on a page that started with fewer (a dialog, an error message).
 */
export function ensureAllStrings(): Promise<void> {
  return ensureStrings(STRINGS_PARTS);
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
  partsOf(language).add('shell');
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
  // The new language gets the parts the current one has, so the page on screen stays complete.
  const parts = STRINGS_PARTS.filter((part) => part === 'shell' || hasStrings([part]));
  await Promise.all(parts.map((part) => addPart(language, part)));
  await i18n.changeLanguage(language);
  for (const listener of listeners) listener();
}
