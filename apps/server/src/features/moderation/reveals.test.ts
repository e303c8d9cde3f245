import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  api,
  askAndAnswer,
  type CreatedUser,
  createUser,
  grantRole,
  type TwoFactorUser,
  totpCode,
} from '../../test/factories.js';

/**
 * Revealing who sent a question (issue 29, finding 2): only for a question with an open report,
 * and every reveal is listed by `modReveals`: all of them to every admin, their own to the
 * moderator who made them, never the sender revealed.
 */
let t: TestApp;
let a: ReturnType<typeof api>;
let mod: TwoFactorUser;
let mod2: TwoFactorUser;
let admin: TwoFactorUser;
let owner: CreatedUser;
let asker: CreatedUser;
let reporter: CreatedUser;

beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  // Roles as the rules give them: two-factor sign-in on, the session having passed it.
  mod = await grantRole(t, await createUser(t.app, { username: 'Revealer' }), 'moderator');
  mod2 = await grantRole(t, await createUser(t.app, { username: 'OtherMod' }), 'moderator');
  admin = await grantRole(t, await createUser(t.app, { username: 'TheAdmin' }), 'admin');
  owner = await createUser(t.app, { username: 'Recipient' });
  asker = await createUser(t.app, { username: 'QuietAsker' });
  reporter = await createUser(t.app, { username: 'Reporter' });
});
afterEach(async () => {
  await t.close();
});

const secrets = () => new Map([mod, mod2, admin].map((m) => [m.token, m.secret]));

/** A reveal with a code typed now (each in a 30-second step of its own: a code counts once). */
const reveal = (token: string, body: object) => {
  t.clock.advance(30_000);
  const otp = totpCode(secrets().get(token) ?? '', t.clock.now());
  return a.postUnchecked('/modAction', { action: 'reveal_sender', otp, ...body }, token);
};

describe('reveal_sender', () => {
  it('needs an open report on the question', async () => {
    const q = await askAndAnswer(t.app, owner, 'Who sent this?', 'Answered', asker, { ip: '10.94.0.1' });
    const refused = await reveal(mod.token, { question_id: q, reason: 'Just curious' });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: 'REVEAL_NEEDS_REPORT' });
    expect(refused.raw).not.toContain('QuietAsker');

    await a.post('/reportQuestion', { question_id: q, reason: 'bullying' }, reporter.token);
    const shown = await reveal(mod.token, { question_id: q, reason: 'Threat report 7' });
    expect(shown.status).toBe(200);
    expect(shown.body.sender).toEqual({ kind: 'member', id: asker.id, username: 'QuietAsker' });
    // Through the report itself too; the reveal leaves the report open.
    const [group] = (await a.get('/modReports', {}, mod.token)).body.reports;
    expect((await reveal(mod.token, { report_id: group.report_ids[0], reason: 'Second look' })).status).toBe(200);

    // Once the report is closed, no more reveals.
    await a.postUnchecked(
      '/modAction',
      { report_id: group.report_ids[0], action: 'dismiss', reason: 'Done' },
      mod.token,
    );
    const closed = await reveal(mod.token, { question_id: q, reason: 'One more time' });
    expect({ status: closed.status, code: closed.body.code }).toEqual({ status: 409, code: 'REVEAL_NEEDS_REPORT' });
    // A report about the member who received it is not a report on the question.
    await a.post('/reportUser', { id: owner.id, reason: 'spam' }, reporter.token);
    expect((await reveal(admin.token, { question_id: q, reason: 'Another try' })).body.code).toBe(
      'REVEAL_NEEDS_REPORT',
    );
  });

  it('every reveal is listed for admins, and for the moderator who made it only', async () => {
    const q1 = await askAndAnswer(t.app, owner, 'First reported?', 'Answered', asker, { ip: '10.94.1.1' });
    const q2 = await askAndAnswer(t.app, owner, 'Second reported?', 'Answered', asker, { ip: '10.94.1.2' });
    for (const q of [q1, q2]) await a.post('/reportQuestion', { question_id: q, reason: 'spam' }, reporter.token);
    expect((await reveal(mod.token, { question_id: q1, reason: 'Police request 1' })).status).toBe(200);
    t.clock.advance(60_000);
    expect((await reveal(admin.token, { question_id: q2, reason: 'Police request 2' })).status).toBe(200);
    // Other actions are not reveals.
    await a.postUnchecked('/modAction', { user_id: reporter.id, action: 'verify', reason: 'Known' }, admin.token);

    const all = await a.get('/modReveals', {}, admin.token);
    expect(all.status).toBe(200);
    expect(all.body.reveals).toEqual([
      expect.objectContaining({
        moderator: 'TheAdmin',
        question_id: q2,
        question: 'Second reported?',
        reason: 'Police request 2',
      }),
      expect.objectContaining({
        moderator: 'Revealer',
        question_id: q1,
        question: 'First reported?',
        reason: 'Police request 1',
      }),
    ]);
    expect(Object.keys(all.body.reveals[0]).sort()).toEqual([
      'date_added',
      'id',
      'moderator',
      'question',
      'question_id',
      'reason',
    ]);
    expect(all.body.reveals[1].date_added < all.body.reveals[0].date_added).toBe(true);
    // The list tells who revealed, which question, when and why; never whom.
    expect(all.raw).not.toContain('QuietAsker');
    expect(all.raw).not.toContain(`"id":${asker.id},`);

    const own = await a.get('/modReveals', {}, mod.token);
    expect(own.body.reveals.map((r: { question_id: number }) => r.question_id)).toEqual([q1]);
    expect((await a.get('/modReveals', {}, mod2.token)).body.reveals).toEqual([]);
    const member = await a.get('/modReveals', {}, reporter.token);
    expect({ status: member.status, code: member.body.code }).toEqual({ status: 403, code: 'MODERATORS_ONLY' });
    expect((await a.get('/modReveals', {})).status).toBe(401);
  });

  it('pages by the last id to the end, with no repeat and no loss', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 23; i += 1) {
      const q = await askAndAnswer(t.app, owner, `Reported number ${i}?`, 'Answered', asker, {
        ip: `10.94.2.${i + 1}`,
      });
      await a.post('/reportQuestion', { question_id: q, reason: 'spam' }, reporter.token);
      ids.push(q);
    }
    for (const q of ids) await reveal(mod.token, { question_id: q, reason: `Case ${q}` });
    const first = await a.get('/modReveals', {}, admin.token);
    expect(first.body.limit).toBe(20);
    expect(first.body.reveals).toHaveLength(20);
    const last = first.body.reveals[19].id;
    const second = await a.get('/modReveals', { last_id: last }, admin.token);
    const seen = [...first.body.reveals, ...second.body.reveals].map((r: { question_id: number }) => r.question_id);
    expect(second.body.reveals).toHaveLength(3);
    expect(seen).toEqual([...ids].reverse());
    const mine = await a.get('/modReveals', { last_id: last }, mod.token);
    expect(mine.body.reveals).toHaveLength(3);
    expect((await a.get('/modReveals', { last_id: 'x' }, admin.token)).status).toBe(400);
  });
});
