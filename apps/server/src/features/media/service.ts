import { randomBytes } from 'node:crypto';
import type { MediaItem } from '@qurio/contract';
import { LIMITS } from '@qurio/contract/limits';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import { lockMember } from '../../db/member-lock.js';
import { inTransaction } from '../../db/transaction.js';
import type { Database, MediaRow, UserRow } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { IMMUTABLE, isKey } from '../../lib/storage/storage.js';
import { processMedia } from './images.js';
import {
  claimMedia,
  countUnattachedMedia,
  deleteMediaRows,
  findMedia,
  insertMedia,
  listQuestionMedia,
  setQuestionMedia,
} from './queries.js';

/** The folder of answer pictures in storage. */
export const MEDIA_PREFIX = 'media';

/** A picture as made at upload (the `data` column): a mediaItem without its id and description. */
export type StoredMedia = Omit<MediaItem, 'id' | 'alt'>;

/**
 * uploadMedia: re-encodes the file (features/media/images.ts), stores its renditions under a new
 * random name and records it as the member's, not yet in an answer. The quota is counted once
 * before the costly re-encode (a member at the cap costs no decode) and again under the member's
 * lock before the row is written, so racing uploads never pass it. The files are stored before
 * the row names them and deleted if it is not written: a crash leaves at most an orphan, which the
 * sweep takes (features/media/sweep.ts).
 */
export async function uploadMedia(ctx: AppContext, viewer: UserRow, upload: Buffer): Promise<MediaItem> {
  if ((await countUnattachedMedia(ctx.db.kysely, viewer.id)) >= LIMITS.unattachedMediaMax) {
    throw new AppError('TOO_MANY_UPLOADS');
  }
  const processed = await processMedia(upload);
  const name = randomBytes(16).toString('hex');
  const files = [...processed.stills, ...(processed.animated ? [processed.animated] : [])];
  const keys = files.map((file) => `${MEDIA_PREFIX}/${name}${file.suffix}`);
  const url = (i: number) => ctx.storage.publicUrl(keys[i] as string);
  const full = processed.animated ?? processed.stills.at(-1);
  if (!full) throw new AppError('UPLOAD_ERROR');
  const stored: StoredMedia = {
    kind: processed.kind,
    width: full.width,
    height: full.height,
    url: url(files.indexOf(full)),
    sizes: processed.stills.map((still, i) => ({ width: still.width, height: still.height, url: url(i) })),
  };
  try {
    await Promise.all(
      files.map((file, i) =>
        ctx.storage.put(keys[i] as string, file.body, { contentType: file.contentType, cacheControl: IMMUTABLE }),
      ),
    );
    const id = await inTransaction(ctx.db.kysely, async (trx) => {
      if (!(await lockMember(trx, viewer.id))) throw new Error(`user ${viewer.id} vanished during an upload`);
      if ((await countUnattachedMedia(trx, viewer.id)) >= LIMITS.unattachedMediaMax) {
        throw new AppError('TOO_MANY_UPLOADS');
      }
      return insertMedia(trx, {
        user_id: viewer.id,
        name,
        data: JSON.stringify(stored),
        bytes: files.reduce((sum, file) => sum + file.body.length, 0),
        date_added: ctx.now().toISOString(),
      });
    });
    return { id, alt: '', ...stored };
  } catch (error) {
    await Promise.all(keys.map((key) => ctx.storage.delete(key)));
    throw error;
  }
}

/** A ledger row as the API shows it. */
export function mediaItemOf(row: Pick<MediaRow, 'id' | 'alt' | 'data'>): MediaItem {
  return { id: row.id, alt: row.alt, ...(JSON.parse(row.data) as StoredMedia) };
}

/**
 * The storage keys of a picture's files, from the file names in its URLs (whatever base they were
 * served under when it was made: the server's `/uploads/` or a CDN's).
 */
export function mediaKeys(row: Pick<MediaRow, 'data'>): string[] {
  const stored = JSON.parse(row.data) as StoredMedia;
  const urls = [stored.url, ...stored.sizes.map((size) => size.url)];
  const keys = urls.map((url) => `${MEDIA_PREFIX}/${url.slice(url.lastIndexOf('/') + 1)}`).filter(isKey);
  return [...new Set(keys)];
}

/** Deletes the files of pictures whose rows are gone: called after the deletion commits. */
export async function deleteMediaFiles(ctx: AppContext, rows: ReadonlyArray<Pick<MediaRow, 'data'>>): Promise<void> {
  for (const row of rows) {
    for (const key of mediaKeys(row)) await ctx.storage.delete(key);
  }
}

/** What the answer row keeps: its pictures as presented, in order, or null for none. */
async function writeAnswerMedia(trx: Kysely<Database>, questionId: number): Promise<void> {
  const rows = await listQuestionMedia(trx, questionId);
  await setQuestionMedia(trx, questionId, rows.length > 0 ? JSON.stringify(rows.map(mediaItemOf)) : null);
}

/**
 * Gives an answer its pictures, in the answer's transaction: `items` is the whole new set in
 * order (undefined: unchanged). Each must be the member's own, free or on this answer already;
 * anything else is MEDIA_NOT_FOUND and the answer is not written. Returns the rows of pictures the
 * answer no longer carries, already deleted, whose files the caller deletes after the commit.
 */
export async function setAnswerMedia(
  trx: Transaction<Database>,
  userId: number,
  questionId: number,
  items: ReadonlyArray<{ id: number; alt: string }> | undefined,
): Promise<MediaRow[]> {
  if (items === undefined) return [];
  const before = await listQuestionMedia(trx, questionId);
  for (const [position, item] of items.entries()) {
    if (!(await claimMedia(trx, { id: item.id, userId, questionId, position, alt: item.alt }))) {
      throw new AppError('MEDIA_NOT_FOUND');
    }
  }
  const kept = new Set(items.map((item) => item.id));
  const removed = before.filter((row) => !kept.has(row.id));
  await deleteMediaRows(
    trx,
    removed.map((row) => row.id),
  );
  if (items.length > 0 || before.length > 0) await writeAnswerMedia(trx, questionId);
  return removed;
}

/** Takes every picture off an answer being deleted, in its transaction; the caller deletes the files after. */
export async function removeAnswerMedia(trx: Kysely<Database>, questionId: number): Promise<MediaRow[]> {
  const rows = await listQuestionMedia(trx, questionId);
  if (rows.length === 0) return [];
  await deleteMediaRows(
    trx,
    rows.map((row) => row.id),
  );
  await setQuestionMedia(trx, questionId, null);
  return rows;
}

/**
 * A moderator removes one picture of an answer (modAction remove_media): its row goes, the
 * answer keeps its text and its other pictures. False when there is no such picture in an answer
 * (one not yet posted is its uploader's private draft: nobody could have reported it).
 */
export async function removeMediaAsModerator(ctx: AppContext, mediaId: number): Promise<MediaRow | null> {
  const removed = await inTransaction(ctx.db.kysely, async (trx) => {
    const row = (await findMedia(trx, mediaId)) ?? null;
    if (!row || row.question_id === null) return null;
    await deleteMediaRows(trx, [row.id]);
    await writeAnswerMedia(trx, row.question_id);
    return row;
  });
  if (removed) await deleteMediaFiles(ctx, [removed]);
  return removed;
}
