import { USERNAME_PATTERN } from '@qurio/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Guard } from './route-guard';

/** Every route of SPEC §2 by name; screens of later issues are declared with `screen: null`. */
export type RouteName =
  | 'Landing'
  | 'Login'
  | 'Signup'
  | 'ResetPassword'
  | 'ResetPasswordToken'
  | 'About'
  | 'Terms'
  | 'Privacy'
  | 'Help'
  | 'Advertise'
  | 'Blog'
  | 'BlogPost'
  | 'Home'
  | 'Explore'
  | 'Search'
  | 'Questions'
  | 'Notifications'
  | 'Settings'
  | 'SettingsPersonal'
  | 'SettingsBlockedUsers'
  | 'SettingsNotification'
  | 'SettingsAccount'
  | 'SettingsEmail'
  | 'SettingsEmailVerify'
  | 'SettingsUsername'
  | 'SettingsLanguage'
  | 'SettingsPassword'
  | 'Question'
  | 'Profile'
  | 'UserFollowings'
  | 'UserFollowers'
  | 'ProfilePost';

/** The layout a guest sees; members always get the member layout, `static` routes none. */
export type GuestLayout = 'landing' | 'main' | 'profile';

export interface AppRoute {
  name: RouteName;
  /** React Router pattern. */
  path: string;
  guard: Guard;
  /** Store the scroll position on leave and restore it on return. */
  keepScroll?: boolean;
  /** Skips the app layouts: the screen brings its own (static pages, blog). */
  static?: boolean;
  /** A page inside a profile: back header, no cover image. */
  subPage?: boolean;
  guestLayout?: GuestLayout;
  params?: Readonly<Record<string, RegExp>>;
  screen: LazyExoticComponent<ComponentType> | null;
}

const NUMERIC_ID = /^[1-9][0-9]*$/;
const profileParams = { username: USERNAME_PATTERN } as const;

const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const SignupPage = lazy(() => import('../features/auth/SignupPage'));
const HomePage = lazy(() => import('../features/home/HomePage'));

export const ROUTES: readonly AppRoute[] = [
  // Guest-only
  { name: 'Landing', path: '/', guard: 'guest', guestLayout: 'landing', screen: LandingPage },
  { name: 'Login', path: '/login', guard: 'guest', screen: LoginPage },
  { name: 'Signup', path: '/signup', guard: 'guest', screen: SignupPage },
  { name: 'ResetPassword', path: '/reset-password', guard: 'guest', screen: null },
  { name: 'ResetPasswordToken', path: '/reset-password/:token', guard: 'guest', screen: null },
  // Public static pages and the blog
  { name: 'About', path: '/about', guard: 'public', static: true, screen: null },
  { name: 'Terms', path: '/terms', guard: 'public', static: true, screen: null },
  { name: 'Privacy', path: '/privacy', guard: 'public', static: true, screen: null },
  { name: 'Help', path: '/help', guard: 'public', static: true, screen: null },
  { name: 'Advertise', path: '/advertise', guard: 'public', static: true, screen: null },
  { name: 'Blog', path: '/blog', guard: 'public', static: true, screen: null },
  { name: 'BlogPost', path: '/blog/:slug', guard: 'public', static: true, screen: null },
  // Members only
  { name: 'Home', path: '/home', guard: 'member', keepScroll: true, screen: HomePage },
  { name: 'Explore', path: '/explore', guard: 'member', keepScroll: true, screen: null },
  { name: 'Search', path: '/search/:term?', guard: 'member', screen: null },
  { name: 'Questions', path: '/questions', guard: 'member', screen: null },
  { name: 'Notifications', path: '/notifications', guard: 'member', screen: null },
  { name: 'Settings', path: '/settings', guard: 'member', screen: null },
  { name: 'SettingsPersonal', path: '/settings/personal', guard: 'member', screen: null },
  { name: 'SettingsBlockedUsers', path: '/settings/blocked-users', guard: 'member', screen: null },
  { name: 'SettingsNotification', path: '/settings/notification', guard: 'member', screen: null },
  { name: 'SettingsAccount', path: '/settings/account', guard: 'member', screen: null },
  { name: 'SettingsEmail', path: '/settings/email', guard: 'member', screen: null },
  { name: 'SettingsEmailVerify', path: '/settings/email/verify/:token', guard: 'member', screen: null },
  { name: 'SettingsUsername', path: '/settings/username', guard: 'member', screen: null },
  { name: 'SettingsLanguage', path: '/settings/language', guard: 'member', screen: null },
  { name: 'SettingsPassword', path: '/settings/password', guard: 'member', screen: null },
  // A single question has no guard of its own (SPEC §2).
  {
    name: 'Question',
    path: '/question/:question_id',
    guard: 'public',
    keepScroll: true,
    params: { question_id: NUMERIC_ID },
    screen: null,
  },
  // Profiles: static segments above outrank `:username`, and the pattern rejects anything else.
  {
    name: 'Profile',
    path: '/:username',
    guard: 'public',
    keepScroll: true,
    guestLayout: 'profile',
    params: profileParams,
    screen: null,
  },
  {
    name: 'UserFollowings',
    path: '/:username/following',
    guard: 'public',
    guestLayout: 'profile',
    params: profileParams,
    screen: null,
  },
  {
    name: 'UserFollowers',
    path: '/:username/followers',
    guard: 'public',
    guestLayout: 'profile',
    params: profileParams,
    screen: null,
  },
  {
    name: 'ProfilePost',
    path: '/:username/post/:question_id',
    guard: 'public',
    subPage: true,
    guestLayout: 'profile',
    params: { ...profileParams, question_id: NUMERIC_ID },
    screen: null,
  },
];

const byName = new Map(ROUTES.map((route) => [route.name, route]));

export function getRoute(name: RouteName): AppRoute {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

/** Builds a URL for a named route: `pathTo('Profile', { username: 'ada' })` gives `/ada`. */
export function pathTo(name: RouteName, params: Readonly<Record<string, string | number>> = {}): string {
  const path = getRoute(name)
    .path.split('/')
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
