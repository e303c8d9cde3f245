import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { Database, SentQuestionRow } from '../../db/types.js';
import {
  type RecordedNotification,
  recordQuestionNotification,
  wakeNotificationSenders,
} from '../notifications/record.js';
import { isAskerBlocked } from '../safety/queries.js';
import {
  claimSentQuestion,
  deleteSentQuestion,
  findDueSentQuestions,
  setSentQuestionId,
} from '../sent-questions/queries.js';
import { addToUserCounts } from '../users/queries.js';
import { insertQuestion } from './queries.js';

/**
 * Delivery: the one write that puts an asked question in front of its recipient (issue 33).
 *
 * A named question is delivered in the ask's own transaction. An anonymous one (a guest's always
 * is) waits in `sent_questions` for a random delay of 0 to QUESTION_DELAY_MINUTES minutes and is
 * delivered by the QuestionDelivery worker: until then nothing of it exists for the recipient (no
 * row in `questions`, no count, notification, push, mail or live event), and when it comes its
 * id, `date_added`, notification, push and mail all carry the delivery's moment. So no moment of
 * the asker's (a profile visit, going offline, a like right after sending) lines up with its
 * arrival. 0 minutes delivers at once, as before.
 */

/** What an ask decided, and what delivery writes into `questions`. */
export type AskedQuestion = Pick<
  SentQuestionRow,
  'user_id' | 'sender_id' | 'asker_key' | 'anonymous' | 'question' | 'filtered' | 'delivers_as'
>;

export interface Delivery {
  questionId: number;
  recipientId: number;
  /** In the inbox (not held back, not dropped): the recipient's count and live stream hear of it. */
  inInbox: boolean;
  notification: RecordedNotification | null;
}

/**
 * The delay of an anonymous question: uniform over 0 to `maxMinutes` minutes, to the millisecond,
 * from the CSPRNG (crypto.randomInt), so neither the asker nor anyone watching can predict it or
 * replay it. Null when delays are off (0).
 */
export function drawDeliveryDelayMs(maxMinutes: number): number | null {
  return maxMinutes > 0 ? randomInt(0, maxMinutes * 60_000 + 1) : null;
}

/**
 * Writes the question into `questions`, dated `now`, in the caller's transaction: a pending one
 * counts in the inbox and notifies (and through the notification queues its push and mail); one
 * held back by a muted word counts among the held; a dropped one (a blocked or banned asker) is
 * stored and tells no one. The caller announces it after the commit (announceDeliveries).
 */
export async function deliverQuestion(trx: Kysely<Database>, asked: AskedQuestion, now: Date): Promise<Delivery> {
  // A block made while the question waited drops it as if the block had come first (issue 34: a
  // block that deletes the asker's questions must hold for those still on their way). The asker's
  // sent list reads a dropped question as delivered, so they learn nothing of it.
  const status =
    asked.delivers_as !== 'dropped' &&
    asked.asker_key !== null &&
    (await isAskerBlocked(trx, asked.user_id, asked.asker_key, asked.anonymous === 1))
      ? 'dropped'
      : asked.delivers_as;
  const questionId = await insertQuestion(trx, {
    user_id: asked.user_id,
    sender_id: asked.sender_id,
    sender_ip_hash: null,
    asker_key: asked.asker_key,
    anonymous: asked.anonymous,
    prompt_id: null,
    question: asked.question,
    answer: null,
    status,
    filtered: asked.filtered,
    lang: null,
    date_added: now.toISOString(),
    date_answered: null,
    updated_at: null,
  });
  const delivery = { questionId, recipientId: asked.user_id, inInbox: false, notification: null };
  if (status === 'dropped') return delivery;
  if (status === 'held') {
    await addToUserCounts(trx, asked.user_id, { held_count: 1 });
    return delivery;
  }
  await addToUserCounts(trx, asked.user_id, { pending_count: 1 });
  // Named only when the member chose to ask by name; the notification and its push then follow
  // the recipient's "new questions" setting.
  const notification = await recordQuestionNotification(trx, {
    userId: asked.user_id,
    questionId,
    namedAskerId: asked.anonymous === 0 ? asked.sender_id : null,
    now,
  });
  return { ...delivery, inInbox: true, notification };
}

/** After the commit: pushes and mails go out now, and the recipients' live streams hear of their inbox. */
export function announceDeliveries(
  ctx: Pick<AppContext, 'live' | 'pushWorker' | 'notificationMailer'>,
  deliveries: Delivery[],
): void {
  wakeNotificationSenders(ctx);
  // A held or dropped question tells the recipient's live stream nothing.
  const inInbox = deliveries.filter((d) => d.inInbox);
  for (const recipient of new Set(inInbox.map((d) => d.recipientId))) ctx.live.stats(recipient);
  ctx.live.notifications(inInbox.map((d) => d.notification));
}

/**
 * Delivers one waiting question if it is due and still waits, in one transaction: the claim, the
 * question and the row's link to it commit together, so a crash delivers it wholly or not at all,
 * and it stays due for the next pass (of this process after a restart, or of any other).
 */
async function deliverWaiting(db: Kysely<Database>, id: number, now: Date): Promise<Delivery | null> {
  return inTransaction(db, async (trx) => {
    const waiting = await claimSentQuestion(trx, id, now.toISOString());
    if (!waiting) return null;
    const delivery = await deliverQuestion(trx, waiting, now);
    // A guest has no list: their row has served its purpose.
    if (waiting.sender_id === null) await deleteSentQuestion(trx, waiting.id);
    else await setSentQuestionId(trx, waiting.id, delivery.questionId);
    return delivery;
  });
}

export const QUESTION_DELIVERY = {
  /**
   * How often the worker looks for due questions. Delays are drawn to the millisecond; a question
   * arrives at the first look after its due time, which spreads arrivals no less.
   */
  pollMs: 5_000,
  /** Questions read per look; a pass goes on while looks come back full. */
  batch: 50,
};

export interface QuestionDeliveryOptions {
  db: Kysely<Database>;
  now: () => Date;
  /** Told what each look delivered, after its commits (announceDeliveries). */
  announce: (deliveries: Delivery[]) => void;
  log?: (message: string, fields: Record<string, string>) => void;
  settings?: Partial<typeof QUESTION_DELIVERY>;
}

/**
 * Delivers anonymous questions when they are due. Nothing is kept in memory: the due time is in
 * the row, so a question asked before a crash or a restart, or in another process, is delivered
 * by whichever process looks first after it is due (start() looks at once). Tests do not start it;
 * they move their clock and await run().
 */
export class QuestionDelivery {
  private readonly settings: typeof QUESTION_DELIVERY;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(private readonly options: QuestionDeliveryOptions) {
    this.settings = { ...QUESTION_DELIVERY, ...options.settings };
  }

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.inBackground(), this.settings.pollMs);
    this.timer.unref();
    this.inBackground();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running?.catch(() => {});
  }

  /** Delivers every question due now; resolves with how many were delivered. */
  run(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private inBackground(): void {
    this.run().catch((error: unknown) =>
      this.options.log?.('question delivery pass failed', {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }

  private async pass(): Promise<number> {
    const { db, now, announce } = this.options;
    let delivered = 0;
    for (;;) {
      const ids = await findDueSentQuestions(db, now().toISOString(), this.settings.batch);
      const deliveries: Delivery[] = [];
      let failed = 0;
      for (const id of ids) {
        // One that fails stays due for the next look; the others of the batch go on. The log names
        // the row only (never its text, asker or recipient).
        const delivery = await deliverWaiting(db, id, now()).catch((error: unknown) => {
          failed += 1;
          this.options.log?.('question delivery failed', {
            sent_question: String(id),
            error: error instanceof Error ? error.message : String(error),
          });
          return null;
        });
        if (delivery) deliveries.push(delivery);
      }
      if (deliveries.length > 0) announce(deliveries);
      delivered += deliveries.length;
      // A full batch that delivered nothing but failures would be read again at once: wait for the next look.
      const stuck = failed > 0 && deliveries.length === 0;
      if (ids.length < this.settings.batch || this.stopped || stuck) return delivered;
    }
  }
}
