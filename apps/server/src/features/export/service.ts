import type { Readable } from 'node:stream';
import { type DataExport, LIMITS } from '@qurio/contract';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { AppContext } from '../../context.js';
import { lockMember } from '../../db/member-lock.js';
import { inTransaction } from '../../db/transaction.js';
import type { UserRow } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { PRIVATE } from '../../lib/storage/storage.js';
import { outboxMail } from '../mail/outbox.js';
import { insertOutboxMail } from '../mail/queries.js';
import { renderNoticeMail } from '../mail/templates.js';
import { answerMediaOf } from '../media/presenter.js';
import { mediaKeyOf } from '../media/service.js';
import { imageKey } from '../uploads/service.js';
import { findVisibleUser } from '../users/queries.js';
import { archiveFiles, archiveMediaPath } from './archive.js';
import { EXPORTS_PREFIX, exportKey, newExportFileName, removeExportFiles } from './files.js';
import {
  type DataExportRow,
  findExport,
  findLatestExport,
  forgetExportFiles,
  insertExport,
  listOtherExportFiles,
  listQueuedExports,
  loadMemberData,
  markExport,
} from './queries.js';

function presentExport(row: DataExportRow | undefined, now: Date): DataExport {
  if (!row) return { status: 'none', requested_at: null, ready_at: null, next_request_at: null };
  const next = Date.parse(row.date_added) + LIMITS.exportEveryMs;
  const expired =
    row.status === 'ready' && row.ready_at !== null && Date.parse(row.ready_at) + LIMITS.exportKeepMs <= now.getTime();
  return {
    status: expired ? 'none' : row.status,
    requested_at: row.date_added,
    ready_at: expired ? null : row.ready_at,
    next_request_at: next > now.getTime() ? new Date(next).toISOString() : null,
  };
}

export async function exportStatus(ctx: AppContext, viewer: UserRow): Promise<DataExport> {
  return presentExport(await findLatestExport(ctx.db.kysely, viewer.id), ctx.now());
}

/** Queues a new export, at most one a day; the ZIP is built in the background (ctx.jobs). */
export async function requestExport(ctx: AppContext, viewer: UserRow): Promise<DataExport> {
  const now = ctx.now();
  const id = await inTransaction(ctx.db.kysely, async (trx) => {
    // Under the member's lock, so of parallel requests exactly one finds no export today.
    await lockMember(trx, viewer.id);
    const latest = await findLatestExport(trx, viewer.id);
    if (latest) {
      const wait = Date.parse(latest.date_added) + LIMITS.exportEveryMs - now.getTime();
      if (wait > 0) throw new AppError('EXPORT_TOO_SOON', { retryAfterSec: Math.ceil(wait / 1000) });
    }
    return insertExport(trx, viewer.id, now.toISOString());
  });
  ctx.jobs.run(() => buildExport(ctx, id));
  return presentExport(await findExport(ctx.db.kysely, id), now);
}

/** Builds one export's ZIP, marks it ready and mails the member; failed if anything throws. */
export async function buildExport(ctx: AppContext, id: number): Promise<void> {
  const row = await findExport(ctx.db.kysely, id);
  if (row?.status !== 'queued') return;
  const user = await findVisibleUser(ctx.db.kysely, { id: row.user_id });
  // Frozen since asking: nothing is built (a frozen member cannot download it either).
  if (!user) {
    await markExport(ctx.db.kysely, id, { status: 'failed', file: null, ready_at: null });
    return;
  }
  try {
    const now = ctx.now();
    const data = await loadMemberData(ctx.db.kysely, user.id);
    const files: Zippable = {};
    for (const [name, content] of Object.entries(archiveFiles(user, data, now))) {
      files[`qurio-${user.username}/${name}`] = strToU8(`${JSON.stringify(content, null, 2)}\n`);
    }
    for (const [label, image] of [
      ['avatar', user.image],
      ['cover', user.cover],
    ] as const) {
      const key = imageKey(ctx, image);
      const bytes = key ? await ctx.storage.read(key) : null;
      if (bytes) files[`qurio-${user.username}/images/${label}.jpg`] = new Uint8Array(bytes);
    }
    // The pictures of the member's answers, each in its largest rendition (drafts no answer took
    // are left out: they are in no answer to name them).
    for (const answered of data.received) {
      if (answered.status !== 'answered') continue;
      for (const item of answerMediaOf(answered.media)) {
        const key = mediaKeyOf(item.url);
        const bytes = key ? await ctx.storage.read(key) : null;
        // Stored, not deflated: JPEG and WebP do not shrink, and the build runs on the event loop.
        if (bytes)
          files[`qurio-${user.username}/${archiveMediaPath(item.url)}`] = [new Uint8Array(bytes), { level: 0 }];
      }
    }
    const zip = zipSync(files, { level: 6, mtime: now });
    const file = newExportFileName();
    // Stored before the row names it: a crash in between leaves an orphan the sweep takes.
    await ctx.storage.put(`${EXPORTS_PREFIX}/${file}`, zip, { contentType: 'application/zip', cacheControl: PRIVATE });
    const old = await listOtherExportFiles(ctx.db.kysely, user.id, id);
    if (!(await markExport(ctx.db.kysely, id, { status: 'ready', file, ready_at: now.toISOString() }))) {
      // The account was deleted while its archive was being built: nothing may keep it.
      return removeExportFiles(ctx, [file]);
    }
    await forgetExportFiles(ctx.db.kysely, user.id, id);
    await removeExportFiles(ctx, old);
    const mail = renderNoticeMail('exportReady', user.lang, {
      name: user.fullname || user.username,
      username: user.username,
      link: `${ctx.config.publicUrl}/settings/account`,
      values: { days: String(LIMITS.exportKeepMs / (24 * 60 * 60_000)) },
    });
    await insertOutboxMail(
      ctx.db.kysely,
      outboxMail({ to: user.email, subject: mail.subject, text: mail.text, html: mail.html }, ctx.config.mailFrom, now),
    );
    ctx.mailWorker.wake();
  } catch (error) {
    await markExport(ctx.db.kysely, id, { status: 'failed', file: null, ready_at: null });
    throw error;
  }
}

/** The member's ready ZIP as a stream from storage, while it is kept; EXPORT_NOT_READY otherwise. */
export async function readExport(
  ctx: AppContext,
  viewer: UserRow,
): Promise<{ name: string; size: number; body: Readable }> {
  const latest = await findLatestExport(ctx.db.kysely, viewer.id);
  if (!latest?.file || presentExport(latest, ctx.now()).status !== 'ready') throw new AppError('EXPORT_NOT_READY');
  const key = exportKey(latest.file);
  const stored = key ? await ctx.storage.get(key) : null;
  if (!stored) throw new AppError('EXPORT_NOT_READY');
  return {
    name: `qurio-${viewer.username}-${latest.ready_at?.slice(0, 10) ?? 'export'}.zip`,
    size: stored.size,
    body: stored.body,
  };
}

/** At start: builds what a crash or a stop left queued. */
export async function resumeExports(ctx: AppContext): Promise<void> {
  for (const id of await listQueuedExports(ctx.db.kysely)) ctx.jobs.run(() => buildExport(ctx, id));
}
