import { LIMITS } from '@qurio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { api, type CreatedUser, createUser } from '../test/factories.js';

/**
 * The caps on what a member stores, checked by counting rows before inserting one, under
 * parallel requests: exactly the cap passes, on SQLite and on PostgreSQL alike (db/member-lock.ts).
 * lib/limits.test.ts races the counters of the abuse limits; these are rows in the database.
 */

function outcomes(results: Array<{ status: number; body: { code?: string } }>) {
  const by: Record<string, number> = {};
  for (const r of results) {
    const key = r.status === 200 ? 'ok' : (r.body.code ?? String(r.status));
    by[key] = (by[key] ?? 0) + 1;
  }
  return by;
}

describe('caps on stored rows under parallel requests', () => {
  let t: TestApp;
  let alice: CreatedUser;

  beforeEach(async () => {
    t = await createTestApp();
    alice = await createUser(t.app, { username: 'alice', password: 'secret1' });
  });
  afterEach(async () => {
    await t.close();
  });

  it('20 parallel requestExport: exactly one is queued, the others are too soon', async () => {
    const a = api(t.app);
    const results = await Promise.all(Array.from({ length: 20 }, () => a.post('/requestExport', {}, alice.token)));
    expect(outcomes(results)).toEqual({ ok: 1, EXPORT_TOO_SOON: 19 });
    const rows = await t.ctx.db.kysely
      .selectFrom('data_exports')
      .select('id')
      .where('user_id', '=', alice.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it(`130 parallel muteWord: exactly ${LIMITS.mutedWordsMax} are stored, the others find the list full`, async () => {
    const a = api(t.app);
    const results = await Promise.all(
      Array.from({ length: 130 }, (_, i) => a.post('/muteWord', { word: `word${i}` }, alice.token)),
    );
    expect(outcomes(results)).toEqual({ ok: LIMITS.mutedWordsMax, MUTED_WORDS_FULL: 130 - LIMITS.mutedWordsMax });
    const rows = await t.ctx.db.kysely.selectFrom('muted_words').select('id').where('user_id', '=', alice.id).execute();
    expect(rows).toHaveLength(LIMITS.mutedWordsMax);
  });

  it('10 parallel reset mails: exactly one code is sent, the others find it active', async () => {
    const a = api(t.app);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        a.post('/reset-password-send', { email: alice.email }, undefined, `10.40.0.${i + 1}`),
      ),
    );
    expect(outcomes(results)).toEqual({ ok: 1, SECURITY_CODE_ACTIVE: 9 });
    const codes = await t.ctx.db.kysely
      .selectFrom('email_codes')
      .select('id')
      .where('user_id', '=', alice.id)
      .where('purpose', '=', 'reset')
      .execute();
    expect(codes).toHaveLength(1);
  });

  it('an address without an account answers a burst of reset mails the same way', async () => {
    const a = api(t.app);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        a.post('/reset-password-send', { email: 'nobody@example.com' }, undefined, `10.41.0.${i + 1}`),
      ),
    );
    expect(outcomes(results)).toEqual({ ok: 1, SECURITY_CODE_ACTIVE: 9 });
  });

  it(`10 parallel e-mail changes: at most ${LIMITS.mailsPerDay} verification mails a day`, async () => {
    const a = api(t.app);
    const verifyCodes = async () =>
      (
        await t.ctx.db.kysely
          .selectFrom('email_codes')
          .select('id')
          .where('user_id', '=', alice.id)
          .where('purpose', '=', 'verify')
          .execute()
      ).length;
    const before = await verifyCodes();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        a.post('/sendEmailVerificationMail', { email: `alice${i}@example.com`, password: 'secret1' }, alice.token),
      ),
    );
    const left = LIMITS.mailsPerDay - before;
    expect(outcomes(results)).toEqual({ ok: left, VERIFICATION_MAIL_LIMIT: 10 - left });
    expect(await verifyCodes()).toBe(LIMITS.mailsPerDay);
  });

  it('10 parallel username changes: exactly one, the others too soon', async () => {
    const a = api(t.app);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        a.post('/updateUsername', { username: `alicenew${i}`, password: 'secret1' }, alice.token),
      ),
    );
    expect(outcomes(results)).toEqual({ ok: 1, USERNAME_CHANGE_TOO_SOON: 9 });
    const changes = await t.ctx.db.kysely
      .selectFrom('username_changes')
      .select('id')
      .where('user_id', '=', alice.id)
      .execute();
    expect(changes).toHaveLength(1);
  });
});
