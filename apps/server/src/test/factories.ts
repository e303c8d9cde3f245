import { createTestKit, type InjectableApp, injectFetch } from '@qurio/client/testing';
import type { InputOf, PathOf } from '@qurio/contract/routes';
import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import type { TestApp } from './app.js';

let counter = 0;

export interface CreatedUser {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
  /** The device proof the sign-up handed out (features/auth/devices.ts). */
  device: string;
}

/**
 * The kit of every layer (`@qurio/client/testing`) over `app.inject()`: the server's tests make
 * their data through the contract's route table and the API client, as the web and the app do.
 * `ip` and `userAgent` are the requests' address and user agent as the server sees them.
 */
export function testKit(
  app: Pick<FastifyInstance, 'inject'>,
  { ip, userAgent }: { ip?: string; userAgent?: string } = {},
) {
  return createTestKit({
    fetch: injectFetch(app as unknown as InjectableApp, {
      ...(ip ? { remoteAddress: ip } : {}),
      ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
    }),
  });
}

/**
 * Registers a member through the real API (so every rule applies) and returns its token. The
 * member confirms their age and accepts the Terms as the apps' forms do; `consent: false` signs up
 * with the spec's payload, which leaves both owed (lib/consent.ts). Each member signs up from an
 * address of its own, so the sign-up limits of one address never stop a suite.
 */
export async function createUser(
  app: Pick<FastifyInstance, 'inject'>,
  overrides: Partial<{
    username: string;
    email: string;
    password: string;
    lang: 'de' | 'en' | 'es' | 'pt' | 'tr';
    ip: string;
    consent: boolean;
    userAgent: string;
    under18: boolean;
  }> = {},
): Promise<CreatedUser> {
  counter += 1;
  const ip = overrides.ip ?? `127.1.${counter % 250}.${(counter * 7) % 250}`;
  const { ip: _ip, userAgent, ...member } = overrides;
  const created = await testKit(app, { ip, ...(userAgent ? { userAgent } : {}) }).createMember({
    username: `member${process.pid % 1000}x${counter}`,
    password: 'correct horse',
    ...member,
  });
  const { id, username, email, password, token, device } = created;
  return { id, username, email, password, token, device };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Calls the API as a member (token) or a guest (no token) and returns status and body. */
export function api(app: FastifyInstance) {
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    token?: string,
    ip?: string,
  ) => {
    const headers = token ? bearer(token) : {};
    const res =
      method === 'GET'
        ? await app.inject({
            method,
            url: `/api${path}`,
            query: Object.fromEntries(Object.entries(payload ?? {}).map(([k, v]) => [k, String(v)])),
            headers,
            ...(ip ? { remoteAddress: ip } : {}),
          })
        : await app.inject({
            method,
            url: `/api${path}`,
            payload: payload ?? {},
            headers,
            ...(ip ? { remoteAddress: ip } : {}),
          });
    // biome-ignore lint/suspicious/noExplicitAny: tests read any field
    return { status: res.statusCode, body: res.json() as any, raw: res.body, headers: res.headers };
  };
  return {
    get: <P extends PathOf<'GET'>>(path: P, query?: InputOf<'GET', P>, token?: string) =>
      call('GET', path, query as object | undefined, token),
    post: <P extends PathOf<'POST'>>(path: P, body: InputOf<'POST', P>, token?: string, ip?: string) =>
      call('POST', path, body as object, token, ip),
    del: <P extends PathOf<'DELETE'>>(path: P, body: InputOf<'DELETE', P>, token?: string) =>
      call('DELETE', path, body as object, token),
    /** A contract call with a body no client would send (a missing field, a wrong type): for the 400 tests. */
    postUnchecked: (path: PathOf<'POST'>, body: unknown, token?: string, ip?: string) =>
      call('POST', path, body as object, token, ip),
  };
}

/** Sends a question through the API and returns its id as the recipient sees it in the inbox. */
export async function askAndFind(
  app: FastifyInstance,
  to: CreatedUser,
  text: string,
  from?: CreatedUser,
  options: { anonymous?: boolean; ip?: string } = {},
): Promise<number> {
  const { ip, ...ask } = options;
  return (await testKit(app, ip ? { ip } : {}).ask(from ?? null, to, text, ask)).id;
}

/** Asks and answers in one go; returns the question id. */
export async function askAndAnswer(
  app: FastifyInstance,
  to: CreatedUser,
  text: string,
  answerText: string,
  from?: CreatedUser,
  options: { anonymous?: boolean; ip?: string } = {},
): Promise<number> {
  const id = await askAndFind(app, to, text, from, options);
  await testKit(app).answer(to, id, answerText);
  return id;
}

/** The code an authenticator app shows for `secret` at `at` (RFC 6238, as the server checks it). */
export function totpCode(secret: string, at: Date): string {
  return generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

export interface TwoFactorUser extends CreatedUser {
  /** The TOTP secret (base32), to make codes with `totpCode`. */
  secret: string;
  recoveryCodes: string[];
}

/**
 * Turns two-factor sign-in on through the API (set-up, then a first code at the test's clock), so
 * the member's token is a session that passed it. The code's 30-second step is used: a test that
 * needs another code moves the clock 30 s first.
 */
export async function enableTwoFactor(t: Pick<TestApp, 'app' | 'clock'>, user: CreatedUser): Promise<TwoFactorUser> {
  const setup = await t.app.inject({ method: 'POST', url: '/api/twoFactorSetup', headers: bearer(user.token) });
  if (setup.statusCode !== 200) throw new Error(`twoFactorSetup failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enabled = await t.app.inject({
    method: 'POST',
    url: '/api/twoFactorEnable',
    headers: bearer(user.token),
    payload: { code: totpCode(secret, t.clock.now()) },
  });
  if (enabled.statusCode !== 200) throw new Error(`twoFactorEnable failed: ${enabled.statusCode} ${enabled.body}`);
  return { ...user, secret, recoveryCodes: (enabled.json() as { recovery_codes: string[] }).recovery_codes };
}

/**
 * Makes a member a moderator or an admin as the rules want one (issue 29): two-factor sign-in on,
 * then the role (what `npm run admin -- role` sets); the returned token has passed the second factor.
 */
export async function grantRole(
  t: Pick<TestApp, 'app' | 'ctx' | 'clock'>,
  user: CreatedUser,
  role: 'moderator' | 'admin',
): Promise<TwoFactorUser> {
  const withTwoFactor = await enableTwoFactor(t, user);
  await t.ctx.db.kysely.updateTable('users').set({ role }).where('id', '=', user.id).execute();
  return withTwoFactor;
}
