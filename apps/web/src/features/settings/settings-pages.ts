import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { pathTo, type RouteName } from '../../lib/paths';
import type { IconProps } from '../../ui/icons';
import {
  AtIcon,
  BellIcon,
  BlockedIcon,
  DevicesIcon,
  GlobeIcon,
  ImportIcon,
  KeyIcon,
  MailIcon,
  MutedIcon,
  PersonIcon,
  SendIcon,
  ShieldIcon,
} from './settings-icons';

export type SettingsPageKey =
  | 'personal'
  | 'sentQuestions'
  | 'blockedUsers'
  | 'mutedWords'
  | 'notification'
  | 'account'
  | 'email'
  | 'username'
  | 'language'
  | 'password'
  | 'sessions'
  | 'accessTokens'
  | 'twoFactor'
  | 'import';

export interface SettingsPage {
  key: SettingsPageKey;
  route: RouteName;
  Icon: ComponentType<IconProps>;
  /** Each sub-page is its own chunk: opening /settings loads the menu, not eight forms. */
  Component: LazyExoticComponent<ComponentType>;
}

/** The settings menu in SPEC §2 order. */
export const SETTINGS_PAGES: readonly SettingsPage[] = [
  {
    key: 'personal',
    route: 'SettingsPersonal',
    Icon: PersonIcon,
    Component: lazy(() => import('./PersonalSettings')),
  },
  {
    // The asker's own questions (issue 33): what they sent, where each stands, taking one back.
    key: 'sentQuestions',
    route: 'SettingsSentQuestions',
    Icon: SendIcon,
    Component: lazy(() => import('./SentQuestionsSettings')),
  },
  {
    key: 'blockedUsers',
    route: 'SettingsBlockedUsers',
    Icon: BlockedIcon,
    Component: lazy(() => import('./BlockedUsersSettings')),
  },
  {
    key: 'mutedWords',
    route: 'SettingsMutedWords',
    Icon: MutedIcon,
    Component: lazy(() => import('./MutedWordsSettings')),
  },
  {
    key: 'notification',
    route: 'SettingsNotification',
    Icon: BellIcon,
    Component: lazy(() => import('./NotificationSettings')),
  },
  {
    key: 'account',
    route: 'SettingsAccount',
    Icon: ShieldIcon,
    Component: lazy(() => import('./AccountSettings')),
  },
  { key: 'email', route: 'SettingsEmail', Icon: MailIcon, Component: lazy(() => import('./EmailSettings')) },
  {
    key: 'username',
    route: 'SettingsUsername',
    Icon: AtIcon,
    Component: lazy(() => import('./UsernameSettings')),
  },
  {
    key: 'language',
    route: 'SettingsLanguage',
    Icon: GlobeIcon,
    Component: lazy(() => import('./LanguageSettings')),
  },
  {
    key: 'password',
    route: 'SettingsPassword',
    Icon: KeyIcon,
    Component: lazy(() => import('./PasswordSettings')),
  },
  {
    key: 'twoFactor',
    route: 'SettingsTwoFactor',
    Icon: ShieldIcon,
    // Its own chunk: the only page that shows a QR code or recovery codes (issue 29).
    Component: lazy(() => import('./TwoFactorSettings')),
  },
  {
    key: 'sessions',
    route: 'SettingsSessions',
    Icon: DevicesIcon,
    Component: lazy(() => import('./SessionsSettings')),
  },
  {
    key: 'accessTokens',
    route: 'SettingsAccessTokens',
    Icon: KeyIcon,
    Component: lazy(() => import('./AccessTokensSettings')),
  },
  {
    // Answers brought from another Qurio or from Retrospring (issue 35).
    key: 'import',
    route: 'SettingsImport',
    Icon: ImportIcon,
    Component: lazy(() => import('./ImportSettings')),
  },
];

/** The sub-page a URL shows; `/settings/email/verify/{token}` is the e-mail page. Null for the menu. */
export function settingsPageFor(pathname: string): SettingsPage | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return (
    SETTINGS_PAGES.find((page) => {
      const base = pathTo(page.route);
      return path === base || path.startsWith(`${base}/`);
    }) ?? null
  );
}
