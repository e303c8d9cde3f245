import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, askAndFind, type CreatedUser, createUser } from '../../test/factories.js';
import { type ReceivedMail, sentMails } from '../../test/mail.js';

const HOUR = 60 * 60_000;

/**
 * E-mail notifications (issue 17): per kind off / immediate / daily digest, a digest of new
 * questions by default, only to a confirmed address, never naming who asked, each mail with an
 * RFC 8058 one-click unsubscribe that works without signing in.
 */
describe('notification mail', () => {
  let t: TestApp;
  let owner: CreatedUser;
  let asker: CreatedUser;

  const confirm = (user: CreatedUser) =>
    t.ctx.db.kysely.updateTable('users').set({ email_verified: 1 }).where('id', '=', user.id).execute();
  /** Only the notification mails: sign-up queued a verification mail for each member. */
  const notificationMails = async (): Promise<ReceivedMail[]> =>
    (await sentMails(t.ctx)).filter((m) => /List-Unsubscribe:/i.test(m.raw));
  const header = (mail: ReceivedMail, name: string) =>
    new RegExp(`^${name}:[ \\t]*(.*(?:\\n[ \\t].*)*)`, 'im')
      .exec(mail.raw.replace(/\r\n/g, '\n'))?.[1]
      ?.replace(/\n[ \t]+/g, ' ')
      .trim();
  const unsubscribeUrl = (mail: ReceivedMail) => /<([^>]+)>/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1] ?? '';

  beforeEach(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { username: 'mailowner' });
    asker = await createUser(t.app, { username: 'secretasker' });
    await t.ctx.db.kysely.updateTable('users').set({ fullname: 'Secret Sam' }).where('id', '=', asker.id).execute();
    await confirm(owner);
  });
  afterEach(() => t.close());

  it('the settings say a daily digest of new questions by default, and take each mode', async () => {
    const a = api(t.app);
    const before = await a.get('/notificationSettings', {}, owner.token);
    expect(before.body.mail).toEqual({
      mail_questions: 'daily',
      mail_answers: 'off',
      mail_followers: 'off',
      mail_likes: 'off',
      mail_mentions: 'off',
    });
    expect(before.body.email_verified).toBe(true);
    expect((await a.post('/set', { key: 'mail_likes', value: 'immediate' }, owner.token)).status).toBe(200);
    const bad = await a.postUnchecked('/set', { key: 'mail_likes', value: 'weekly' }, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('This setting does not exist or its value is not valid.');
    expect((await a.get('/notificationSettings', {}, owner.token)).body.mail.mail_likes).toBe('immediate');
  });

  it('gathers new questions for an hour into one digest that never names an asker', async () => {
    await askAndFind(t.app, owner, 'What is your favourite book?', asker, { anonymous: true });
    await askAndFind(t.app, owner, 'Do you like rainy days?', asker, { anonymous: false });
    await askAndFind(t.app, owner, 'A question from a guest', undefined, { anonymous: true });
    expect(await t.ctx.notificationMailer.run()).toBe(0);

    t.clock.advance(HOUR);
    expect(await t.ctx.notificationMailer.run()).toBe(1);
    const [digest, ...others] = await notificationMails();
    expect(others).toEqual([]);
    expect(digest?.to).toEqual([owner.email]);
    expect(digest?.subject).toBe('Your day on Qurio');
    for (const text of ['What is your favourite book?', 'Do you like rainy days?', 'A question from a guest']) {
      expect(digest?.text).toContain(text);
      expect(digest?.html).toContain(text);
    }
    expect(digest?.text).toContain('/questions');
    // Neither the anonymous asker nor the named one: a mail lists questions by their text only.
    for (const secret of ['secretasker', 'Secret Sam', asker.email]) expect(digest?.raw).not.toContain(secret);
    expect(header(digest as ReceivedMail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeUrl(digest as ReceivedMail)).toMatch(/^http.*\/api\/unsubscribeMail\/one-click\?token=/);

    // Nothing twice, and at most one digest a day.
    t.clock.advance(HOUR);
    await askAndFind(t.app, owner, 'One more thing?', asker, { anonymous: true });
    t.clock.advance(2 * HOUR);
    expect(await t.ctx.notificationMailer.run()).toBe(0);
    t.clock.advance(21 * HOUR);
    expect(await t.ctx.notificationMailer.run()).toBe(1);
    const second = (await notificationMails())[1];
    expect(second?.text).toContain('One more thing?');
    expect(second?.text).not.toContain('What is your favourite book?');
  });

  it('mails nothing to an address that is not confirmed, or when the kind is off', async () => {
    const unconfirmed = await createUser(t.app, { username: 'unconfirmed' });
    await askAndFind(t.app, unconfirmed, 'Are you there?', asker, { anonymous: true });
    await api(t.app).post('/set', { key: 'mail_questions', value: 'off' }, owner.token);
    await askAndFind(t.app, owner, 'And you?', asker, { anonymous: true });
    t.clock.advance(2 * HOUR);
    expect(await t.ctx.notificationMailer.run()).toBe(0);
    expect(await notificationMails()).toEqual([]);
  });

  it('leaves out a question answered before the digest', async () => {
    await askAndAnswer(t.app, owner, 'Answered quickly?', 'Yes!', asker, { anonymous: true });
    await askAndFind(t.app, owner, 'Still waiting?', asker, { anonymous: true });
    t.clock.advance(HOUR);
    await t.ctx.notificationMailer.run();
    const [digest] = await notificationMails();
    expect(digest?.text).toContain('Still waiting?');
    expect(digest?.text).not.toContain('Answered quickly?');
  });

  it('sends a like at once in the member’s language, with a link to the answer', async () => {
    const a = api(t.app);
    await a.post('/set', { key: 'mail_likes', value: 'immediate' }, owner.token);
    await a.post('/set', { key: 'mail_questions', value: 'off' }, owner.token);
    await a.post('/set', { key: 'lang', value: 'de' }, owner.token);
    const liker = await createUser(t.app, { username: 'likerlou' });
    await t.ctx.db.kysely.updateTable('users').set({ fullname: 'Lou Liker' }).where('id', '=', liker.id).execute();
    const id = await askAndAnswer(t.app, owner, 'Liked?', 'Very much', asker, { anonymous: true });
    expect((await a.post('/likeQuestion', { id }, liker.token)).status).toBe(200);
    expect(await t.ctx.notificationMailer.run()).toBe(1);
    const [mail] = await notificationMails();
    expect(mail?.subject).toBe('Neues auf Qurio für @mailowner');
    expect(mail?.text).toContain('Lou Liker gefällt deine Antwort');
    expect(mail?.text).toContain(`/mailowner/post/${id}`);
    for (const secret of ['secretasker', 'Secret Sam']) expect(mail?.raw).not.toContain(secret);
    // Liking again (toggle off and on) mails nothing more.
    await a.post('/likeQuestion', { id }, liker.token);
    await a.post('/likeQuestion', { id }, liker.token);
    expect(await t.ctx.notificationMailer.run()).toBe(0);
  });

  it('one click unsubscribes without signing in, twice is fine, and a forged or outdated link is refused', async () => {
    await askAndFind(t.app, owner, 'Unsubscribe me?', asker, { anonymous: true });
    t.clock.advance(HOUR);
    await t.ctx.notificationMailer.run();
    const [mail] = await notificationMails();
    const url = new URL(unsubscribeUrl(mail as ReceivedMail));
    const oneClick = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const res = await oneClick(url.pathname + url.search);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      message: 'You will no longer get these e-mails.',
      stopped: ['mail_questions'],
    });
    const a = api(t.app);
    expect((await a.get('/notificationSettings', {}, owner.token)).body.mail.mail_questions).toBe('off');
    expect((await oneClick(url.pathname + url.search)).statusCode).toBe(200);

    const token = url.searchParams.get('token') ?? '';
    const [, id, mask, sig] = /^(\d+)-(\d+)-([A-Za-z0-9_-]{32})$/.exec(token) ?? [];
    expect(mask).toBe('1');
    // Forgeries in the real token's shape, so each passes the format check and is refused by the
    // signature alone (with the check removed, all of them would stop mails): a signature for this
    // member made up, or one character off; this member's signature under another member's id;
    // and this member's signature for other kinds (the likes, every kind).
    const settings = { mail_questions: 'daily', mail_likes: 'immediate' } as const;
    for (const member of [owner, asker]) {
      for (const key of ['mail_questions', 'mail_likes'] as const) {
        expect((await a.post('/set', { key, value: settings[key] }, member.token)).status).toBe(200);
      }
    }
    const oneOff = `${sig?.slice(0, -1)}${sig?.endsWith('A') ? 'B' : 'A'}`;
    const forgeries = [
      `${id}-${mask}-${'A'.repeat(32)}`,
      `${id}-${mask}-${oneOff}`,
      `${asker.id}-${mask}-${sig}`,
      `${id}-8-${sig}`,
      `${id}-31-${sig}`,
    ];
    // And what the format check refuses before any signature: the wrong separator, garbage.
    const malformed = [`${id}.${mask}.${sig}`, 'x'];
    for (const forged of [...forgeries, ...malformed]) {
      const refused = await a.post('/unsubscribeMail', { token: forged });
      expect(refused.status, forged).toBe(400);
      expect(refused.body.message).toBe(
        'This unsubscribe link is not valid. You can change your e-mail settings in Qurio.',
      );
      const refusedOneClick = await oneClick(`/api/unsubscribeMail/one-click?token=${encodeURIComponent(forged)}`);
      expect(refusedOneClick.statusCode, forged).toBe(400);
      expect(refusedOneClick.json().code, forged).toBe('UNSUBSCRIBE_LINK_INVALID');
    }
    for (const member of [owner, asker]) {
      expect((await a.get('/notificationSettings', {}, member.token)).body.mail).toMatchObject(settings);
    }
    const missing = await oneClick('/api/unsubscribeMail/one-click');
    expect(missing.statusCode).toBe(400);

    // The page's call works too; a new address makes the old links invalid.
    expect((await a.post('/unsubscribeMail', { token })).body.stopped).toEqual(['mail_questions']);
    await t.ctx.db.kysely
      .updateTable('users')
      .set({ email: 'new@example.com', email_lower: 'new@example.com' })
      .where('id', '=', owner.id)
      .execute();
    expect((await a.post('/unsubscribeMail', { token })).status).toBe(400);
  });

  it('refuses a link whose member id is past the id column (2³¹−1) in both forms, never a 500', async () => {
    const a = api(t.app);
    for (const id of ['2147483648', '4294967296', '999999999999', '0']) {
      const token = `${id}-1-${'A'.repeat(32)}`;
      const refused = await a.post('/unsubscribeMail', { token });
      expect(refused.status, token).toBe(400);
      expect(refused.body.code, token).toBe('UNSUBSCRIBE_LINK_INVALID');
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `/api/unsubscribeMail/one-click?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode, token).toBe(400);
      expect(oneClick.json().code, token).toBe('UNSUBSCRIBE_LINK_INVALID');
    }
  });
});
