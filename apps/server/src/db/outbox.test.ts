import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX_RETENTION } from '../lib/outbox-worker.js';
import { createTestApp, type TestApp } from '../test/app.js';

/**
 * The mail and push workers prune their outboxes on the database itself (both kinds): finished
 * rows go after their retention, measured from their last due time and, if sent, their sending;
 * queued rows and younger ones stay; and a worker prunes at most once per pruneEveryMs.
 */
const DAY = 24 * 60 * 60_000;
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({ startMailWorker: false });
});
afterEach(async () => {
  await t.close();
});

const ago = (ms: number) => new Date(t.clock.now().getTime() - ms).toISOString();

/** One row as the worker leaves it: last due `dueAgo` ago, sent `sentAgo` ago if sent. */
interface Seed<Status extends string> {
  label: string;
  status: Status;
  dueAgo: number;
  sentAgo?: number;
}

/** The shared columns of a seed; a queued row is due tomorrow, so no worker takes it now. */
const columns = <Status extends string>(s: Seed<Status>) => ({
  status: s.status,
  next_attempt_at: s.status === 'queued' ? ago(-DAY) : ago(s.dueAgo),
  sent_at: s.sentAgo === undefined ? null : ago(s.sentAgo),
  date_added: ago(s.dueAgo),
  last_error: s.label,
});

async function seedMails(seeds: Array<Seed<'queued' | 'sent' | 'failed'>>): Promise<void> {
  for (const s of seeds) {
    await t.ctx.db.kysely
      .insertInto('mail_outbox')
      .values({ ...columns(s), to_address: '', subject: '', text_body: '', html_body: '', message_id: s.label })
      .execute();
  }
}

async function seedPushes(seeds: Array<Seed<'queued' | 'sent' | 'failed' | 'dropped'>>): Promise<void> {
  for (const s of seeds) {
    await t.ctx.db.kysely
      .insertInto('push_outbox')
      .values({ ...columns(s), token_id: 1, user_id: 1, kind: 'like', title: '', body: '', data: '{}' })
      .execute();
  }
}

const labels = async (table: 'mail_outbox' | 'push_outbox') =>
  (await t.ctx.db.kysely.selectFrom(table).select('last_error').orderBy('id').execute()).map((r) => r.last_error);

const { keepSentMs, keepFailedMs, pruneEveryMs } = OUTBOX_RETENTION;
const SEEDS: Array<Seed<'queued' | 'sent' | 'failed'>> = [
  { label: 'sent, old', status: 'sent', dueAgo: keepSentMs + 1, sentAgo: keepSentMs + 1 },
  { label: 'sent, young', status: 'sent', dueAgo: keepSentMs - 1, sentAgo: keepSentMs - 1 },
  { label: 'sent just now after an outage', status: 'sent', dueAgo: 40 * DAY, sentAgo: 1 },
  { label: 'failed, old', status: 'failed', dueAgo: keepFailedMs + 1 },
  { label: 'failed, young', status: 'failed', dueAgo: keepFailedMs - 1 },
  { label: 'queued, added long ago', status: 'queued', dueAgo: 40 * DAY },
];

const KEPT = ['sent, young', 'sent just now after an outage', 'failed, young', 'queued, added long ago'];

describe('pruning the outboxes', () => {
  it('the mail worker deletes sent mails after a week and failed ones after a month', async () => {
    await seedMails(SEEDS);
    await t.ctx.mailWorker.drain();
    expect(await labels('mail_outbox')).toEqual(KEPT);
  });

  it('the push worker deletes sent and dropped pushes after a week and failed ones after a month', async () => {
    await seedPushes([
      ...SEEDS,
      { label: 'dropped, old', status: 'dropped', dueAgo: keepSentMs + 1 },
      { label: 'dropped, young', status: 'dropped', dueAgo: keepSentMs - 1 },
    ]);
    await t.ctx.pushWorker.drain();
    expect(await labels('push_outbox')).toEqual([...KEPT, 'dropped, young']);
  });

  it('prunes at most once per hour', async () => {
    await t.ctx.mailWorker.drain();
    await seedMails([{ label: 'sent, old', status: 'sent', dueAgo: keepSentMs + 1, sentAgo: keepSentMs + 1 }]);
    t.clock.advance(pruneEveryMs - 1);
    await t.ctx.mailWorker.drain();
    expect(await labels('mail_outbox')).toEqual(['sent, old']);
    t.clock.advance(1);
    await t.ctx.mailWorker.drain();
    expect(await labels('mail_outbox')).toEqual([]);
  });
});
