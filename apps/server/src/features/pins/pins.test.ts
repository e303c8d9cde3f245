import { LIMITS } from '@qurio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndFind, type CreatedUser, createUser, grantRole, testKit } from '../../test/factories.js';

/**
 * Pinned answers (issue 33): up to LIMITS.pinsMax of a member's own answers, first on their
 * profile in the order they chose; the limit holds under parallel pins on both databases; a
 * deleted or removed answer leaves the pins.
 */
let t: TestApp;
let a: ReturnType<typeof api>;
let owner: CreatedUser;
let other: CreatedUser;
let asks = 0;

beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  owner = await createUser(t.app);
  other = await createUser(t.app);
});
afterEach(async () => {
  await t.close();
});

async function answered(to: CreatedUser = owner): Promise<number> {
  asks += 1;
  const id = await askAndFind(t.app, to, `Pin question ${asks}?`, undefined, { ip: `198.51.100.${asks % 250}` });
  t.clock.advance(1000);
  await testKit(t.app).answer(to, id, `Pin answer ${asks}`);
  return id;
}

const pinned = async (username = owner.username, token?: string) =>
  (await a.get('/pinnedAnswers', { username }, token)).body.questions.map((q: { id: number }) => q.id) as number[];

describe('pins', () => {
  it('pin, unpin and reorder, shown in order on the profile; pinned answers keep their place in the list', async () => {
    const [one, two, three] = [await answered(), await answered(), await answered()];
    expect(await pinned()).toEqual([]);
    const first = await a.post('/pinAnswer', { question_id: two as number }, owner.token);
    expect(first.body).toEqual({ status: true, message: 'The answer is pinned to your profile.', pins: [two] });
    expect((await a.post('/pinAnswer', { question_id: one as number }, owner.token)).body.pins).toEqual([two, one]);
    // Pinning again changes nothing.
    expect((await a.post('/pinAnswer', { question_id: two as number }, owner.token)).body.pins).toEqual([two, one]);
    expect(await pinned()).toEqual([two, one]);
    expect(await pinned(owner.username, other.token)).toEqual([two, one]);

    const reordered = await a.post('/reorderPins', { question_ids: [one as number, two as number] }, owner.token);
    expect(reordered.body).toMatchObject({ status: true, pins: [one, two] });
    expect(await pinned()).toEqual([one, two]);

    expect((await a.post('/unpinAnswer', { question_id: one as number }, owner.token)).body.pins).toEqual([two]);
    expect((await a.post('/unpinAnswer', { question_id: one as number }, owner.token)).body.pins).toEqual([two]);
    expect(await pinned()).toEqual([two]);

    // The chronological list still has every answer, the pinned one at its date.
    const list = (await a.get('/questions', { username: owner.username })).body.questions.map(
      (q: { id: number }) => q.id,
    );
    expect(list).toEqual([three, two, one]);
  });

  it('refuses a fourth pin, someone else’s answer, a pending question, a bad order and guests', async () => {
    const ids = [await answered(), await answered(), await answered(), await answered()] as number[];
    for (const id of ids.slice(0, LIMITS.pinsMax)) await a.post('/pinAnswer', { question_id: id }, owner.token);
    expect(await a.post('/pinAnswer', { question_id: ids[3] as number }, owner.token)).toMatchObject({
      status: 400,
      body: { status: false, code: 'TOO_MANY_PINS', message: 'You can pin up to 3 answers. Unpin one first.' },
    });
    const theirs = await answered(other);
    expect(await a.post('/pinAnswer', { question_id: theirs }, owner.token)).toMatchObject({
      status: 404,
      body: { code: 'QUESTION_NOT_FOUND' },
    });
    const pending = await askAndFind(t.app, owner, 'Still pending here?', undefined, { ip: '198.51.100.251' });
    expect((await a.post('/pinAnswer', { question_id: pending }, owner.token)).body.code).toBe('QUESTION_NOT_FOUND');
    expect((await a.post('/pinAnswer', { question_id: 999_999 }, owner.token)).body.code).toBe('QUESTION_NOT_FOUND');

    const [p1, p2, p3] = ids as [number, number, number];
    for (const order of [
      [p1, p2],
      [p1, p2, p2],
      [p1, p2, ids[3] as number],
      [p3, p2, p1, p1],
    ]) {
      expect(await a.post('/reorderPins', { question_ids: order }, owner.token)).toMatchObject({
        status: 400,
        body: { code: 'PINS_INVALID' },
      });
    }
    expect((await a.postUnchecked('/reorderPins', { question_ids: 'first' }, owner.token)).body.code).toBe(
      'PINS_INVALID',
    );
    expect((await a.postUnchecked('/pinAnswer', {}, owner.token)).body.code).toBe('QUESTION_ID_REQUIRED');
    expect((await a.post('/pinAnswer', { question_id: p1 })).status).toBe(401);
    expect(await pinned()).toEqual([p1, p2, p3]);
  });

  it('parallel pins never go past the limit', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) ids.push(await answered());
    const results = await Promise.all(ids.map((id) => a.post('/pinAnswer', { question_id: id }, owner.token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(LIMITS.pinsMax);
    expect(results.filter((r) => r.body.code === 'TOO_MANY_PINS')).toHaveLength(ids.length - LIMITS.pinsMax);
    const rows = await t.ctx.db.kysely.selectFrom('pins').selectAll().where('user_id', '=', owner.id).execute();
    expect(rows).toHaveLength(LIMITS.pinsMax);
    expect(await pinned()).toHaveLength(LIMITS.pinsMax);
  });

  it('a deleted or removed answer leaves the pins; a blocked reader and a frozen profile see none', async () => {
    const [one, two, three] = [await answered(), await answered(), await answered()] as number[];
    for (const id of [one, two, three]) await a.post('/pinAnswer', { question_id: id as number }, owner.token);
    await a.del('/question', { question_id: one as number }, owner.token);
    expect(await pinned()).toEqual([two, three]);
    const moderator = await grantRole(t, await createUser(t.app), 'moderator');
    const removal = await a.post(
      '/modAction',
      { question_id: two as number, action: 'remove', reason: 'spam' },
      moderator.token,
    );
    expect(removal.status).toBe(200);
    expect(await pinned()).toEqual([three]);
    expect(await t.ctx.db.kysely.selectFrom('pins').select('question_id').execute()).toEqual([{ question_id: three }]);
    // A freed place takes a new pin.
    expect((await a.post('/pinAnswer', { question_id: await answered() }, owner.token)).status).toBe(200);

    await a.post('/block', { user_id: other.id }, owner.token);
    expect((await a.get('/pinnedAnswers', { username: owner.username }, other.token)).body.code).toBe(
      'YOU_ARE_BLOCKED',
    );
    await t.ctx.db.kysely.updateTable('users').set({ status: 'frozen' }).where('id', '=', owner.id).execute();
    expect((await a.get('/pinnedAnswers', { username: owner.username })).status).toBe(404);
  });
});
