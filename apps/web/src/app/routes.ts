import { USERNAME_PATTERN } from '@qurio/contract/limits';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { PATHS, type RouteName } from '../lib/paths';
import type { Guard } from './route-guard';

export type { RouteName };

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
  {
    name: 'Landing',
    path: PATHS.Landing,
    guard: 'guest',
    guestLayout: 'landing',
    shellStringsOnly: true,
    screen: LandingPage,
  },
  { name: 'Login', path: PATHS.Login, guard: 'guest', screen: LoginPage },
  { name: 'Signup', path: PATHS.Signup, guard: 'guest', screen: SignupPage },
  { name: 'ResetPassword', path: PATHS.ResetPassword, guard: 'guest', screen: ResetPasswordPage },
  { name: 'ResetPasswordToken', path: PATHS.ResetPasswordToken, guard: 'guest', screen: ResetPasswordTokenPage },
  // Public static pages and the blog
  { name: 'About', path: PATHS.About, guard: 'public', static: true, screen: StaticPageScreen },
  { name: 'Terms', path: PATHS.Terms, guard: 'public', static: true, screen: StaticPageScreen },
  { name: 'Privacy', path: PATHS.Privacy, guard: 'public', static: true, screen: StaticPageScreen },
  { name: 'Help', path: PATHS.Help, guard: 'public', static: true, screen: StaticPageScreen },
  { name: 'Advertise', path: PATHS.Advertise, guard: 'public', static: true, screen: StaticPageScreen },
  { name: 'Blog', path: PATHS.Blog, guard: 'public', static: true, screen: BlogListScreen },
  { name: 'BlogPost', path: PATHS.BlogPost, guard: 'public', static: true, screen: BlogPostScreen },
  // Members only
  { name: 'Home', path: PATHS.Home, guard: 'member', keepScroll: true, screen: HomePage },
  { name: 'Explore', path: PATHS.Explore, guard: 'member', keepScroll: true, screen: ExplorePage },
  { name: 'Search', path: PATHS.Search, guard: 'member', screen: SearchPage },
  { name: 'Questions', path: PATHS.Questions, guard: 'member', screen: InboxPage },
  { name: 'Notifications', path: PATHS.Notifications, guard: 'member', screen: NotificationsPage },
  { name: 'Settings', path: PATHS.Settings, guard: 'member', screen: SettingsScreen },
  { name: 'SettingsPersonal', path: PATHS.SettingsPersonal, guard: 'member', screen: SettingsScreen },
  { name: 'SettingsBlockedUsers', path: PATHS.SettingsBlockedUsers, guard: 'member', screen: SettingsScreen },
  { name: 'SettingsNotification', path: PATHS.SettingsNotification, guard: 'member', screen: SettingsScreen },
  { name: 'SettingsAccount', path: PATHS.SettingsAccount, guard: 'member', screen: SettingsScreen },
  { name: 'SettingsEmail', path: PATHS.SettingsEmail, guard: 'member', screen: SettingsScreen },
  { name: 'SettingsEmailVerify', path: PATHS.SettingsEmailVerify, guard: 'member', screen: SettingsScreen },
  { name: 'SettingsUsername', path: PATHS.SettingsUsername, guard: 'member', screen: SettingsScreen },
  { name: 'SettingsLanguage', path: PATHS.SettingsLanguage, guard: 'member', screen: SettingsScreen },
  { name: 'SettingsPassword', path: PATHS.SettingsPassword, guard: 'member', screen: SettingsScreen },
  // A single question has no guard of its own (SPEC §2). Without a username in the path it shows
  // a question for everyone (a prompt) and its answers; see PromptPage.
  {
    name: 'Question',
    path: PATHS.Question,
    guard: 'public',
    keepScroll: true,
    params: { question_id: NUMERIC_ID },
    screen: PromptScreen,
  },
  // Profiles: static segments above outrank `:username`, and the pattern rejects anything else.
  {
    name: 'Profile',
    path: PATHS.Profile,
    guard: 'public',
    keepScroll: true,
    guestLayout: 'profile',
    params: profileParams,
    screen: ProfileScreen,
  },
  {
    name: 'UserFollowings',
    path: PATHS.UserFollowings,
    guard: 'public',
    guestLayout: 'profile',
    params: profileParams,
    screen: ProfileScreen,
  },
  {
    name: 'UserFollowers',
    path: PATHS.UserFollowers,
    guard: 'public',
    guestLayout: 'profile',
    params: profileParams,
    screen: ProfileScreen,
  },
  {
    name: 'ProfilePost',
    path: PATHS.ProfilePost,
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
