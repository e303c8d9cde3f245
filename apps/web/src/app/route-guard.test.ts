import { describe, expect, it } from 'vitest';
import { decideRoute, type GuardedRoute } from './route-guard';

const screen = (guard: GuardedRoute['guard'], extra: Partial<GuardedRoute> = {}): GuardedRoute => ({
  guard,
  ...extra,
});

describe('decideRoute', () => {
  it('lets guests open guest-only routes and sends members to /home', () => {
    expect(decideRoute(screen('guest'), {}, false)).toEqual({ type: 'render' });
    expect(decideRoute(screen('guest'), {}, true)).toEqual({ type: 'redirect', to: '/home' });
  });

  it('lets members open member routes and sends guests to /', () => {
    expect(decideRoute(screen('member'), {}, true)).toEqual({ type: 'render' });
    expect(decideRoute(screen('member'), {}, false)).toEqual({ type: 'redirect', to: '/' });
  });

  it('lets everyone open public routes', () => {
    expect(decideRoute(screen('public'), {}, true)).toEqual({ type: 'render' });
    expect(decideRoute(screen('public'), {}, false)).toEqual({ type: 'render' });
  });

  it('sends unknown paths to /home, which then sends a guest to /', () => {
    expect(decideRoute(undefined, {}, true)).toEqual({ type: 'redirect', to: '/home' });
    expect(decideRoute(undefined, {}, false)).toEqual({ type: 'redirect', to: '/home' });
    expect(decideRoute(screen('member'), {}, false)).toEqual({ type: 'redirect', to: '/' });
  });

  it('rejects parameters that do not match their pattern', () => {
    const profile = screen('public', { params: { username: /^[A-Za-z0-9]{3,15}$/ } });
    expect(decideRoute(profile, { username: 'ada99' }, false)).toEqual({ type: 'render' });
    expect(decideRoute(profile, { username: 'ad' }, false)).toEqual({ type: 'redirect', to: '/home' });
    expect(decideRoute(profile, { username: 'a.b.c' }, true)).toEqual({ type: 'redirect', to: '/home' });
    expect(decideRoute(profile, {}, true)).toEqual({ type: 'redirect', to: '/home' });
  });

  it('sends a member who owes the sign-up confirmations to the consent screen, except the static pages', () => {
    const consent = { type: 'redirect', to: '/consent' };
    expect(decideRoute(screen('member'), {}, true, true)).toEqual(consent);
    expect(decideRoute(screen('public'), {}, true, true)).toEqual(consent);
    expect(decideRoute(screen('guest'), {}, true, true)).toEqual(consent);
    expect(decideRoute(undefined, {}, true, true)).toEqual(consent);
    expect(decideRoute(screen('public', { static: true }), {}, true, true)).toEqual({ type: 'render' });
    expect(decideRoute(screen('consent'), {}, true, true)).toEqual({ type: 'render' });
  });

  it('shows the consent screen to no one else', () => {
    expect(decideRoute(screen('consent'), {}, true, false)).toEqual({ type: 'redirect', to: '/home' });
    expect(decideRoute(screen('consent'), {}, false)).toEqual({ type: 'redirect', to: '/' });
  });
});
