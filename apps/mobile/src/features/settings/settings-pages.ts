/**
 * The settings pages in SPEC §2 order; the key names the web's texts (`settings.pages.<key>`), or
 * `texts` names an app-only page's (`app.native.…`).
 */
export const SETTINGS_PAGES = [
  { key: 'personal', href: '/settings/personal' },
  { key: 'blockedUsers', href: '/settings/blocked-users' },
  { key: 'mutedWords', href: '/settings/muted-words' },
  { key: 'notification', href: '/settings/notification' },
  { key: 'account', href: '/settings/account' },
  { key: 'email', href: '/settings/email' },
  { key: 'username', href: '/settings/username' },
  { key: 'language', href: '/settings/language' },
  { key: 'password', href: '/settings/password' },
  // The web shows two-factor sign-in as a section of its own settings (issue 29); the app, a page.
  { key: 'twoFactor', href: '/settings/two-factor', texts: 'app.native.twoFactor.page' },
] as const;

export type SettingsPageKey = (typeof SETTINGS_PAGES)[number]['key'];

/** The i18n key of a settings page's title or description. */
export function settingsPageText(key: SettingsPageKey, field: 'title' | 'description'): string {
  const page = SETTINGS_PAGES.find((item) => item.key === key);
  const texts = page && 'texts' in page ? page.texts : `settings.pages.${key}`;
  return `${texts}.${field}`;
}
