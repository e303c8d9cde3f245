/** The settings pages in SPEC §2 order; the key names the web's texts (`settings.pages.<key>`). */
export const SETTINGS_PAGES = [
  { key: 'personal', href: '/settings/personal' },
  { key: 'blockedUsers', href: '/settings/blocked-users' },
  { key: 'notification', href: '/settings/notification' },
  { key: 'account', href: '/settings/account' },
  { key: 'email', href: '/settings/email' },
  { key: 'username', href: '/settings/username' },
  { key: 'language', href: '/settings/language' },
  { key: 'password', href: '/settings/password' },
] as const;

export type SettingsPageKey = (typeof SETTINGS_PAGES)[number]['key'];
