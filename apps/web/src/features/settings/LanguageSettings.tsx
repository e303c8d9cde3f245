import { LANGUAGES, type Language } from '@qurio/contract/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n } from '../../i18n';
import { showSnack } from '../../ui/snack-store';
import { useLanguageMutation } from './mutations';
import shared from './Settings.module.css';

/** Each language by its own name, the same whatever the interface language is. */
const NATIVE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  pt: 'Português',
  tr: 'Türkçe',
};

/** The language's name in the interface language ("Englisch" in German), from the browser's own data. */
function localName(language: Language, ui: Language): string | null {
  try {
    const name = new Intl.DisplayNames([ui], { type: 'language' }).of(language);
    if (!name) return null;
    const capitalised = name.charAt(0).toLocaleUpperCase(ui) + name.slice(1);
    return capitalised === NATIVE_NAMES[language] ? null : capitalised;
  } catch {
    return null;
  }
}

/**
 * /settings/language: the interface switches the moment a language is picked, and the choice is
 * saved to the account with `set` (key `lang`) so mails and other devices follow. If saving
 * fails, the previous language comes back.
 */
export default function LanguageSettings() {
  const { t } = useTranslation();
  const save = useLanguageMutation();
  const ui = currentLanguage();
  // The choice shows at once, while the language's texts may still be loading.
  const [choosing, setChoosing] = useState<Language | null>(null);
  const saving = choosing !== null;

  const choose = async (language: Language) => {
    const previous = currentLanguage();
    if (language === previous || saving) return;
    setChoosing(language);
    try {
      await save.mutateAsync({ language, previous });
      showSnack(i18n.t('settings.language.saved'));
    } catch {
      // Rolled back and reported by the write.
    } finally {
      setChoosing(null);
    }
  };

  return (
    <section className={shared.card}>
      <fieldset className={shared.choices} aria-busy={saving || undefined}>
        <legend className={shared.legend}>{t('settings.language.legend')}</legend>
        <p className={shared.lead}>{t('settings.language.lead')}</p>
        {LANGUAGES.map((language) => {
          const translated = localName(language, ui);
          return (
            <label key={language} className={shared.choice}>
              <input
                type="radio"
                name="language"
                value={language}
                checked={(choosing ?? ui) === language}
                onChange={() => void choose(language)}
              />
              <span className={shared.choiceName} lang={language}>
                {NATIVE_NAMES[language]}
              </span>
              {translated ? <span className={shared.choiceNative}>{translated}</span> : null}
            </label>
          );
        })}
      </fieldset>
    </section>
  );
}
