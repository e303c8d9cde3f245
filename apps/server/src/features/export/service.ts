import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DataExport, LIMITS } from '@qurio/contract';
import { strToU8, zipSync } from 'fflate';
import type { AppContext } from '../../context.js';
import { lockMember } from '../../db/member-lock.js';
import { inTransaction } from '../../db/transaction.js';
import type { UserRow } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { outboxMail } from '../mail/outbox.js';
import { insertOutboxMail } from '../mail/queries.js';
import { renderNoticeMail } from '../mail/templates.js';
import { findVisibleUser } from '../users/queries.js';
import { archiveFiles } from './archive.js';
import { exportsDir, newExportFileName, removeExportFiles } from './files.js';
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

const STORED_IMAGE = /^\/uploads\/(avatars|covers)\/([A-Za-z0-9_-]+\.jpg)$/;

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
    const files: Record<string, Uint8Array> = {};
    for (const [name, content] of Object.entries(archiveFiles(user, data, now))) {
      files[`qurio-${user.username}/${name}`] = strToU8(`${JSON.stringify(content, null, 2)}\n`);
    }
    for (const [label, image] of [
      ['avatar', user.image],
      ['cover', user.cover],
    ] as const) {
      const stored = image === null ? null : STORED_IMAGE.exec(image);
      if (!stored?.[1] || !stored[2]) continue;
      const bytes = await readFile(join(ctx.config.uploadsDir, stored[1], stored[2])).catch(() => null);
      if (bytes) files[`qurio-${user.username}/images/${label}.jpg`] = new Uint8Array(bytes);
    }
    const zip = zipSync(files, { level: 6, mtime: now });
    await mkdir(exportsDir(ctx), { recursive: true });
    const file = newExportFileName();
    await writeFile(join(exportsDir(ctx), file), zip, { mode: 0o600 });
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

/** The member's ready ZIP, while it is kept; EXPORT_NOT_READY otherwise. */
export async function readExport(ctx: AppContext, viewer: UserRow): Promise<{ name: string; bytes: Buffer }> {
  const latest = await findLatestExport(ctx.db.kysely, viewer.id);
  if (!latest?.file || presentExport(latest, ctx.now()).status !== 'ready') throw new AppError('EXPORT_NOT_READY');
  const bytes = await readFile(join(exportsDir(ctx), latest.file)).catch(() => null);
  if (!bytes) throw new AppError('EXPORT_NOT_READY');
  return { name: `qurio-${viewer.username}-${latest.ready_at?.slice(0, 10) ?? 'export'}.zip`, bytes };
}

/** At start: builds what a crash or a stop left queued. */
export async function resumeExports(ctx: AppContext): Promise<void> {
  for (const id of await listQueuedExports(ctx.db.kysely)) ctx.jobs.run(() => buildExport(ctx, id));
}
