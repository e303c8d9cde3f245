import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, type CreatedUser, createUser, enableTwoFactor, totpCode } from '../../test/factories.js';
import { sealingKey, sealSecret } from './totp.js';

/**
 * Two-factor sign-in (issue 29) on both databases, with the test's clock for the 30-second steps:
 * enrolling, the login's second step and its limits, replayed codes, recovery codes, turning it off.
 */
let t: TestApp;
let a: ReturnType<typeof api>;
let member: CreatedUser;

beforeEach(async () => {
  t = await createTestApp({ startMailWorker: false });
  a = api(t.app);
  member = await createUser(t.app, { username: 'Guarded' });
});
afterEach(async () => {
  await t.close();
});

const password = (ip = '10.50.0.1') =>
  a.post('/token', { username: member.username, password: member.password }, undefined, ip);
const second = (challenge: string, code: string, ip = '10.50.0.1') =>
  a.post('/token', { challenge, code }, undefined, ip);
const outbox = () => t.ctx.db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
/** The next 30-second step's code: the one before it was used. */
const nextCode = (secret: string) => {
  t.clock.advance(30_000);
  return totpCode(secret, t.clock.now());
};

describe('enrolling', () => {
  it('shows the secret once, turns on with a right code only, and gives ten recovery codes', async () => {
    expect((await a.get('/twoFactor', {}, member.token)).body.two_factor).toEqual({
      enabled: false,
      recovery_codes_left: 0,
    });
    expect((await a.post('/twoFactorEnable', { code: '123456' }, member.token)).body.code).toBe(
      'TWO_FACTOR_NOT_ENABLED',
    );
    const setup = await a.post('/twoFactorSetup', {}, member.token);
    expect(setup.status).toBe(200);
    const { secret, otpauth_uri, qr_svg } = setup.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(`otpauth://totp/Qurio:Guarded?secret=${secret}&issuer=Qurio`);
    expect(qr_svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Not stored as it is.
    const row = await t.ctx.db.kysely.selectFrom('two_factor').selectAll().executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    expect(row.enabled_at).toBeNull();

    const wrong = await a.post('/twoFactorEnable', { code: totpCode(secret, new Date('2020-01-01')) }, member.token);
    expect([wrong.status, wrong.body.code]).toEqual([400, 'TWO_FACTOR_CODE_WRONG']);
    expect((await a.postUnchecked('/twoFactorEnable', { code: '12ab56' }, member.token)).body.code).toBe(
      'TWO_FACTOR_CODE_WRONG',
    );
    expect((await a.postUnchecked('/twoFactorEnable', {}, member.token)).body.code).toBe('TWO_FACTOR_CODE_REQUIRED');
    expect((await a.get('/twoFactor', {}, member.token)).body.two_factor.enabled).toBe(false);

    const enabled = await a.post('/twoFactorEnable', { code: totpCode(secret, t.clock.now()) }, member.token);
    expect(enabled.status).toBe(200);
    expect(enabled.body.recovery_codes).toHaveLength(10);
    expect(new Set(enabled.body.recovery_codes).size).toBe(10);
    for (const code of enabled.body.recovery_codes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect((await a.get('/twoFactor', {}, member.token)).body.two_factor).toEqual({
      enabled: true,
      recovery_codes_left: 10,
    });
    // The secret is never given again, and the session that turned it on has passed it.
    expect((await a.post('/twoFactorSetup', {}, member.token)).body.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
    const session = await t.ctx.db.kysely.selectFrom('sessions').select('second_factor_at').executeTakeFirstOrThrow();
    expect(session.second_factor_at).toBe(t.clock.now().toISOString());

    // The member is told, in their language, with neither the secret nor a recovery code.
    const [mail] = await outbox();
    expect(mail?.to_address).toBe(member.email);
    expect(mail?.subject).toBe('Two-factor authentication is on for your Qurio account');
    for (const secretText of [secret, ...enabled.body.recovery_codes]) {
      expect(`${mail?.text_body}${mail?.html_body}`).not.toContain(secretText);
    }
  });

  it('a new set-up replaces a pending one: only the newest secret turns it on', async () => {
    const first = (await a.post('/twoFactorSetup', {}, member.token)).body.secret;
    const newest = (await a.post('/twoFactorSetup', {}, member.token)).body.secret;
    expect(newest).not.toBe(first);
    expect((await a.post('/twoFactorEnable', { code: totpCode(first, t.clock.now()) }, member.token)).status).toBe(400);
    expect((await a.post('/twoFactorEnable', { code: totpCode(newest, t.clock.now()) }, member.token)).status).toBe(
      200,
    );
  });
});

describe('signing in', () => {
  it('asks for the second factor after the password, then a right code signs in with it passed', async () => {
    const guarded = await enableTwoFactor(t, member);
    const first = await password();
    expect([first.status, first.body.code]).toEqual([401, 'TWO_FACTOR_REQUIRED']);
    expect(first.body.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.data).toBeUndefined();

    const signedIn = await second(first.body.challenge, nextCode(guarded.secret));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.username).toBe('Guarded');
    const session = await t.ctx.db.kysely
      .selectFrom('sessions')
      .select('second_factor_at')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.second_factor_at).toBe(t.clock.now().toISOString());
    expect((await a.get('/myProfile', {}, signedIn.body.data.access_token)).status).toBe(200);

    // The challenge counts once.
    const again = await second(first.body.challenge, nextCode(guarded.secret));
    expect([again.status, again.body.code]).toEqual([401, 'TWO_FACTOR_CHALLENGE_INVALID']);
    // Input that fits neither shape is told what it lacks.
    expect((await a.postUnchecked('/token', {})).body.code).toBe('USERNAME_REQUIRED');
    expect((await a.postUnchecked('/token', { challenge: 'x' })).body.code).toBe('TWO_FACTOR_CODE_REQUIRED');
  });

  it('a wrong password still says only that, and a challenge lasts five minutes', async () => {
    const guarded = await enableTwoFactor(t, member);
    const wrong = await a.post(
      '/token',
      { username: member.username, password: 'not it at all' },
      undefined,
      '10.50.0.2',
    );
    expect([wrong.status, wrong.body.code, wrong.body.challenge]).toEqual([401, 'WRONG_CREDENTIALS', undefined]);
    const { challenge } = (await password()).body;
    t.clock.advance(5 * 60_000);
    const late = await second(challenge, totpCode(guarded.secret, t.clock.now()));
    expect(late.body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
  });

  it('refuses a code used before in its window, and takes the next one', async () => {
    const guarded = await enableTwoFactor(t, member);
    const code = nextCode(guarded.secret);
    expect((await second((await password()).body.challenge, code)).status).toBe(200);
    // The same code again, seconds later (an onlooker, a phished page relaying it).
    t.clock.advance(5_000);
    const replay = await second((await password()).body.challenge, code);
    expect([replay.status, replay.body.code]).toEqual([400, 'TWO_FACTOR_CODE_WRONG']);
    // Nor a code of an earlier step still inside the tolerance.
    const earlier = totpCode(guarded.secret, new Date(t.clock.now().getTime() - 30_000));
    expect((await second((await password()).body.challenge, earlier)).body.code).toBe('TWO_FACTOR_CODE_WRONG');
    expect((await second((await password()).body.challenge, nextCode(guarded.secret))).status).toBe(200);
  });

  it('counts wrong codes as wrong passwords: ten per address, and the password again resets nothing', async () => {
    const guarded = await enableTwoFactor(t, member);
    for (let i = 0; i < 10; i += 1) {
      // The password typed again between codes, as an attacker who has it would.
      const { challenge } = (await password()).body;
      const wrong = await second(challenge, String(100000 + i));
      expect(wrong.body.code).toBe('TWO_FACTOR_CODE_WRONG');
    }
    const limited = await password();
    expect([limited.status, limited.body.code]).toEqual([429, 'TOO_MANY_LOGIN_ATTEMPTS']);
    // The owner elsewhere is not locked out.
    const owner = await password('10.60.0.1');
    expect((await second(owner.body.challenge, nextCode(guarded.secret), '10.60.0.1')).status).toBe(200);
  });

  it('takes each recovery code once, also when two logins race with the same one', async () => {
    const guarded = await enableTwoFactor(t, member);
    const [code, other] = guarded.recoveryCodes as [string, string];
    const [x, y] = [(await password()).body.challenge, (await password('10.50.0.9')).body.challenge];
    const raced = await Promise.all([second(x, code), second(y, code, '10.50.0.9')]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(raced.find((r) => r.status === 400)?.body.code).toBe('TWO_FACTOR_CODE_WRONG');
    // Typed loosely: capitals, spaces, no dash.
    const loose = ` ${other.replace('-', ' ').toUpperCase()} `;
    expect((await second((await password()).body.challenge, loose)).status).toBe(200);
    expect((await second((await password()).body.challenge, other)).body.code).toBe('TWO_FACTOR_CODE_WRONG');
    expect((await a.get('/twoFactor', {}, member.token)).body.two_factor.recovery_codes_left).toBe(8);
  });

  it('a secret sealed under another server secret (ASKER_SECRET replaced) refuses codes, never a 500; recovery codes still work', async () => {
    const guarded = await enableTwoFactor(t, member);
    const foreign = sealSecret(sealingKey(randomBytes(32)), guarded.secret);
    await t.ctx.db.kysely.updateTable('two_factor').set({ secret: foreign }).where('user_id', '=', member.id).execute();
    const refused = await second((await password()).body.challenge, nextCode(guarded.secret));
    expect([refused.status, refused.body.code]).toEqual([400, 'TWO_FACTOR_CODE_WRONG']);
    const rescued = await second((await password()).body.challenge, guarded.recoveryCodes[0] as string);
    expect(rescued.status).toBe(200);
  });
});

describe('turning it off and new recovery codes', () => {
  it('needs the password and a code; then the password alone signs in', async () => {
    const guarded = await enableTwoFactor(t, member);
    const off = (body: { password: string; code: string }) => a.post('/twoFactorDisable', body, member.token);
    expect((await off({ password: 'wrong password', code: nextCode(guarded.secret) })).body.code).toBe(
      'WRONG_PASSWORD',
    );
    expect((await off({ password: member.password, code: '000000' })).body.code).toBe('TWO_FACTOR_CODE_WRONG');
    expect((await a.postUnchecked('/twoFactorDisable', { password: member.password }, member.token)).body.code).toBe(
      'TWO_FACTOR_CODE_REQUIRED',
    );
    expect((await off({ password: member.password, code: nextCode(guarded.secret) })).status).toBe(200);
    expect((await a.get('/twoFactor', {}, member.token)).body.two_factor.enabled).toBe(false);
    expect((await password()).status).toBe(200);
    const sessions = await t.ctx.db.kysely.selectFrom('sessions').select('second_factor_at').execute();
    expect(sessions.every((s) => s.second_factor_at === null)).toBe(true);
    const mails = await outbox();
    expect(mails.map((m) => m.subject)).toEqual([
      'Two-factor authentication is on for your Qurio account',
      'Two-factor authentication is off for your Qurio account',
    ]);
    expect((await off({ password: member.password, code: '123456' })).body.code).toBe('TWO_FACTOR_NOT_ENABLED');
  });

  it('turns off with a recovery code, in the member’s language', async () => {
    const german = await enableTwoFactor(t, await createUser(t.app, { lang: 'de' }));
    const off = await a.post(
      '/twoFactorDisable',
      { password: german.password, code: german.recoveryCodes[0] ?? '' },
      german.token,
    );
    expect(off.status).toBe(200);
    const subjects = (await outbox()).map((m) => m.subject);
    expect(subjects.at(-1)).toBe('Die Zwei-Faktor-Authentifizierung ist für dein Qurio-Konto aus');
  });

  it('gives ten new recovery codes in place of the old ones', async () => {
    const guarded = await enableTwoFactor(t, member);
    const fresh = await a.post(
      '/twoFactorRecoveryCodes',
      { password: member.password, code: guarded.recoveryCodes[0] ?? '' },
      member.token,
    );
    expect(fresh.body.recovery_codes).toHaveLength(10);
    expect((await a.get('/twoFactor', {}, member.token)).body.two_factor.recovery_codes_left).toBe(10);
    const old = await second((await password()).body.challenge, guarded.recoveryCodes[1] ?? '');
    expect(old.body.code).toBe('TWO_FACTOR_CODE_WRONG');
    expect((await second((await password()).body.challenge, fresh.body.recovery_codes[0])).status).toBe(200);
  });

  it('limits wrong codes of a signed-in member to ten in fifteen minutes', async () => {
    const guarded = await enableTwoFactor(t, member);
    for (let i = 0; i < 10; i += 1) {
      const r = await a.post('/twoFactorRecoveryCodes', { password: member.password, code: `9${i}0000` }, member.token);
      expect(r.body.code).toBe('TWO_FACTOR_CODE_WRONG');
    }
    const limited = await a.post(
      '/twoFactorRecoveryCodes',
      { password: member.password, code: nextCode(guarded.secret) },
      member.token,
    );
    expect([limited.status, limited.body.code]).toEqual([429, 'TOO_MANY_LOGIN_ATTEMPTS']);
  });
});
