import { USERNAME_PATTERN } from '@qurio/contract/shell-limits';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, matchRoutes, type RouteObject } from 'react-router';
import { ensureStrings, hasStrings, type StringsPart } from '../i18n';
import { STRINGS_PARTS } from '../i18n/strings-parts';
import { PATHS, type RouteName } from '../lib/paths';
import { getSession } from '../lib/session-store';
import { FRAME_ID, Frame, frameLoader, GuestBrowseFrame, GuestProfileFrame, LandingFrame, MainFrame } from './Frame';
import { whenOnline } from './offline';
import { InitialLoader, Root, RouteError } from './Root';
import { checkGuard, type GuardedRoute } from './route-guard';

export type { RouteName };

/** What a route declares besides its path (`lib/paths.ts`); kept as the route's `handle`. */
export interface RouteHandle extends GuardedRoute {
  name: RouteName;
  /** SPEC §2: the scroll position is kept by path and restored on return (Root's ScrollRestoration). */
  keepScroll?: boolean;
  /** Skips the app layouts: the screen brings its own (static pages, blog). */
  static?: boolean;
  /** A page inside a profile: back header, no cover image. */
  subPage?: boolean;
  /**
   * A guided page (the welcome) that shows the follow suggestions and the profile link itself:
   * the member layout's right sidebar leaves its own copies out.
   */
  guided?: boolean;
  /**
   * The locale parts a guest's page renders with (i18n/part-keys.ts); a route without them, and
   * every page of a member (the member layout shows them all), waits for every string.
   */
  strings?: readonly StringsPart[];
}

const NUMERIC_ID = /^[1-9][0-9]*$/;
/** A shared profile is often a visitor's first page: it waits only for what it shows. */
const PROFILE_STRINGS: readonly StringsPart[] = ['shell', 'profile'];
const profileParams = { username: USERNAME_PATTERN } as const;

/** Every route of SPEC §2 with its guard and flags; a route name missing here is a type error. */
const HANDLES: { readonly [N in RouteName]: Omit<RouteHandle, 'name'> } = {
  // Guest-only
  Landing: { guard: 'guest', strings: ['shell', 'landing'] },
  Login: { guard: 'guest' },
  Signup: { guard: 'guest' },
  ResetPassword: { guard: 'guest' },
  ResetPasswordToken: { guard: 'guest' },
  // Public static pages and the blog
  About: { guard: 'public', static: true },
  Terms: { guard: 'public', static: true },
  Privacy: { guard: 'public', static: true },
  Help: { guard: 'public', static: true },
  Support: { guard: 'public', static: true },
  Advertise: { guard: 'public', static: true },
  Blog: { guard: 'public', static: true },
  BlogPost: { guard: 'public', static: true },
  // Members only
  Home: { guard: 'member', keepScroll: true },
  // The first-run welcome after sign-up (issue 17); only sign-up leads here, nothing sends a member back.
  Welcome: { guard: 'member', guided: true },
  // The sign-up confirmations a member still owes (issue 29): before any other page.
  Consent: { guard: 'consent' },
  // Guests look around too, read-only (issue 34): liking, following and asking ask them to sign in.
  Explore: { guard: 'public', keepScroll: true },
  Search: { guard: 'public' },
  Questions: { guard: 'member' },
  QuestionsHeld: { guard: 'member' },
  Notifications: { guard: 'member' },
  Settings: { guard: 'member' },
  SettingsPersonal: { guard: 'member' },
  SettingsBlockedUsers: { guard: 'member' },
  SettingsMutedWords: { guard: 'member' },
  SettingsNotification: { guard: 'member' },
  SettingsAccount: { guard: 'member' },
  SettingsEmail: { guard: 'member' },
  SettingsEmailVerify: { guard: 'member' },
  SettingsUsername: { guard: 'member' },
  SettingsLanguage: { guard: 'member' },
  SettingsPassword: { guard: 'member' },
  SettingsSessions: { guard: 'member' },
  SettingsAccessTokens: { guard: 'member' },
  SettingsSentQuestions: { guard: 'member' },
  SettingsImport: { guard: 'member' },
  SettingsTwoFactor: { guard: 'member' },
  // Moderators and admins; the screen itself shows everyone else the not-found page (issue 16).
  Moderation: { guard: 'member' },
  // The link at the foot of a notification mail: works signed in or not (issue 17).
  Unsubscribe: { guard: 'public' },
  // A single question has no guard of its own (SPEC §2). Without a username in the path it shows
  // a question for everyone (a prompt) and its answers; see PromptPage.
  Prompt: { guard: 'public', keepScroll: true, params: { question_id: NUMERIC_ID } },
  // Profiles: static segments outrank `:username`, and the pattern rejects anything else.
  Profile: { guard: 'public', keepScroll: true, params: profileParams, strings: PROFILE_STRINGS },
  UserFollowings: { guard: 'public', params: profileParams, strings: PROFILE_STRINGS },
  UserFollowers: { guard: 'public', params: profileParams, strings: PROFILE_STRINGS },
  ProfilePost: {
    guard: 'public',
    subPage: true,
    params: { ...profileParams, question_id: NUMERIC_ID },
    strings: PROFILE_STRINGS,
  },
};

export function getRoute(name: RouteName): RouteHandle {
  return { name, ...HANDLES[name] };
}

type Screen = () => Promise<{ default: ComponentType }>;
type RouteData = typeof import('./route-data');
type DataLoader = (data: RouteData, args: LoaderFunctionArgs) => Promise<Response | null>;
/**
 * A loader of its own, for a page that does without the query cache (the landing page: its
 * answers come as the route's data, and its budget has no room for the query library).
 */
type OwnLoader = (args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * A page route: its screen is a chunk of its own (`lazy`), and its loader checks the guard, then
 * waits for the rest of the strings and the screen's first data (`route-data.ts`), which download
 * together with the screen's code. Offline, both wait for the connection (see `whenOnline`).
 */
function page(name: RouteName, screen: Screen, data?: DataLoader | { own: OwnLoader }): RouteObject {
  const handle = getRoute(name);
  return {
    id: name,
    path: PATHS[name],
    handle,
    lazy: async () => ({ Component: (await whenOnline(screen)).default }),
    loader: async (args) => {
      checkGuard(handle, args.params);
      const parts = stringsOf(handle, getSession() !== null);
      const strings = hasStrings(parts) ? undefined : whenOnline(() => ensureStrings(parts));
      const loaded =
        typeof data === 'function'
          ? whenOnline(() => import('./route-data')).then((module) => data(module, args))
          : data?.own(args);
      const [, result] = await Promise.all([strings, loaded]);
      return result ?? null;
    },
  };
}

const LandingPage: Screen = () => import('../features/landing/LandingPage');
// A few real answers from Explore (issue 34), server-rendered with the page.
const landingAnswers: OwnLoader = () =>
  whenOnline(() => import('../features/landing/landing-answers')).then((module) => module.loadLandingAnswers());
const LoginPage: Screen = () => import('../features/auth/LoginPage');
const SignupPage: Screen = () => import('../features/auth/SignupPage');
const ResetPasswordPage: Screen = () => import('../features/password-reset/ResetPasswordPage');
const ResetPasswordTokenPage: Screen = () => import('../features/password-reset/ResetPasswordTokenPage');
const UnsubscribePage: Screen = () => import('../features/settings/UnsubscribePage');
const HomePage: Screen = () => import('../features/home/HomePage');
const WelcomePage: Screen = () => import('../features/welcome/WelcomePage');
const ConsentPage: Screen = () => import('../features/auth/ConsentPage');
const ExplorePage: Screen = () => import('../features/feeds/ExplorePage');
const SearchPage: Screen = () => import('../features/search/SearchPage');
const NotificationsPage: Screen = () => import('../features/notifications/NotificationsPage');
const InboxPage: Screen = () => import('../features/questions/InboxPage');
const HeldQuestionsPage: Screen = () => import('../features/questions/HeldQuestionsPage');
const PromptScreen: Screen = () => import('../features/questions/PromptPage');
// One screen for the profile and its children, so the header stays mounted across the tabs.
const ProfileScreen: Screen = () => import('../features/users/ProfileScreen');
// One screen for /settings and all its sub-pages, so the side menu stays mounted between them.
const SettingsScreen: Screen = () => import('../features/settings/SettingsScreen');
const ModerationPage: Screen = () => import('../features/moderation/ModerationPage');
// One screen for the five static pages, so their frame stays mounted between them.
const StaticPageScreen: Screen = () => import('../features/static-pages/StaticPageScreen');
const BlogListScreen: Screen = () => import('../features/blog/BlogListScreen');
const BlogPostScreen: Screen = () => import('../features/blog/BlogPostScreen');

const profilePage = (name: RouteName) =>
  page(name, ProfileScreen, (data, { params }) => data.profileData(name, params));

const SETTINGS_PAGES = [
  'Settings',
  'SettingsPersonal',
  'SettingsBlockedUsers',
  'SettingsMutedWords',
  'SettingsNotification',
  'SettingsAccount',
  'SettingsEmail',
  'SettingsEmailVerify',
  'SettingsUsername',
  'SettingsLanguage',
  'SettingsPassword',
  'SettingsSessions',
  'SettingsAccessTokens',
  'SettingsSentQuestions',
  'SettingsImport',
  'SettingsTwoFactor',
] as const satisfies readonly RouteName[];

/**
 * The route tree of the data router (`createBrowserRouter` in main.tsx, `createMemoryRouter` in
 * tests). Static pages bring their own frame; every other page sits in the frame route, which
 * holds the member layout for members and, one level down, the guest layout of its group.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    ErrorBoundary: RouteError,
    HydrateFallback: InitialLoader,
    children: [
      page('About', StaticPageScreen),
      page('Terms', StaticPageScreen),
      page('Privacy', StaticPageScreen),
      page('Help', StaticPageScreen),
      page('Support', StaticPageScreen),
      page('Advertise', StaticPageScreen),
      page('Blog', BlogListScreen),
      page('BlogPost', BlogPostScreen),
      // Outside the frame: the member layout's calls are refused until the member has confirmed.
      page('Consent', ConsentPage),
      {
        id: FRAME_ID,
        Component: Frame,
        loader: frameLoader,
        // The layout depends on the session, not on the URL: decided again for every navigation.
        shouldRevalidate: () => true,
        children: [
          {
            id: 'landing-layout',
            Component: LandingFrame,
            children: [page('Landing', LandingPage, { own: landingAnswers })],
          },
          {
            id: 'main-layout',
            Component: MainFrame,
            children: [
              page('Login', LoginPage),
              page('Signup', SignupPage),
              page('ResetPassword', ResetPasswordPage),
              page('ResetPasswordToken', ResetPasswordTokenPage),
              page('Prompt', PromptScreen),
              page('Unsubscribe', UnsubscribePage),
            ],
          },
          {
            id: 'member-pages',
            children: [
              page('Home', HomePage, (data) => data.homeData()),
              page('Welcome', WelcomePage),
              page('Questions', InboxPage),
              page('QuestionsHeld', HeldQuestionsPage),
              page('Notifications', NotificationsPage),
              ...SETTINGS_PAGES.map((name) => page(name, SettingsScreen)),
              page('Moderation', ModerationPage),
            ],
          },
          {
            // Explore and search, which guests read too (issue 34): the guest's three columns.
            id: 'browse-layout',
            Component: GuestBrowseFrame,
            children: [page('Explore', ExplorePage, (data) => data.exploreData()), page('Search', SearchPage)],
          },
          {
            id: 'profile-layout',
            Component: GuestProfileFrame,
            children: [
              profilePage('Profile'),
              profilePage('UserFollowings'),
              profilePage('UserFollowers'),
              profilePage('ProfilePost'),
            ],
          },
        ],
      },
      // SPEC §2: any path not listed redirects to /home.
      {
        id: 'unknown',
        path: '*',
        loader: () => {
          checkGuard(undefined, {});
          return null;
        },
      },
    ],
  },
];

export interface RouteMatch {
  route: RouteHandle | undefined;
  params: Record<string, string | undefined>;
}

/** Which page of the tree a URL belongs to, with its parameters (no guard applied). */
export function matchAppRoute(pathname: string): RouteMatch {
  const leaf = matchRoutes(appRoutes, pathname)?.at(-1);
  return { route: leaf?.route.handle as RouteHandle | undefined, params: leaf?.params ?? {} };
}

/** The locale parts a page waits for: a member's pages and undeclared routes all of them. */
function stringsOf(handle: RouteHandle | undefined, signedIn: boolean): readonly StringsPart[] {
  return signedIn || !handle?.strings ? STRINGS_PARTS : handle.strings;
}

/**
 * The locale parts the first page waits for, so main.tsx can download them together with the
 * first part: a guest's landing page only the shell, a shared profile the shell and the profile's
 * part, everything else (and a member anywhere: on / they go to /home) all of them.
 */
export function firstPageStrings(pathname: string, signedIn: boolean): readonly StringsPart[] {
  return stringsOf(matchAppRoute(pathname).route, signedIn);
}
