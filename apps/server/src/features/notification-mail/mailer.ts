import type { Kysely } from 'kysely';
import { inTransaction } from '../../db/transaction.js';
import type { Database, MailMode } from '../../db/types.js';
import { outboxMail } from '../mail/outbox.js';
import { insertOutboxMail } from '../mail/queries.js';
import { type NotificationMailVars, renderNotificationMail } from '../mail/templates.js';
import {
  findNewestNotificationId,
  listMailableNotifications,
  type MailableNotificationRow,
} from '../notifications/queries.js';
import {
  advanceMailDue,
  claimMailDue,
  findMailDue,
  findMailSchedule,
  MAIL_SETTING,
  type MailRecipient,
  type NotificationKind,
  updateMailState,
} from './queries.js';
import { unsubscribeToken } from './unsubscribe.js';

const HOUR_MS = 60 * 60_000;

export const NOTIFICATION_MAIL = {
  /** How often the mailer looks for members whose mail is due ("immediately" means within this). */
  pollMs: 30_000,
  /** A first digest waits this long after its first notification, so a busy hour is one mail. */
  gatherMs: HOUR_MS,
  /** At most one digest per this. */
  digestEveryMs: 24 * HOUR_MS,
  /** A notification older than this is never mailed (a kind switched on late mails no backlog). */
  maxAgeMs: 48 * HOUR_MS,
  /** Members handled per pass. */
  batch: 20,
  /** Lines a mail lists per section; more are counted ("And 4 more."). */
  lines: 10,
  /** Notifications read per mode and member: the count of a busier day is "at least" this. */
  scan: 200,
};
export type NotificationMailSettings = typeof NOTIFICATION_MAIL;

function nextDigest(lastSent: string | null, firstPending: Date, settings: NotificationMailSettings): Date {
  const gathered = firstPending.getTime() + settings.gatherMs;
  return new Date(Math.max(gathered, lastSent ? Date.parse(lastSent) + settings.digestEveryMs : 0));
}

/**
 * Called with every new notification, in its transaction (features/notifications/record.ts):
 * makes the recipient's mail due when the kind's setting asks for one. Nothing for an address
 * that is not confirmed: a typo must not send someone else a stranger's notifications.
 */
export async function scheduleNotificationMail(
  db: Kysely<Database>,
  n: { userId: number; kind: NotificationKind; now: Date },
  settings: NotificationMailSettings = NOTIFICATION_MAIL,
): Promise<void> {
  const row = await findMailSchedule(db, n.userId, n.kind);
  if (row?.email_verified !== 1 || row.mode === 'off') return;
  const due = row.mode === 'immediate' ? n.now : nextDigest(row.mail_daily_sent_at, n.now, settings);
  await advanceMailDue(db, n.userId, due.toISOString());
}

export interface NotificationMailerOptions {
  db: Kysely<Database>;
  publicUrl: string;
  mailFrom: string;
  /** The asker secret, from which unsubscribe tokens are keyed (unsubscribe.ts). */
  secret: Buffer;
  /** Told after a pass queued mail, so it goes out now rather than at the mail worker's next poll. */
  onQueued: () => void;
  now: () => Date;
  log?: (level: 'error', message: string, fields: Record<string, string>) => void;
  settings?: Partial<NotificationMailSettings>;
}

type Line = MailableNotificationRow & { type: NotificationKind };

/**
 * Sends notification mail: finds members whose mail is due (users.mail_due_at), takes each with
 * one conditional UPDATE (a member is mailed by one process), and in the same transaction queues
 * the mails in the mail outbox (features/mail), which delivers them with its retries, and moves
 * the member's watermarks past what was considered: a crash before the commit leaves the member
 * due, after it the mail is in the outbox. Each mode has its own watermark, so a notification
 * goes at most once in an immediate mail and once in a digest; one whose actor or question is gone
 * by then (features/notifications visibleNotifications), or a question already answered, is left out.
 */
export class NotificationMailer {
  private readonly settings: NotificationMailSettings;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(private readonly options: NotificationMailerOptions) {
    this.settings = { ...NOTIFICATION_MAIL, ...options.settings };
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

  /** Mails every member due now; resolves with how many mails were queued (tests await it). */
  run(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Notifications were committed in this process: look now rather than at the next poll. */
  wake(): void {
    if (this.timer && !this.stopped) this.inBackground();
  }

  private inBackground(): void {
    this.run().catch((error: unknown) =>
      this.options.log?.('error', 'notification mail pass failed', {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }

  private async pass(): Promise<number> {
    let queued = 0;
    for (;;) {
      const due = await findMailDue(this.options.db, this.options.now().toISOString(), this.settings.batch);
      for (const member of due) queued += await this.mailMember(member.id, member.mail_due_at);
      if (due.length < this.settings.batch || this.stopped) break;
    }
    if (queued > 0) this.options.onQueued();
    return queued;
  }

  private mailMember(userId: number, dueAt: string): Promise<number> {
    const { db } = this.options;
    return inTransaction(db, async (trx) => {
      const member = await claimMailDue(trx, userId, dueAt);
      if (!member) return 0;
      const now = this.options.now();
      const newest = await findNewestNotificationId(trx, userId);
      const kinds = (mode: MailMode) =>
        (Object.keys(MAIL_SETTING) as NotificationKind[]).filter((kind) => member[MAIL_SETTING[kind]] === mode);
      const mailable = member.status === 'active' && member.email_verified === 1;
      const since = new Date(now.getTime() - this.settings.maxAgeMs).toISOString();
      const read = async (afterId: number, mode: MailMode) =>
        mailable
          ? (
              (await listMailableNotifications(trx, userId, {
                afterId,
                since,
                types: kinds(mode),
                limit: this.settings.scan,
              })) as Line[]
            ).filter((n) => n.type !== 'question' || n.question_status === 'pending')
          : [];

      let queued = 0;
      const state: Parameters<typeof updateMailState>[2] = { mail_immediate_after: newest };
      const immediate = await read(member.mail_immediate_after, 'immediate');
      if (immediate.length > 0) {
        await this.queue(trx, member, 'immediate', immediate, now);
        queued += 1;
      }
      const daily = await read(member.mail_daily_after, 'daily');
      const oldest = daily.at(-1);
      if (!oldest) {
        state.mail_daily_after = newest;
      } else {
        const due = nextDigest(member.mail_daily_sent_at, new Date(oldest.date_added), this.settings);
        if (due.getTime() <= now.getTime()) {
          await this.queue(trx, member, 'daily', daily, now);
          queued += 1;
          state.mail_daily_after = newest;
          state.mail_daily_sent_at = now.toISOString();
        } else {
          state.mail_due_at = due.toISOString();
        }
      }
      await updateMailState(trx, userId, state);
      if (state.mail_due_at) await advanceMailDue(trx, userId, state.mail_due_at);
      return queued;
    });
  }

  private async queue(
    trx: Kysely<Database>,
    member: MailRecipient,
    mode: 'immediate' | 'daily',
    lines: Line[],
    now: Date,
  ): Promise<void> {
    const { publicUrl, secret, mailFrom } = this.options;
    const max = this.settings.lines;
    const questions = lines.filter((n) => n.type === 'question');
    const activity = lines.filter((n) => n.type !== 'question');
    const kinds = [...new Set(lines.map((n) => n.type))];
    const token = unsubscribeToken(secret, member, kinds);
    const oneClick = `${publicUrl}/api/unsubscribeMail/one-click?token=${token}`;
    const vars: NotificationMailVars = {
      name: member.fullname,
      username: member.username,
      mode,
      questions: questions.slice(0, max).map((n) => shorten(n.question ?? '')),
      moreQuestions: Math.max(0, questions.length - max),
      activity: activity.slice(0, max).map((n) => ({
        kind: n.type as 'answer' | 'like' | 'follow' | 'mention',
        name: n.fullname || `@${n.username}`,
        link: activityLink(publicUrl, member.username, n),
      })),
      moreActivity: Math.max(0, activity.length - max),
      inboxLink: `${publicUrl}/questions`,
      notificationsLink: `${publicUrl}/notifications`,
      unsubscribeLink: `${publicUrl}/unsubscribe/${token}`,
      settingsLink: `${publicUrl}/settings/notification`,
    };
    const mail = renderNotificationMail(member.lang, vars);
    await insertOutboxMail(
      trx,
      outboxMail(
        {
          to: member.email,
          ...mail,
          headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        },
        mailFrom,
        now,
      ),
    );
  }
}

/** A question as a mail lists it: one line, at most 200 characters. */
function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/** The page a line opens: the answer (on its owner's profile) or, for a follow, the follower. */
function activityLink(publicUrl: string, me: string, n: Line): string {
  const actor = encodeURIComponent(n.username ?? '');
  if (n.type === 'follow' || n.question_id === null) return `${publicUrl}/${actor}`;
  // A like is of the member's own answer; an answer or a mention is on the actor's profile.
  const owner = n.type === 'like' ? encodeURIComponent(me) : actor;
  return `${publicUrl}/${owner}/post/${n.question_id}`;
}

/** The mailer of a process: its outbox rows wake `mailWorker`; errors of a pass go to `log`. */
export function createNotificationMailer(
  deps: { db: Kysely<Database>; config: { publicUrl: string; mailFrom: string }; secret: Buffer; now: () => Date },
  mailWorker: { wake: () => void },
  log?: NotificationMailerOptions['log'],
): NotificationMailer {
  return new NotificationMailer({
    db: deps.db,
    publicUrl: deps.config.publicUrl,
    mailFrom: deps.config.mailFrom,
    secret: deps.secret,
    onQueued: () => mailWorker.wake(),
    now: deps.now,
    ...(log ? { log } : {}),
  });
}
