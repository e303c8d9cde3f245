import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  api,
  askAndAnswer,
  askAndFind,
  type CreatedUser,
  createUser,
  grantRole,
  type TwoFactorUser,
  totpCode,
} from '../../test/factories.js';

/**
 * The moderation console's calls (issue 16) on both databases: roles, grouped reports that never
 * name an anonymous sender, each action with its reason in the append-only audit log, suspension
 * with a reason and an end, a site-wide asker ban, and revealing a sender as an audited action.
 */
let t: TestApp;
let a: ReturnType<typeof api>;
let mod: TwoFactorUser;
let admin: CreatedUser;
let owner: CreatedUser;
let asker: CreatedUser;
let reporter: CreatedUser;
let second: CreatedUser;

beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  const modMember = await createUser(t.app, { username: 'Moddy' });
  admin = await createUser(t.app, { username: 'Admina' });
  owner = await createUser(t.app, { username: 'Owner' });
  asker = await createUser(t.app, { username: 'HiddenAsker' });
  reporter = await createUser(t.app, { username: 'Reporter' });
  second = await createUser(t.app, { username: 'Second' });
  mod = await grantRole(t, modMember, 'moderator');
  admin = await grantRole(t, admin, 'admin');
});
afterEach(async () => {
  await t.close();
});

const act = (body: object, token = mod.token) => a.postUnchecked('/modAction', body, token);

async function reportedAnswer() {
  const q = await askAndAnswer(t.app, owner, 'You are awful, right?', 'No, I am not', asker, { ip: '10.90.0.1' });
  await a.post('/reportQuestion', { question_id: q, reason: 'bullying' }, reporter.token);
  await a.post('/reportQuestion', { question_id: q, reason: 'bullying' }, second.token);
  await a.post('/reportQuestion', { question_id: q, reason: 'spam' }, owner.token);
  return q;
}

describe('moderation', () => {
  it('is for moderators and admins only; members are told so', async () => {
    expect((await a.get('/modReports', {})).status).toBe(401);
    const member = await a.get('/modReports', {}, reporter.token);
    expect(member.status).toBe(403);
    expect(member.body.code).toBe('MODERATORS_ONLY');
    expect((await act({ user_id: owner.id, action: 'verify', reason: 'famous' }, reporter.token)).body.code).toBe(
      'MODERATORS_ONLY',
    );
    expect((await a.get('/modAudit', {}, reporter.token)).body.code).toBe('MODERATORS_ONLY');
    expect((await a.get('/modAudit', {}, mod.token)).body.code).toBe('ADMINS_ONLY');
    expect((await a.get('/modReports', {}, mod.token)).status).toBe(200);
    expect((await a.get('/modReports', {}, admin.token)).status).toBe(200);
    // The member's own profile says which console they may open.
    expect((await a.get('/myProfile', {}, mod.token)).body.user.role).toBe('moderator');
    expect((await a.get('/myProfile', {}, reporter.token)).body.user.role).toBe('member');
  });

  it('groups open reports by target with their reasons, and never names the anonymous sender', async () => {
    const q = await reportedAnswer();
    await a.post('/reportUser', { id: owner.id, reason: 'hate' }, reporter.token);
    const res = await a.get('/modReports', {}, mod.token);
    expect(res.body.reports).toHaveLength(2);
    const [first, user] = res.body.reports;
    expect(first).toMatchObject({
      target_type: 'question',
      target_id: q,
      count: 3,
      reasons: [
        { reason: 'bullying', count: 2 },
        { reason: 'spam', count: 1 },
      ],
      question: {
        id: q,
        question: 'You are awful, right?',
        answer: 'No, I am not',
        anonymous: true,
        owner: { username: 'Owner' },
      },
      user: null,
    });
    expect(user).toMatchObject({ target_type: 'user', target_id: owner.id, count: 1, user: { username: 'Owner' } });
    expect(res.raw).not.toContain('HiddenAsker');
    expect(res.raw).not.toContain(`"id":${asker.id},`);
  });

  it('dismisses and removes through a report, each with its reason in the audit log', async () => {
    const q = await reportedAnswer();
    const [group] = (await a.get('/modReports', {}, mod.token)).body.reports;
    const missingReason = await act({ report_id: group.report_ids[0], action: 'remove' });
    expect(missingReason.body.code).toBe('REASON_REQUIRED');
    expect((await act({ report_id: group.report_ids[0], action: 'remove', reason: 'no' })).body.code).toBe(
      'REASON_REQUIRED',
    );
    expect((await act({ report_id: group.report_ids[0], action: 'suspend', reason: 'wrong target' })).body.code).toBe(
      'MOD_ACTION_INVALID',
    );
    expect((await act({ action: 'remove', reason: 'no target given' })).body.code).toBe('TARGET_REQUIRED');
    expect((await act({ question_id: q, user_id: owner.id, action: 'remove', reason: 'two targets' })).body.code).toBe(
      'TARGET_REQUIRED',
    );

    const removed = await act({ report_id: group.report_ids[1], action: 'remove', reason: 'Bullying question' });
    expect(removed.status).toBe(200);
    expect((await a.get('/question', { username: 'Owner', id: q })).status).toBe(404);
    expect((await a.get('/modReports', {}, mod.token)).body.reports).toEqual([]);
    const ownerRow = await t.ctx.db.kysely
      .selectFrom('users')
      .select('answer_count')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(ownerRow.answer_count).toBe(0);
    // A closed report takes no second action.
    expect((await act({ report_id: group.report_ids[0], action: 'dismiss', reason: 'again' })).body.code).toBe(
      'REPORT_NOT_FOUND',
    );

    await a.post('/reportUser', { id: owner.id }, reporter.token);
    const [userGroup] = (await a.get('/modReports', {}, mod.token)).body.reports;
    expect((await act({ report_id: userGroup.report_ids[0], action: 'dismiss', reason: 'Nothing wrong' })).status).toBe(
      200,
    );

    const audit = await a.get('/modAudit', {}, admin.token);
    expect(
      audit.body.entries.map((e: { action: string; reason: string; moderator: string }) => [
        e.action,
        e.reason,
        e.moderator,
      ]),
    ).toEqual([
      ['dismiss', 'Nothing wrong', 'Moddy'],
      ['remove', 'Bullying question', 'Moddy'],
    ]);
  });

  it('suspends with a reason and an end the member sees at login, then lifts itself', async () => {
    const until = new Date(t.ctx.now().getTime() + 3 * 24 * 60 * 60_000).toISOString();
    const res = await act({ user_id: owner.id, action: 'suspend', reason: 'Spam links', until });
    expect(res.status).toBe(200);
    expect((await a.get('/myProfile', {}, owner.token)).status).toBe(401);
    const login = await a.post('/token', { username: 'Owner', password: owner.password });
    expect(login.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', suspension: { reason: 'Spam links', until } });
    t.clock.advance(3 * 24 * 60 * 60_000 + 1000);
    const back = await a.post('/token', { username: 'Owner', password: owner.password });
    expect(back.status).toBe(200);
    const row = await t.ctx.db.kysely
      .selectFrom('users')
      .select('status')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');

    await act({ user_id: owner.id, action: 'suspend', reason: 'Again, no end' });
    expect((await a.post('/token', { username: 'Owner', password: owner.password })).body.suspension).toEqual({
      reason: 'Again, no end',
      until: null,
    });
    await act({ user_id: owner.id, action: 'unsuspend', reason: 'Appeal accepted' });
    expect((await a.post('/token', { username: 'Owner', password: owner.password })).status).toBe(200);
    // Verifying is for admins (roles.test.ts has who may act on whom).
    await act({ user_id: owner.id, action: 'verify', reason: 'Known person' }, admin.token);
    expect((await a.get('/profile', { username: 'Owner' })).body.user.verified).toBe(true);
    expect((await act({ user_id: mod.id, action: 'suspend', reason: 'myself' })).body.code).toBe('MOD_SELF_ACTION');
  });

  it('bans an asker site-wide by the same key as blockAsker, telling them nothing', async () => {
    const q = await askAndFind(t.app, owner, 'Nasty question?', asker, { ip: '10.91.0.1' });
    expect((await act({ question_id: q, action: 'ban_asker', reason: 'Harassing many members' })).status).toBe(200);
    const normal = await a.post('/ask', { user_id: second.id, question: 'Hello second?' }, reporter.token, '10.91.0.2');
    const banned = await a.post(
      '/ask',
      { user_id: second.id, question: 'Hello from the banned?' },
      asker.token,
      '10.91.0.3',
    );
    expect(banned.raw).toBe(normal.raw);
    const inbox = await a.get('/myQuestions', {}, second.token);
    expect(inbox.body.questions.map((x: { question: string }) => x.question)).toEqual(['Hello second?']);
  });

  it('reveals a sender only as an action with a reason, recorded with who and when', async () => {
    const q = await askAndFind(t.app, owner, 'Threat?', asker, { ip: '10.92.0.1' });
    await a.post('/ask', { user_id: owner.id, question: 'Guest threat?' }, undefined, '10.92.0.2');
    const guestQ = (await a.get('/myQuestions', {}, owner.token)).body.questions.find(
      (x: { question: string }) => x.question === 'Guest threat?',
    ).id;
    // A reveal needs an open report on the question (reveals.test.ts): the recipient reports both.
    for (const id of [q, guestQ]) await a.post('/reportQuestion', { question_id: id, reason: 'bullying' }, owner.token);
    expect((await act({ question_id: q, action: 'reveal_sender' })).body.code).toBe('REASON_REQUIRED');
    // Each reveal takes a code typed now: the step of the code that turned two-factor on is used.
    const otp = () => {
      t.clock.advance(30_000);
      return totpCode(mod.secret, t.clock.now());
    };
    const member = await act({ question_id: q, action: 'reveal_sender', reason: 'Police request 123', otp: otp() });
    expect(member.body.sender).toEqual({ kind: 'member', id: asker.id, username: 'HiddenAsker' });
    expect(
      (await act({ question_id: guestQ, action: 'reveal_sender', reason: 'Threat report', otp: otp() })).body.sender,
    ).toEqual({
      kind: 'guest',
    });
    const audit = await a.get('/modAudit', {}, admin.token);
    expect(audit.body.entries[1]).toMatchObject({
      moderator: 'Moddy',
      action: 'reveal_sender',
      target_type: 'question',
      target_id: q,
      reason: 'Police request 123',
    });
    expect(typeof audit.body.entries[1].date_added).toBe('string');
  });
});
