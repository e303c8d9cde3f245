import { isLanguage, LANGUAGES, type Language } from '@qurio/contract';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

export const i18n = i18next;
export const DEFAULT_LANGUAGE: Language = 'en';

/** English ships in the entry chunk (it is the fallback); the other languages load on demand. */
const lazyLocales = import.meta.glob<{ default: ResourceKey }>(['./locales/*.json', '!./locales/en.json']);

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = lazyLocales[`./locales/${language}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Starts i18next: the signed-in user's language when known, else the browser's languages
 * (navigator only, so a guest always gets what the browser asks for), else English.
 */
export async function initI18n(userLanguage?: Language): Promise<void> {
  if (i18n.isInitialized) {
    if (userLanguage) await i18n.changeLanguage(userLanguage);
    return;
  }
  i18n.on('languageChanged', applyDocumentLanguage);
  await i18n
    .use(localeBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      lng: userLanguage,
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      supportedLngs: [...LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'languageOnly',
      detection: {
        order: ['navigator'],
        caches: [],
        convertDetectedLanguage: (language: string) => language.split('-')[0]?.toLowerCase() ?? language,
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  applyDocumentLanguage(currentLanguage());
}

/** The resolved UI language, always one of LANGUAGES. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export async function changeLanguage(language: Language): Promise<void> {
  if (currentLanguage() === language && i18n.language === language) return;
  await i18n.changeLanguage(language);
}
