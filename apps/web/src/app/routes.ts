import { USERNAME_PATTERN } from '@qurio/contract/limits';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Guard } from './route-guard';

/** Every route of SPEC §2 by name. */
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
  /** Renders with the first screen's strings (i18n/shell-keys.ts); every other route waits for all. */
  shellStringsOnly?: boolean;
  params?: Readonly<Record<string, RegExp>>;
  screen: LazyExoticComponent<ComponentType>;
}

const NUMERIC_ID = /^[1-9][0-9]*$/;
const profileParams = { username: USERNAME_PATTERN } as const;

const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const SignupPage = lazy(() => import('../features/auth/SignupPage'));
const HomePage = lazy(() => import('../features/home/HomePage'));
const ExplorePage = lazy(() => import('../features/feeds/ExplorePage'));
const SearchPage = lazy(() => import('../features/search/SearchPage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const InboxPage = lazy(() => import('../features/questions/InboxPage'));
const PromptScreen = lazy(() => import('../features/questions/PromptPage'));
// One screen for the profile and its children, so the header stays mounted across the tabs.
const ProfileScreen = lazy(() => import('../features/users/ProfileScreen'));

// One screen for /settings and all its sub-pages, so the side menu stays mounted between them.
const SettingsScreen = lazy(() => import('../features/settings/SettingsScreen'));
const ResetPasswordPage = lazy(() => import('../features/password-reset/ResetPasswordPage'));
const ResetPasswordTokenPage = lazy(() => import('../features/password-reset/ResetPasswordTokenPage'));
// One screen for the five static pages, so their frame stays mounted between them.
const StaticPageScreen = lazy(() => import('../features/static-pages/StaticPageScreen'));
const BlogListScreen = lazy(() => import('../features/blog/BlogListScreen'));
const BlogPostScreen = lazy(() => import('../features/blog/BlogPostScreen'));

export const ROUTES: readonly AppRoute[] = [
  // Guest-only
  { name: 'Landing', path: '/', guard: 'guest', guestLayout: 'landing', shellStringsOnly: true, screen: LandingPage },
  { name: 'Login', path: '/login', guard: 'guest', screen: LoginPage },
  { name: 'Signup', path: '/signup', guard: 'guest', screen: SignupPage },
  { name: 'ResetPassword', path: '/reset-password', guard: 'guest', screen: ResetPasswordPage },
  { name: 'ResetPasswordToken', path: '/reset-password/:token', guard: 'guest', screen: ResetPasswordTokenPage },
  // Public static pages and the blog
  { name: 'About', path: '/about', guard: 'public', static: true, screen: StaticPageScreen },
  { name: 'Terms', path: '/terms', guard: 'public', static: true, screen: StaticPageScreen },
  { name: 'Privacy', path: '/privacy', guard: 'public', static: true, screen: StaticPageScreen },
  { name: 'Help', path: '/help', guard: 'public', static: true, screen: StaticPageScreen },
  { name: 'Advertise', path: '/advertise', guard: 'public', static: true, screen: StaticPageScreen },
  { name: 'Blog', path: '/blog', guard: 'public', static: true, screen: BlogListScreen },
  { name: 'BlogPost', path: '/blog/:slug', guard: 'public', static: true, screen: BlogPostScreen },
  // Members only
  { name: 'Home', path: '/home', guard: 'member', keepScroll: true, screen: HomePage },
  { name: 'Explore', path: '/explore', guard: 'member', keepScroll: true, screen: ExplorePage },
  { name: 'Search', path: '/search/:term?', guard: 'member', screen: SearchPage },
  { name: 'Questions', path: '/questions', guard: 'member', screen: InboxPage },
  { name: 'Notifications', path: '/notifications', guard: 'member', screen: NotificationsPage },
  { name: 'Settings', path: '/settings', guard: 'member', screen: SettingsScreen },
  { name: 'SettingsPersonal', path: '/settings/personal', guard: 'member', screen: SettingsScreen },
  { name: 'SettingsBlockedUsers', path: '/settings/blocked-users', guard: 'member', screen: SettingsScreen },
  { name: 'SettingsNotification', path: '/settings/notification', guard: 'member', screen: SettingsScreen },
  { name: 'SettingsAccount', path: '/settings/account', guard: 'member', screen: SettingsScreen },
  { name: 'SettingsEmail', path: '/settings/email', guard: 'member', screen: SettingsScreen },
  { name: 'SettingsEmailVerify', path: '/settings/email/verify/:token', guard: 'member', screen: SettingsScreen },
  { name: 'SettingsUsername', path: '/settings/username', guard: 'member', screen: SettingsScreen },
  { name: 'SettingsLanguage', path: '/settings/language', guard: 'member', screen: SettingsScreen },
  { name: 'SettingsPassword', path: '/settings/password', guard: 'member', screen: SettingsScreen },
  // A single question has no guard of its own (SPEC §2). Without a username in the path it shows
  // a question for everyone (a prompt) and its answers; see PromptPage.
  {
    name: 'Question',
    path: '/question/:question_id',
    guard: 'public',
    keepScroll: true,
    params: { question_id: NUMERIC_ID },
    screen: PromptScreen,
  },
  // Profiles: static segments above outrank `:username`, and the pattern rejects anything else.
  {
    name: 'Profile',
    path: '/:username',
    guard: 'public',
    keepScroll: true,
    guestLayout: 'profile',
    params: profileParams,
    screen: ProfileScreen,
  },
  {
    name: 'UserFollowings',
    path: '/:username/following',
    guard: 'public',
    guestLayout: 'profile',
    params: profileParams,
    screen: ProfileScreen,
  },
  {
    name: 'UserFollowers',
    path: '/:username/followers',
    guard: 'public',
    guestLayout: 'profile',
    params: profileParams,
    screen: ProfileScreen,
  },
  {
    name: 'ProfilePost',
    path: '/:username/post/:question_id',
    guard: 'public',
    subPage: true,
    guestLayout: 'profile',
    params: { ...profileParams, question_id: NUMERIC_ID },
    screen: ProfileScreen,
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
