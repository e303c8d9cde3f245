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
 * Who may act on whom (issue 29, finding 2): member < moderator < admin. Moderators act on members
 * only, acting on a moderator or an admin is for admins, verifying is for admins, and nobody acts
 * on themselves: their own account, a question they received or a question they asked.
 */
let t: TestApp;
let a: ReturnType<typeof api>;
let mod: TwoFactorUser;
let mod2: TwoFactorUser;
let admin: TwoFactorUser;
let admin2: TwoFactorUser;
let member: CreatedUser;
let reporter: CreatedUser;

beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  // Roles as the rules give them: two-factor sign-in on, the session having passed it.
  mod = await grantRole(t, await createUser(t.app, { username: 'ModOne' }), 'moderator');
  mod2 = await grantRole(t, await createUser(t.app, { username: 'ModTwo' }), 'moderator');
  admin = await grantRole(t, await createUser(t.app, { username: 'AdminOne' }), 'admin');
  admin2 = await grantRole(t, await createUser(t.app, { username: 'AdminTwo' }), 'admin');
  member = await createUser(t.app, { username: 'PlainMember' });
  reporter = await createUser(t.app, { username: 'Reporter' });
});
afterEach(async () => {
  await t.close();
});

const act = (token: string, body: object) => a.postUnchecked('/modAction', body, token);
const expectRefused = async (token: string, body: object, status: number, code: string) => {
  const res = await act(token, body);
  expect({ status: res.status, code: res.body.code }, JSON.stringify(body)).toEqual({ status, code });
};

/** An answered question `to` received from `from`, reported by a bystander; its id. */
async function reportedQuestion(to: CreatedUser, from: CreatedUser, text: string) {
  const id = await askAndAnswer(t.app, to, text, 'An answer to report', from, {
    ip: `10.93.${(text.length * 7) % 250}.1`,
  });
  await a.post('/reportQuestion', { question_id: id, reason: 'spam' }, reporter.token);
  return id;
}

describe('moderation roles', () => {
  it('a moderator cannot suspend, unsuspend, verify or unverify an admin or another moderator', async () => {
    for (const target of [admin, mod2]) {
      for (const action of ['suspend', 'unsuspend'] as const) {
        await expectRefused(
          mod.token,
          { user_id: target.id, action, reason: 'Overreach' },
          403,
          'MOD_TARGET_PROTECTED',
        );
      }
      for (const action of ['verify', 'unverify'] as const) {
        await expectRefused(mod.token, { user_id: target.id, action, reason: 'Overreach' }, 403, 'VERIFY_ADMINS_ONLY');
      }
    }
    // Nothing was done: the admin is neither suspended (their session still works) nor verified.
    expect((await a.get('/myProfile', {}, admin.token)).status).toBe(200);
    const profile = (await a.get('/profile', { username: 'AdminOne' })).body.user;
    expect([profile.isSuspended, profile.verified]).toEqual([false, false]);
  });

  it('verifying anyone, a member included, is for admins', async () => {
    await expectRefused(
      mod.token,
      { user_id: member.id, action: 'verify', reason: 'Known person' },
      403,
      'VERIFY_ADMINS_ONLY',
    );
    expect((await act(admin.token, { user_id: member.id, action: 'verify', reason: 'Known person' })).status).toBe(200);
    expect((await a.get('/profile', { username: 'PlainMember' })).body.user.verified).toBe(true);
    expect((await act(admin.token, { user_id: member.id, action: 'unverify', reason: 'Mistake' })).status).toBe(200);
  });

  it('a moderator acts on members; an admin on moderators and other admins', async () => {
    expect((await act(mod.token, { user_id: member.id, action: 'suspend', reason: 'Spam links' })).status).toBe(200);
    expect((await act(mod.token, { user_id: member.id, action: 'unsuspend', reason: 'Appeal' })).status).toBe(200);
    for (const target of [mod2, admin2]) {
      for (const action of ['suspend', 'unsuspend', 'verify', 'unverify'] as const) {
        const res = await act(admin.token, { user_id: target.id, action, reason: 'Admin decision' });
        expect(res.status, `${action} ${target.username}`).toBe(200);
      }
    }
  });

  it('questions are judged by their recipient: a moderator cannot act on an admin’s or a moderator’s', async () => {
    for (const recipient of [admin2, mod2]) {
      const q = await reportedQuestion(recipient, member, `For the staff member ${recipient.username}?`);
      for (const action of ['remove', 'ban_asker', 'reveal_sender'] as const) {
        await expectRefused(mod.token, { question_id: q, action, reason: 'Overreach' }, 403, 'MOD_TARGET_PROTECTED');
      }
      const [group] = (await a.get('/modReports', {}, mod.token)).body.reports;
      await expectRefused(
        mod.token,
        { report_id: group.report_ids[0], action: 'dismiss', reason: 'Overreach' },
        403,
        'MOD_TARGET_PROTECTED',
      );
      // A reveal takes a code typed now: the next 30-second step after the one that turned it on.
      t.clock.advance(30_000);
      const otp = totpCode(admin.secret, t.clock.now());
      expect(
        (await act(admin.token, { question_id: q, action: 'reveal_sender', reason: 'Admin check', otp })).status,
      ).toBe(200);
      expect((await act(admin.token, { question_id: q, action: 'remove', reason: 'Admin decision' })).status).toBe(200);
    }
    // A member's question is the moderator's to act on.
    const q = await reportedQuestion(member, reporter, 'For a plain member?');
    expect((await act(mod.token, { question_id: q, action: 'remove', reason: 'Spam' })).status).toBe(200);
  });

  it('a report about an admin or a moderator is closed by an admin only', async () => {
    await a.post('/reportUser', { id: admin2.id, reason: 'hate' }, reporter.token);
    const [group] = (await a.get('/modReports', {}, mod.token)).body.reports;
    await expectRefused(
      mod.token,
      { report_id: group.report_ids[0], action: 'dismiss', reason: 'Nothing here' },
      403,
      'MOD_TARGET_PROTECTED',
    );
    expect(
      (await act(admin.token, { report_id: group.report_ids[0], action: 'dismiss', reason: 'Nothing' })).status,
    ).toBe(200);
  });

  it('nobody acts on themselves: their account, a question they received or one they asked', async () => {
    for (const self of [admin, mod]) {
      for (const action of ['suspend', 'unsuspend', 'verify', 'unverify'] as const) {
        // A moderator may not verify at all; the admin is refused as themselves.
        const code = self === mod && action.endsWith('verify') ? 'VERIFY_ADMINS_ONLY' : 'MOD_SELF_ACTION';
        await expectRefused(self.token, { user_id: self.id, action, reason: 'Myself' }, 403, code);
      }
      await a.post('/reportUser', { id: self.id, reason: 'spam' }, reporter.token);
      const reports = (await a.get('/modReports', {}, self.token)).body.reports;
      const own = reports.find(
        (g: { target_id: number; target_type: string }) => g.target_type === 'user' && g.target_id === self.id,
      );
      await expectRefused(
        self.token,
        { report_id: own.report_ids[0], action: 'dismiss', reason: 'Myself' },
        403,
        'MOD_SELF_ACTION',
      );

      const received = await reportedQuestion(self, member, `Received by ${self.username}?`);
      const asked = await reportedQuestion(member, self, `Asked by ${self.username}?`);
      for (const q of [received, asked]) {
        for (const action of ['remove', 'ban_asker', 'reveal_sender'] as const) {
          await expectRefused(self.token, { question_id: q, action, reason: 'Mine' }, 403, 'MOD_SELF_ACTION');
        }
        const group = (await a.get('/modReports', {}, admin2.token)).body.reports.find(
          (g: { target_id: number; target_type: string }) => g.target_type === 'question' && g.target_id === q,
        );
        await expectRefused(
          self.token,
          { report_id: group.report_ids[0], action: 'dismiss', reason: 'Mine' },
          403,
          'MOD_SELF_ACTION',
        );
      }
    }
    // Nothing was written to the log.
    expect((await a.get('/modAudit', {}, admin2.token)).body.entries).toEqual([]);
  });
});
