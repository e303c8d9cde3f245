/**
 * Every route of SPEC §2 by name, and its React Router pattern. Kept apart from the route table
 * (app/routes.ts), which lazy-loads the screens: a link to a profile must not depend on the module
 * that loads the profile screen, and the shared kernel (ui/) can build links from here.
 */
export const PATHS = {
  Landing: '/',
  Login: '/login',
  Signup: '/signup',
  ResetPassword: '/reset-password',
  ResetPasswordToken: '/reset-password/:token',
  About: '/about',
  Terms: '/terms',
  Privacy: '/privacy',
  Help: '/help',
  Support: '/support',
  Advertise: '/advertise',
  Blog: '/blog',
  BlogPost: '/blog/:slug',
  Home: '/home',
  Welcome: '/welcome',
  Consent: '/consent',
  Explore: '/explore',
  Search: '/search/:term?',
  Questions: '/questions',
  QuestionsHeld: '/questions/held',
  Notifications: '/notifications',
  Settings: '/settings',
  SettingsPersonal: '/settings/personal',
  SettingsBlockedUsers: '/settings/blocked-users',
  SettingsMutedWords: '/settings/muted-words',
  SettingsNotification: '/settings/notification',
  SettingsAccount: '/settings/account',
  SettingsEmail: '/settings/email',
  SettingsEmailVerify: '/settings/email/verify/:token',
  SettingsUsername: '/settings/username',
  SettingsLanguage: '/settings/language',
  SettingsPassword: '/settings/password',
  SettingsSessions: '/settings/sessions',
  SettingsAccessTokens: '/settings/access-tokens',
  SettingsSentQuestions: '/settings/sent-questions',
  SettingsImport: '/settings/import',
  SettingsTwoFactor: '/settings/two-factor',
  Moderation: '/moderation',
  Unsubscribe: '/unsubscribe/:token',
  Prompt: '/question/:question_id',
  Profile: '/:username',
  UserFollowings: '/:username/following',
  UserFollowers: '/:username/followers',
  ProfilePost: '/:username/post/:question_id',
} as const;

export type RouteName = keyof typeof PATHS;

/** Builds a URL for a named route: `pathTo('Profile', { username: 'ada' })` gives `/ada`. */
export function pathTo(name: RouteName, params: Readonly<Record<string, string | number>> = {}): string {
  const path = PATHS[name]
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined) {
        if (optional) return [];
        throw new Error(`Route ${name} needs the parameter ${key}`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
  return path || '/';
}

/**
 * The API reference (issue 35): served by the server (features/api-docs), not a route of this
 * app, so a link to it is a plain `<a>` that leaves the app.
 */
export const API_DOCS_PATH = '/api/docs';
