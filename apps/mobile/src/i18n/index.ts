import { isLanguage, type Language } from '@qurio/contract/limits';
import de from '@qurio/locales/de.json';
import en from '@qurio/locales/en.json';
import es from '@qurio/locales/es.json';
import pt from '@qurio/locales/pt.json';
import tr from '@qurio/locales/tr.json';
import { getLocales } from 'expo-localization';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const i18n = i18next;
export const DEFAULT_LANGUAGE: Language = 'en';

/** The first of the device's languages that Qurio speaks (`de-AT` counts as `de`), else English. */
export function deviceLanguage(): Language {
  try {
    for (const locale of getLocales()) {
      const code = locale.languageCode?.toLowerCase();
      if (isLanguage(code)) return code;
    }
  } catch {
    // No locale module (a test renderer): English.
  }
  return DEFAULT_LANGUAGE;
}

// The web's five locale files, bundled whole: the app has no first-page budget to split for.
if (!i18n.isInitialized) {
  i18n.use(initReactI18next).init({
    resources: {
      de: { translation: de },
      en: { translation: en },
      es: { translation: es },
      pt: { translation: pt },
      tr: { translation: tr },
    },
    lng: deviceLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}
