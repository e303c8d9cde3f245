import { resolve } from 'node:path';
import { createTestKit, type InjectableApp, injectFetch } from '@qurio/client/testing';
import type { RouteInput, token } from '@qurio/contract/routes';
import { writes } from '@qurio/queries';
import { afterAll, beforeAll, vi } from 'vitest';
import { callApi, callApiWithForm } from '../api/client';
import { startSession } from '../features/auth/auth-actions';

interface TestAppHandle {
  app: InjectableApp;
  clock: { advance(ms: number): void; now(): Date };
  close(): Promise<void>;
}

interface ServerTestModule {
  createTestApp(options?: { env?: Record<string, string> }): Promise<TestAppHandle>;
}

/**
 * The server suite's own helpers (apps/server/src/test/factories.ts), loaded like the app, for what
 * the kit of every layer (`@qurio/client/testing`) leaves to the server: two-factor and roles.
 */
type CreatedUser = RegisteredUser & { id: number; token: string; device: string };

interface ServerFactories {
  enableTwoFactor(
    t: { app: InjectableApp; clock: { now(): Date } },
    user: CreatedUser,
  ): Promise<CreatedUser & { secret: string; recoveryCodes: string[] }>;
  grantRole(
    t: TestAppHandle,
    user: { id: number; username: string; token: string },
    role: 'moderator' | 'admin',
  ): Promise<{ secret: string }>;
  totpCode(secret: string, at: Date): string;
}

// Loaded by path at run time so `tsc -p apps/web` does not type-check the server with the web settings.
const SERVER_TEST_APP = resolve(import.meta.dirname, '../../../server/src/test/app.ts');
const SERVER_FACTORIES = resolve(import.meta.dirname, '../../../server/src/test/factories.ts');

export interface ServerHandle {
  /** The in-process app: tests use it to create users directly through the real API. */
  readonly app: InjectableApp;
  /**
   * Moves the server's clock. It starts at a fixed instant and stands still, so two answers or
   * notifications made in one test share a date unless the test moves it in between.
   */
  advanceClock(ms: number): void;
  /** The server's clock: what a code of an authenticator app is made for (`totpCode`). */
  now(): Date;
  /**
   * Makes a member a moderator or an admin as the rules want one (issue 29): two-factor sign-in on
   * through the API, the member's token having passed it, then the role. Gives the TOTP secret.
   */
  grantRole(member: { id: number; username: string; token: string }, role: 'moderator' | 'admin'): Promise<string>;
  /** A code typed now: the server's clock moves to the next 30-second step (a code counts once). */
  freshCode(secret: string): string;
}

/**
 * Boots the real server (fresh migrated in-memory SQLite) for the tests of one file and routes
 * `globalThis.fetch` to it. Rate limits are off: each test signs up from the same "address".
 * `env` adds settings of the server's config (e.g. BLOG_DIR).
 */
export function startRealServer(env: Record<string, string> = {}): ServerHandle {
  let handle: TestAppHandle | undefined;
  let factories: ServerFactories | undefined;
  const server = {
    get app(): InjectableApp {
      if (!handle) throw new Error('The server is not started yet');
      return handle.app;
    },
    advanceClock(ms: number): void {
      if (!handle) throw new Error('The server is not started yet');
      handle.clock.advance(ms);
    },
    now(): Date {
      if (!handle) throw new Error('The server is not started yet');
      return handle.clock.now();
    },
    async grantRole(member: { id: number; username: string; token: string }, role: 'moderator' | 'admin') {
      if (!handle || !factories) throw new Error('The server is not started yet');
      return (await factories.grantRole(handle, member, role)).secret;
    },
    freshCode(secret: string): string {
      if (!handle || !factories) throw new Error('The server is not started yet');
      handle.clock.advance(30_000);
      return factories.totpCode(secret, handle.clock.now());
    },
  };
  beforeAll(async () => {
    const module = (await import(/* @vite-ignore */ SERVER_TEST_APP)) as ServerTestModule;
    factories = await serverFactories();
    // Abuse limits off: many sign-ups and guest questions come from the same in-process "address".
    // The test app has no web build behind it (a build's server render would warm up in this process
    // and send its requests through the fetch a test stubs).
    handle = await module.createTestApp({ env: { RATE_LIMITS: 'off', ...env } });
    vi.stubGlobal('fetch', injectFetch(handle.app));
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await handle?.close();
  });
  return server;
}

let counter = 0;

/** A fresh valid username for each call (3 to 15 letters or digits). */
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`.slice(0, 15);
}

export interface RegisteredUser {
  username: string;
  email: string;
  password: string;
}

const serverFactories = () => import(/* @vite-ignore */ SERVER_FACTORIES) as Promise<ServerFactories>;

/** Creates an account through the real `POST /api/register` (the kit of every layer). */
export async function registerThroughApi(app: InjectableApp, prefix = 'user'): Promise<RegisteredUser> {
  const kit = createTestKit({ fetch: injectFetch(app) });
  const { username, email, password } = await kit.createMember({ username: uniqueName(prefix), password: 'secret123' });
  return { username, email, password };
}

/**
 * Signs in through the web's own client with the login form's write (`writes.signIn`) and stores
 * the session as the form does; resolves with the login's answer.
 */
export async function signInThroughApi(input: RouteInput<typeof token>) {
  const response = await writes.signIn.call(
    { api: { call: callApi, callWithForm: callApiWithForm }, me: () => null },
    input,
  );
  await startSession(response.data);
  return response;
}

/**
 * An account with two-factor sign-in on (the server suite's `enableTwoFactor`: set-up and a first
 * code at the server's clock), its key and recovery codes. That code's 30-second step is used: a
 * test that signs in with a code moves the clock 30 s first.
 */
export async function registerWithTwoFactor(
  server: ServerHandle,
  prefix = 'user',
): Promise<RegisteredUser & { secret: string; recoveryCodes: string[] }> {
  const { enableTwoFactor } = await serverFactories();
  const kit = createTestKit({ fetch: injectFetch(server.app) });
  const created = await kit.createMember({ username: uniqueName(prefix), password: 'secret123' });
  const { username, email, password, secret, recoveryCodes } = await enableTwoFactor(
    { app: server.app, clock: { now: () => server.now() } },
    created,
  );
  return { username, email, password, secret, recoveryCodes };
}

/** The code an authenticator app shows for `secret` at the server's time (otplib, as the server checks it). */
export async function totpCode(server: ServerHandle, secret: string): Promise<string> {
  return (await serverFactories()).totpCode(secret, server.now());
}

/**
 * Six digits the server refuses for `secret` now: none of the codes of the current step or the one
 * before or after (the server takes one step of drift), so the refusal is the code's, never luck.
 */
export async function wrongTotpCode(server: ServerHandle, secret: string): Promise<string> {
  const { totpCode: codeAt } = await serverFactories();
  const now = server.now().getTime();
  const right = new Set([-30_000, 0, 30_000].map((drift) => codeAt(secret, new Date(now + drift))));
  let wrong = 0;
  while (right.has(String(wrong).padStart(6, '0'))) wrong += 1;
  return String(wrong).padStart(6, '0');
}
