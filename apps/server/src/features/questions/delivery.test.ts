import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKind } from '../../test/app.js';
import { api, askAndFind, type CreatedUser, createUser } from '../../test/factories.js';
import { type Delivery, drawDeliveryDelayMs, QuestionDelivery } from './delivery.js';

/**
 * Anonymous questions arrive after a random delay (issue 33): nothing of them exists for the
 * recipient until the delivery worker writes them, dated then. The app runs with delays on
 * (QUESTION_DELAY_MINUTES=30) and a clock the test moves; the worker is run by hand.
 */
let t: TestApp;
let a: ReturnType<typeof api>;
let owner: CreatedUser;
let asker: CreatedUser;
const MINUTE = 60_000;

beforeEach(async () => {
  t = await createTestApp({ env: { QUESTION_DELAY_MINUTES: '30' } });
  a = api(t.app);
  owner = await createUser(t.app, { username: 'Owner1' });
  asker = await createUser(t.app, { username: 'Asker1' });
});
afterEach(async () => {
  await t.close();
});

const waiting = () =>
  t.ctx.db.kysely.selectFrom('sent_questions').selectAll().where('deliver_at', 'is not', null).orderBy('id').execute();
/** Moves the clock to `iso` (a due time) plus `ms`. */
const moveTo = (iso: string, ms = 0) => t.clock.advance(Date.parse(iso) + ms - t.clock.now().getTime());

/** Everything the recipient could learn a question from. */
async function whatOwnerSees() {
  const [inbox, stats, notes] = await Promise.all([
    a.get('/myQuestions', {}, owner.token),
    a.get('/stats', {}, owner.token),
    a.get('/notifications', {}, owner.token),
  ]);
  const pushes = await t.ctx.db.kysely.selectFrom('push_outbox').select('id').execute();
  const { mail_due_at } = await t.ctx.db.kysely
    .selectFrom('users')
    .select('mail_due_at')
    .where('id', '=', owner.id)
    .executeTakeFirstOrThrow();
  return {
    inbox: inbox.body.questions,
    pending: stats.body.pendingAnswersCount,
    notifications: notes.body.notifications,
    pushes: pushes.length,
    mailDue: mail_due_at,
  };
}

describe('delivery after a random delay', () => {
  it('an anonymous question exists for its recipient only from its due time, dated then', async () => {
    await t.ctx.db.kysely.updateTable('users').set({ email_verified: 1 }).where('id', '=', owner.id).execute();
    await a.post('/set', { key: 'mail_questions', value: 'immediate' }, owner.token);
    await api(t.app).post('/registerPushToken', { token: 'fcm:owner-phone', platform: 'android' }, owner.token);
    const askedAt = t.clock.now().toISOString();
    const res = await a.post('/ask', { user_id: owner.id, question: 'Anonymous and delayed?' }, asker.token);
    expect(res.body).toEqual({ status: true, message: 'Your question has been sent!' });
    const [row] = await waiting();
    if (!row?.deliver_at) throw new Error('the question does not wait');
    const due = row.deliver_at;
    expect(Date.parse(due) - Date.parse(askedAt)).toBeGreaterThanOrEqual(0);
    expect(Date.parse(due) - Date.parse(askedAt)).toBeLessThanOrEqual(30 * MINUTE);
    const nothing = { inbox: [], pending: 0, notifications: [], pushes: 0, mailDue: null };
    expect(await whatOwnerSees()).toEqual(nothing);

    // A millisecond before it is due the worker leaves it; at its due time it is delivered.
    moveTo(due, -1);
    expect(await t.ctx.questionDelivery.run()).toBe(0);
    expect(await whatOwnerSees()).toEqual(nothing);
    moveTo(due, 4_000);
    const deliveredAt = t.clock.now().toISOString();
    expect(await t.ctx.questionDelivery.run()).toBe(1);
    const seen = await whatOwnerSees();
    expect(seen.inbox).toMatchObject([
      { question: 'Anonymous and delayed?', anonymous: true, sender: null, date_added: deliveredAt },
    ]);
    expect(seen.pending).toBe(1);
    expect(seen.notifications).toMatchObject([{ type: 'question', actor: null, n_date: deliveredAt }]);
    expect(seen.pushes).toBe(1);
    expect(seen.mailDue).toBe(deliveredAt);
    expect(await waiting()).toEqual([]);
    // Delivered once only.
    expect(await t.ctx.questionDelivery.run()).toBe(0);
  });

  it('a named question is delivered at once, delays or not', async () => {
    await askAndFind(t.app, owner, 'Asked by name, here now?', asker, { anonymous: false });
    expect(await waiting()).toEqual([]);
  });

  it('a guest’s question waits too, and leaves no row behind once delivered', async () => {
    await a.post('/ask', { user_id: owner.id, question: 'A guest, waiting?' });
    expect(await waiting()).toHaveLength(1);
    t.clock.advance(30 * MINUTE);
    expect(await t.ctx.questionDelivery.run()).toBe(1);
    expect(await t.ctx.db.kysely.selectFrom('sent_questions').selectAll().execute()).toEqual([]);
    expect((await a.get('/myQuestions', {}, owner.token)).body.questions).toHaveLength(1);
  });

  it('held and dropped questions wait the same, and arrive held back or nowhere', async () => {
    // The owner blocks the asker of a first anonymous question: their next ones are dropped.
    const blocked = await createUser(t.app, { username: 'Blocked1' });
    await a.post('/ask', { user_id: owner.id, question: 'Before the block?' }, blocked.token);
    t.clock.advance(30 * MINUTE);
    await t.ctx.questionDelivery.run();
    const [first] = (await a.get('/myQuestions', {}, owner.token)).body.questions;
    await a.post('/blockAsker', { question_id: first.id }, owner.token);
    await a.post('/muteWord', { word: 'spoiler' }, owner.token);
    const answers = [
      await a.post('/ask', { user_id: owner.id, question: 'A spoiler for you?' }, asker.token),
      await a.post('/ask', { user_id: owner.id, question: 'After the block?' }, blocked.token),
      await a.post('/ask', { user_id: owner.id, question: 'A plain question?' }),
    ];
    // The asker of each is told the same.
    expect(new Set(answers.map((r) => `${r.status} ${r.raw}`)).size).toBe(1);
    expect((await waiting()).map((r) => r.delivers_as)).toEqual(['held', 'dropped', 'pending']);
    expect((await a.get('/heldQuestions', {}, owner.token)).body.questions).toEqual([]);
    t.clock.advance(30 * MINUTE);
    expect(await t.ctx.questionDelivery.run()).toBe(3);
    expect((await a.get('/heldQuestions', {}, owner.token)).body.questions).toMatchObject([
      { question: 'A spoiler for you?' },
    ]);
    const inbox = (await a.get('/myQuestions', {}, owner.token)).body.questions;
    expect(inbox.map((q: { question: string }) => q.question)).toEqual(['A plain question?', 'Before the block?']);
    expect((await a.get('/stats', {}, owner.token)).body.pendingAnswersCount).toBe(2);
  });

  it('two workers (two processes) deliver each question once', async () => {
    for (const text of ['First of many?', 'Second of many?', 'Third of many?'])
      await a.post('/ask', { user_id: owner.id, question: text }, asker.token);
    const other = new QuestionDelivery({ db: t.ctx.db.kysely, now: t.clock.now, announce: () => {} });
    t.clock.advance(30 * MINUTE);
    const [mine, theirs] = await Promise.all([t.ctx.questionDelivery.run(), other.run()]);
    expect(mine + theirs).toBe(3);
    const inbox = (await a.get('/myQuestions', {}, owner.token)).body.questions;
    expect(inbox).toHaveLength(3);
    expect((await a.get('/stats', {}, owner.token)).body.pendingAnswersCount).toBe(3);
  });

  it('a restart loses no question: a new process delivers what came due while none ran', async () => {
    await a.post('/ask', { user_id: owner.id, question: 'Asked before the crash?' }, asker.token);
    // The process dies before the question is due: its worker never delivers it.
    await t.ctx.questionDelivery.stop();
    t.clock.advance(45 * MINUTE);
    // The next process's worker looks at once when it starts.
    let next: QuestionDelivery | undefined;
    const delivered = new Promise<Delivery[]>((resolve) => {
      next = new QuestionDelivery({ db: t.ctx.db.kysely, now: t.clock.now, announce: resolve });
      next.start();
    });
    expect(await delivered).toMatchObject([{ recipientId: owner.id, inInbox: true }]);
    await next?.stop();
    expect((await a.get('/myQuestions', {}, owner.token)).body.questions).toMatchObject([
      { question: 'Asked before the crash?', date_added: t.clock.now().toISOString() },
    ]);
  });

  it('a question that fails to deliver stays due, logged by its row alone; the others arrive', async () => {
    const db = t.ctx.db.kysely;
    // The database refuses one question (as a broken row or a lost connection would).
    if (testDatabaseKind() === 'sqlite') {
      await sql`create trigger refuse_one before insert on questions when new.question = 'Refused once?'
        begin select raise(abort, 'refused'); end`.execute(db);
    } else {
      await sql`create function refuse_one() returns trigger language plpgsql as $$ begin
        if new.question = 'Refused once?' then raise exception 'refused'; end if; return new; end $$`.execute(db);
      await sql`create trigger refuse_one before insert on questions for each row execute function refuse_one()`.execute(
        db,
      );
    }
    const logged: Array<Record<string, string>> = [];
    const worker = new QuestionDelivery({
      db,
      now: t.clock.now,
      announce: () => {},
      log: (_message, fields) => void logged.push(fields),
      settings: { batch: 1 },
    });
    try {
      await a.post('/ask', { user_id: owner.id, question: 'Refused once?' }, asker.token);
      await a.post('/ask', { user_id: owner.id, question: 'Fine after it?' }, asker.token);
      const [refused] = await waiting();
      await db
        .updateTable('sent_questions')
        .set({ deliver_at: '2000-01-01T00:00:00.000Z' })
        .where('id', '=', refused?.id ?? 0)
        .execute();
      t.clock.advance(30 * MINUTE);
      // The refused one is first in line: the look stops rather than read it again at once.
      expect(await worker.run()).toBe(0);
      expect(logged).toEqual([{ sent_question: String(refused?.id), error: expect.stringContaining('refused') }]);
      expect(JSON.stringify(logged)).not.toMatch(/Refused once|Asker1/);
      expect((await waiting()).map((r) => r.question)).toEqual(['Refused once?', 'Fine after it?']);
    } finally {
      await sql`drop trigger refuse_one${sql.raw(testDatabaseKind() === 'sqlite' ? '' : ' on questions')}`.execute(db);
      if (testDatabaseKind() === 'postgres') await sql`drop function refuse_one()`.execute(db);
    }
    // Once the database takes it again, the next look delivers both.
    expect(await worker.run()).toBe(2);
  });

  it('draws delays from 0 to N minutes, spread over the whole range', () => {
    const draws = Array.from({ length: 2_000 }, () => drawDeliveryDelayMs(1) ?? -1);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThanOrEqual(MINUTE);
    // Uniform: each quarter of the minute holds about a quarter of the draws.
    for (let q = 0; q < 4; q++) {
      const inQuarter = draws.filter((d) => d >= (q * MINUTE) / 4 && d < ((q + 1) * MINUTE) / 4).length;
      expect(inQuarter).toBeGreaterThan(400);
      expect(inQuarter).toBeLessThan(600);
    }
    expect(drawDeliveryDelayMs(0)).toBeNull();
  });
});
