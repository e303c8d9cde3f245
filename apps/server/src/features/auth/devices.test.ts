import type { Language } from '@qurio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, bearer, type CreatedUser, createUser } from '../../test/factories.js';
import { type ReceivedMail, secretsOf, sentMails } from '../../test/mail.js';
import { MAIL_TEXTS } from '../mail/texts.js';
import { DEVICE_COOKIE } from './devices.js';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/**
 * Device proofs (issue 29, finding 4): past 100 wrong passwords an account gets one check per 5 s,
 * and whoever kept that slot busy kept the owner out. A device that signed in before shows its
 * proof and passes; every other login is slowed as before. And a sign-in from a new device is
 * mailed to the member.
 */
describe('device proofs at login', () => {
  let t: TestApp;
  let alice: CreatedUser;
  let attackerIp = 0;

  beforeEach(async () => {
    t = await createTestApp();
    alice = await createUser(t.app, { username: 'alice', password: 'secret1' });
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (body: Record<string, unknown>, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/token', remoteAddress: ip, payload: body, headers });

  /** Wrong passwords from ever new addresses until the account is slowed (100 in the hour). */
  async function slowDown(): Promise<void> {
    for (let i = 0; i < 100; i++) {
      attackerIp += 1;
      const res = await login(
        { username: 'alice', password: 'wrong!!' },
        `10.66.${attackerIp >> 8}.${attackerIp & 255}`,
      );
      expect(res.statusCode).toBe(401);
    }
  }

  /** The attacker takes this slot's one check with a wrong guess. */
  async function takeSlot(): Promise<void> {
    attackerIp += 1;
    const res = await login({ username: 'alice', password: 'guess!!' }, `10.67.${attackerIp >> 8}.${attackerIp & 255}`);
    expect(res.statusCode).toBe(401);
  }

  it('the owner with a device proof gets in 10 times of 10 while an attacker holds the slot', async () => {
    let inWith = 0;
    let slowed = false;
    for (let round = 0; round < 10; round++) {
      // The owner's login forgives the failures, so the attacker has to slow the account again.
      if (!slowed) await slowDown();
      await takeSlot();
      const res = await login({ username: 'alice', password: 'secret1', device: alice.device }, '10.1.0.1');
      if (res.statusCode === 200) inWith += 1;
      slowed = res.statusCode !== 200;
      t.clock.advance(5_001);
    }
    expect(inWith).toBe(10);
  });

  it('without a proof the owner is still slowed, as before: kept out 10 slots of 10', async () => {
    await slowDown();
    let keptOut = 0;
    for (let round = 0; round < 10; round++) {
      await takeSlot();
      const res = await login({ username: 'alice', password: 'secret1' }, '10.1.0.1');
      if (res.statusCode === 429 && res.json().code === 'TOO_MANY_LOGIN_ATTEMPTS') keptOut += 1;
      // The next slot: the attacker is there first again.
      t.clock.advance(5_001);
    }
    expect(keptOut).toBe(10);
  });

  it("another account's proof, a forged one or garbage is no proof: slowed, never a 500", async () => {
    const bob = await createUser(t.app, { username: 'bob' });
    await slowDown();
    // The forged one differs in its first character, which carries six whole bits: ending it in "AA"
    // instead left the same bytes about once in a thousand runs (the last character's low bits are
    // padding), and the owner's own proof got in (CI, PostgreSQL).
    const forged = `${alice.device.startsWith('A') ? 'B' : 'A'}${alice.device.slice(1)}`;
    for (const device of [bob.device, forged, 'garbage', 'x'.repeat(5_000), 12345, null]) {
      await takeSlot();
      const res = await login({ username: 'alice', password: 'secret1', device }, '10.1.0.2');
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
      t.clock.advance(5_001);
    }
    // Without the slow-down, a garbage proof is simply ignored and the login goes through.
    t.clock.advance(60 * 60_000);
    const res = await login({ username: 'alice', password: 'secret1', device: 'garbage' }, '10.1.0.3');
    expect(res.statusCode).toBe(200);
    expect(res.json().device).not.toBe('garbage');
  });

  it('a stolen proof is no way around the limits: 10 wrong per 15 minutes per device', async () => {
    await slowDown();
    const results: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await login({ username: 'alice', password: `guess${i}!!`, device: alice.device }, `10.70.0.${i}`);
      results.push(res.statusCode);
    }
    expect(results).toEqual([...Array(10).fill(401), 429, 429]);
    // The owner's own other device, or the mail reset, is the way in meanwhile; the proof's own
    // count ends with its window.
    t.clock.advance(15 * 60_000 + 1);
    expect((await login({ username: 'alice', password: 'secret1', device: alice.device }, '10.1.0.4')).statusCode).toBe(
      200,
    );
  });

  it('the web gets the proof as an httpOnly, SameSite=Strict cookie of the sign-in call, and it works as the proof', async () => {
    const first = await login({ username: 'alice', password: 'secret1' }, '10.1.0.5');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{43}; `));
    expect(cookie).toContain('Path=/api/token');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');
    const proof = first.json().device as string;
    expect(cookie).toContain(`${DEVICE_COOKIE}=${proof};`);
    const overHttps = await login({ username: 'alice', password: 'secret1' }, '10.1.0.5', {
      'x-forwarded-proto': 'https',
    });
    expect(String(overHttps.headers['set-cookie'])).toContain('; Secure');

    await slowDown();
    await takeSlot();
    const res = await login({ username: 'alice', password: 'secret1' }, '10.1.0.6', {
      cookie: `qurio_signed_in=1; ${DEVICE_COOKIE}=${proof}`,
    });
    expect(res.statusCode).toBe(200);
    // A known device keeps its proof.
    expect(res.json().device).toBe(proof);
  });
});

describe('the new-device mail', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const confirm = (user: CreatedUser) =>
    t.ctx.db.kysely.updateTable('users').set({ email_verified: 1 }).where('id', '=', user.id).execute();
  const newDeviceMails = async (lang: Language = 'en'): Promise<ReceivedMail[]> =>
    (await sentMails(t.ctx)).filter((m) => m.subject === MAIL_TEXTS[lang].newDevice.subject);
  const login = async (user: CreatedUser, userAgent: string, device?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      remoteAddress: '203.0.113.9',
      headers: { 'user-agent': userAgent },
      payload: { username: user.username, password: user.password, ...(device ? { device } : {}) },
    });
    expect(res.statusCode).toBe(200);
    return res.json().device as string;
  };

  it('is queued once per new device, never for a known one nor for the sign-up', async () => {
    const alice = await createUser(t.app, { username: 'alice', userAgent: FIREFOX_WINDOWS });
    await confirm(alice);
    expect(await newDeviceMails()).toHaveLength(0);

    // The device she signed up on is known.
    await login(alice, FIREFOX_WINDOWS, alice.device);
    expect(await newDeviceMails()).toHaveLength(0);

    const phone = await login(alice, SAFARI_IPHONE);
    const mails = await newDeviceMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual([alice.email]);
    expect(mails[0]?.text).toContain('Safari on iPhone');
    expect(mails[0]?.text).toContain('November 22, 2026');
    // The main advice is the password (the button); the sessions list is the second, a plain link.
    const publicUrl = t.ctx.config.publicUrl;
    expect(mails[0]?.text).toContain(`${MAIL_TEXTS.en.newDevice.ifNotYou}\n${publicUrl}/settings/password\n`);
    expect(mails[0]?.text).toContain(
      `See where you're signed in and sign out devices you don't recognise:\n${publicUrl}/settings/sessions\n`,
    );
    expect(mails[0]?.html).toMatch(new RegExp(`<a href="${publicUrl}/settings/password" style="display:inline-block`));
    expect(mails[0]?.html).toContain(`<a href="${publicUrl}/settings/sessions"`);
    // Nothing secret and no address: not the proof, not the IP.
    expect(mails[0]?.raw).not.toContain(phone);
    expect(mails[0]?.raw).not.toContain('203.0.113.9');

    await login(alice, SAFARI_IPHONE, phone);
    await login(alice, FIREFOX_WINDOWS, alice.device);
    expect(await newDeviceMails()).toHaveLength(1);
    await login(alice, SAFARI_IPHONE);
    expect(await newDeviceMails()).toHaveLength(2);
  });

  it('goes only to a confirmed address', async () => {
    const bob = await createUser(t.app, { username: 'bob' });
    await login(bob, FIREFOX_WINDOWS);
    expect(await newDeviceMails()).toHaveLength(0);
  });

  it.each(['en', 'de', 'es', 'pt', 'tr'] as const)('is written in the member’s language (%s)', async (lang) => {
    const member = await createUser(t.app, { lang });
    await confirm(member);
    await login(member, FIREFOX_WINDOWS);
    const [mail] = await newDeviceMails(lang);
    const texts = MAIL_TEXTS[lang].newDevice;
    expect(mail?.text).toContain(texts.deviceOn.replace('{browser}', 'Firefox').replace('{system}', 'Windows'));
    expect(mail?.text).toContain(texts.ifNotYou);
    expect(mail?.text).toContain(`${texts.sessions}\n${t.ctx.config.publicUrl}/settings/sessions`);
    expect(mail?.html).toContain(`lang="${lang}"`);
  });
});

/**
 * A new password ends what an attacker could hold (NIST SP 800-63B's intent): the sessions, and
 * the device proofs but the one of the device that made the change, so an attacker's device
 * neither keeps skipping the slow-down nor signs in again without the new-device mail.
 */
describe('a new password forgets the other devices', () => {
  let t: TestApp;
  let alice: CreatedUser;
  const NEW_PASSWORD = 'battery staple';

  beforeEach(async () => {
    t = await createTestApp();
    alice = await createUser(t.app, { username: 'alice', userAgent: FIREFOX_WINDOWS });
    await t.ctx.db.kysely.updateTable('users').set({ email_verified: 1 }).where('id', '=', alice.id).execute();
  });
  afterEach(async () => {
    await t.close();
  });

  const newDeviceMails = async () =>
    (await sentMails(t.ctx)).filter((m) => m.subject === MAIL_TEXTS.en.newDevice.subject).length;
  const login = async (password: string, device?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      remoteAddress: '203.0.113.20',
      headers: { 'user-agent': SAFARI_IPHONE },
      payload: { username: 'alice', password, ...(device ? { device } : {}) },
    });
    expect(res.statusCode).toBe(200);
    return { token: res.json().data.access_token as string, device: res.json().device as string };
  };
  /** Signs in with the proof and says whether the server still knew the device (it kept its proof). */
  const stillKnown = async (device: string) => (await login(NEW_PASSWORD, device)).device === device;

  it('a change keeps the proof of the device that made it, its token rotated too, and forgets the others', async () => {
    const phone = await login(alice.password);
    const tablet = await login(alice.password);
    // A week on, the phone's token is rotated into a new row of the same sign-in.
    t.clock.advance(8 * 24 * 60 * 60_000);
    const rotation = await t.app.inject({ method: 'GET', url: '/api/refresh', headers: bearer(phone.token) });
    const rotated = rotation.headers['x-access-token'] as string;
    expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/password',
      headers: bearer(rotated),
      payload: { current_password: alice.password, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    const mailsBefore = await newDeviceMails();

    expect(await stillKnown(phone.device)).toBe(true);
    expect(await newDeviceMails()).toBe(mailsBefore);
    // The sign-up's device and the tablet are new devices now: a new proof and a mail each.
    expect(await stillKnown(alice.device)).toBe(false);
    expect(await stillKnown(tablet.device)).toBe(false);
    expect(await newDeviceMails()).toBe(mailsBefore + 2);
  });

  it('a reset by mail forgets every proof: no signed-in device made it', async () => {
    const phone = await login(alice.password);
    const a = api(t.app);
    expect((await a.post('/reset-password-send', { email: alice.email })).status).toBe(200);
    const resetMail = (await sentMails(t.ctx)).find((m) => /\b\d{6}\b/.test(m.text) && m.to.includes(alice.email));
    const { code } = secretsOf(resetMail as ReceivedMail);
    const reset = await a.post('/reset-password', {
      email: alice.email,
      code,
      password: NEW_PASSWORD,
      password_repeat: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    const mailsBefore = await newDeviceMails();
    expect(await stillKnown(phone.device)).toBe(false);
    expect(await stillKnown(alice.device)).toBe(false);
    expect(await newDeviceMails()).toBe(mailsBefore + 2);
  });
});
