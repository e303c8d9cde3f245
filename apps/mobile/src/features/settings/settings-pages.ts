/** The settings pages in SPEC §2 order; the key names the web's texts (`settings.pages.<key>`). */
export const SETTINGS_PAGES = [
  { key: 'personal', href: '/settings/personal' },
  { key: 'sentQuestions', href: '/settings/sent-questions' },
  { key: 'blockedUsers', href: '/settings/blocked-users' },
  { key: 'mutedWords', href: '/settings/muted-words' },
  { key: 'notification', href: '/settings/notification' },
  { key: 'account', href: '/settings/account' },
  { key: 'email', href: '/settings/email' },
  { key: 'username', href: '/settings/username' },
  { key: 'language', href: '/settings/language' },
  { key: 'password', href: '/settings/password' },
  { key: 'twoFactor', href: '/settings/two-factor' },
  { key: 'sessions', href: '/settings/sessions' },
  { key: 'accessTokens', href: '/settings/access-tokens' },
  { key: 'import', href: '/settings/import' },
] as const;

export type SettingsPageKey = (typeof SETTINGS_PAGES)[number]['key'];

/** The i18n key of a settings page's title or description (`settings.pages.<key>`, shared with the web). */
export function settingsPageText(key: SettingsPageKey, field: 'title' | 'description'): string {
  return `settings.pages.${key}.${field}`;
}
