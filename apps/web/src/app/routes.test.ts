import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PATHS, pathTo, type RouteName } from '../lib/paths';
import { decideRoute } from './route-guard';
import { appRoutes, getRoute, type RouteHandle, matchAppRoute as resolve } from './routes';

const ROUTES: RouteHandle[] = (Object.keys(PATHS) as RouteName[]).map(getRoute);

/** The layout a page gets, read from the layout routes above it in the tree (see Frame.tsx). */
function layoutFor(route: RouteHandle, signedIn: boolean): string {
  const ids = (matchRoutes(appRoutes, PATHS[route.name].replace(/:(\w+)\??/g, 'x1')) ?? []).map((m) => m.route.id);
  if (!ids.includes('frame')) return 'none';
  if (signedIn) return 'member';
  const layout = ids.find((id) => id?.endsWith('-layout'));
  return layout?.replace('-layout', '') ?? 'none';
}

function decide(pathname: string, signedIn: boolean) {
  const { route, params } = resolve(pathname);
  return decideRoute(route ? { guard: route.guard, params: route.params } : undefined, params, signedIn);
}

describe('route table', () => {
  it('declares every path of SPEC §2 once, with a unique name', () => {
    const paths = [
      '/',
      '/login',
      '/signup',
      '/reset-password',
      '/reset-password/abc',
      '/about',
      '/terms',
      '/privacy',
      '/help',
      '/advertise',
      '/blog',
      '/blog/hello-world',
      '/home',
      '/explore',
      '/search',
      '/search/%23tag',
      '/questions',
      '/notifications',
      '/settings',
      '/settings/personal',
      '/settings/blocked-users',
      '/settings/notification',
      '/settings/account',
      '/settings/email',
      '/settings/username',
      '/settings/language',
      '/settings/password',
      '/settings/two-factor',
      '/settings/sessions',
      '/settings/email/verify/tok123',
      '/question/42',
      '/ada',
      '/ada/following',
      '/ada/followers',
      '/ada/post/7',
    ];
    for (const path of paths) expect(resolve(path).route, path).toBeDefined();
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
  });

  it('matches fixed paths before the profile pattern', () => {
    expect(resolve('/home').route?.name).toBe('Home');
    expect(resolve('/login').route?.name).toBe('Login');
    expect(resolve('/ada').route?.name).toBe('Profile');
    expect(resolve('/ada/following').route?.name).toBe('UserFollowings');
    expect(resolve('/ada/followers').route?.name).toBe('UserFollowers');
    expect(resolve('/ada/post/7').route?.name).toBe('ProfilePost');
    expect(resolve('/search/%23tag').params.term).toBe('#tag');
  });

  it('sets the flags of SPEC §2', () => {
    expect(getRoute('Home').keepScroll).toBe(true);
    expect(getRoute('Explore').keepScroll).toBe(true);
    expect(getRoute('Prompt').keepScroll).toBe(true);
    expect(getRoute('Profile').keepScroll).toBe(true);
    expect(getRoute('ProfilePost').subPage).toBe(true);
    expect(getRoute('About').static).toBe(true);
    expect(getRoute('Prompt').guard).toBe('public');
    expect(getRoute('Settings').guard).toBe('member');
    expect(getRoute('ResetPassword').guard).toBe('guest');
  });

  it('builds paths from names', () => {
    expect(pathTo('Home')).toBe('/home');
    expect(pathTo('Landing')).toBe('/');
    expect(pathTo('Profile', { username: 'ada' })).toBe('/ada');
    expect(pathTo('ProfilePost', { username: 'ada', question_id: 7 })).toBe('/ada/post/7');
    expect(pathTo('Search')).toBe('/search');
    expect(pathTo('Search', { term: '#tag' })).toBe('/search/%23tag');
    expect(() => pathTo('Profile')).toThrow();
  });

  it('redirects bad profile names and ids like unknown paths', () => {
    expect(decide('/a-b', false)).toEqual({ type: 'redirect', to: '/home' });
    expect(decide('/abcdefghijklmnop', false)).toEqual({ type: 'redirect', to: '/home' });
    expect(decide('/question/abc', true)).toEqual({ type: 'redirect', to: '/home' });
    expect(decide('/no/such/page/here', true)).toEqual({ type: 'redirect', to: '/home' });
  });

  it('renders the screens that exist for the right people', () => {
    expect(decide('/', false)).toEqual({ type: 'render' });
    expect(decide('/login', false)).toEqual({ type: 'render' });
    expect(decide('/signup', false)).toEqual({ type: 'render' });
    expect(decide('/home', true)).toEqual({ type: 'render' });
    expect(decide('/', true)).toEqual({ type: 'redirect', to: '/home' });
    expect(decide('/login', true)).toEqual({ type: 'redirect', to: '/home' });
    // The core loop: profiles and prompts for everyone, the inbox for members only.
    for (const path of ['/ada', '/ada/following', '/ada/followers', '/ada/post/7', '/question/3']) {
      expect(decide(path, false), path).toEqual({ type: 'render' });
      expect(decide(path, true), path).toEqual({ type: 'render' });
    }
    expect(decide('/questions', true)).toEqual({ type: 'render' });
    expect(decide('/questions', false)).toEqual({ type: 'redirect', to: '/' });
    // Static pages and the blog: everyone.
    for (const path of ['/about', '/terms', '/privacy', '/help', '/advertise', '/blog', '/blog/a-post']) {
      expect(decide(path, false), path).toEqual({ type: 'render' });
      expect(decide(path, true), path).toEqual({ type: 'render' });
    }
    // Explore and search: everyone, guests read-only (issue 34).
    for (const path of ['/explore', '/search', '/search/%23tag']) {
      expect(decide(path, true), path).toEqual({ type: 'render' });
      expect(decide(path, false), path).toEqual({ type: 'render' });
    }
    // Notifications: members only.
    expect(decide('/notifications', true)).toEqual({ type: 'render' });
    expect(decide('/notifications', false)).toEqual({ type: 'redirect', to: '/' });
  });

  it('picks layouts: members get the member layout, guests by route, static routes their own frame', () => {
    expect(layoutFor(getRoute('Landing'), false)).toBe('landing');
    expect(layoutFor(getRoute('Login'), false)).toBe('main');
    expect(layoutFor(getRoute('Profile'), false)).toBe('profile');
    expect(layoutFor(getRoute('Profile'), true)).toBe('member');
    expect(layoutFor(getRoute('Explore'), false)).toBe('browse');
    expect(layoutFor(getRoute('Search'), false)).toBe('browse');
    expect(layoutFor(getRoute('Explore'), true)).toBe('member');
    expect(layoutFor(getRoute('Home'), true)).toBe('member');
    expect(layoutFor(getRoute('Blog'), true)).toBe('none');
    expect(layoutFor(getRoute('About'), false)).toBe('none');
  });
});
