import 'i18next';
import type en from './locales/en.json';

// Every `t()` key is checked against the English file, so a typo or a removed key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
