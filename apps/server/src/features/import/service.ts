import { type DataImport, IMPORT_SKIP_REASONS, type ImportSkipReason, LIMITS } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import { lockMember } from '../../db/member-lock.js';
import { indexNewAnswers } from '../../db/search.js';
import { inTransaction } from '../../db/transaction.js';
import type { UserRow } from '../../db/types.js';
import { detectAnswerLanguage } from '../../lib/answer-language.js';
import { AppError } from '../../lib/errors.js';
import { consume, LIMITS_POLICY } from '../../lib/rate-limit.js';
import { exploreRankAt } from '../feeds/explore-rank.js';
import { importedAnswersToTimelines, lockTimelinesForImport } from '../feeds/timeline.js';
import { indexNewHashtags } from '../questions/hashtags.js';
import { addToUserCounts, findVisibleUser } from '../users/queries.js';
import { type ImportItem, parseArchive } from './formats.js';
import {
  findImport,
  findLatestImport,
  findUnfinishedImport,
  finishImport,
  type ImportedAnswer,
  type ImportStateRow,
  insertImport,
  insertImportedAnswers,
  listUnfinishedImports,
  recordImportProgress,
} from './queries.js';

/**
 * Answers written per transaction. 10 000 answers with a hashtag each, a follower's timeline
 * built: 3.4 s on PostgreSQL, 2.3 s on SQLite (import.test.ts, IMPORT_MEASURE=1); 41 s and 13 s
 * while hashtags and PostgreSQL's search vectors were written row by row. 500: a batch's insert is one statement of 5 000 parameters
 * (under SQLite's 32 766 and PostgreSQL's 65 535) and holds the author's timeline lock for tens of
 * milliseconds, so answers and follows elsewhere wait little; progress moves every batch.
 */
const BATCH = 500;
/**
 * Imported texts may be longer than what Qurio lets one write (Retrospring allowed longer answers):
 * an answer is not cut, it is skipped as `too_long` past these.
 */
const IMPORT_QUESTION_MAX = 2 * LIMITS.questionMax;
const IMPORT_ANSWER_MAX = 10 * LIMITS.answerMax;

function presentImport(row: ImportStateRow | undefined): DataImport {
  if (!row) {
    return {
      status: 'none',
      source: null,
      total: 0,
      processed: 0,
      imported: 0,
      skipped: [],
      requested_at: null,
      finished_at: null,
    };
  }
  const skipped = skippedOf(row.skipped);
  return {
    status: row.status,
    source: row.source,
    total: row.total,
    processed: row.processed,
    imported: row.imported,
    skipped: IMPORT_SKIP_REASONS.flatMap((reason) => (skipped[reason] ? [{ reason, count: skipped[reason] }] : [])),
    requested_at: row.date_added,
    finished_at: row.finished_at,
  };
}

type SkipCounts = Partial<Record<ImportSkipReason, number>>;
function skippedOf(json: string): SkipCounts {
  const parsed = JSON.parse(json) as SkipCounts;
  return parsed;
}

export async function importStatus(ctx: AppContext, viewer: UserRow): Promise<DataImport> {
  return presentImport(await findLatestImport(ctx.db.kysely, viewer.id));
}

/**
 * Counted per member and per address before a byte of the archive is read (reading and
 * unpacking it is the costly part), and refused while the member has an import unfinished.
 */
export async function admitImport(ctx: AppContext, viewer: UserRow, ip: string): Promise<void> {
  await consume(
    ctx.limiter,
    [
      [`import:user:${viewer.id}`, LIMITS_POLICY.importsPerMember],
      [`import:ip:${ip}`, LIMITS_POLICY.importsPerIp],
    ],
    'TOO_MANY_IMPORTS',
  );
  if (await findUnfinishedImport(ctx.db.kysely, viewer.id)) throw new AppError('IMPORT_RUNNING');
}

/**
 * Checks the whole archive (features/import/archive.ts, formats.ts), then queues its answers as
 * one import; a bad archive is refused with its code and stores nothing. One unfinished import per
 * member: checked under the member's lock and held by imports_running_idx.
 */
export async function startImport(ctx: AppContext, viewer: UserRow, archive: Uint8Array): Promise<DataImport> {
  const parsed = await parseArchive(archive);
  const now = ctx.now().toISOString();
  const id = await inTransaction(ctx.db.kysely, async (trx) => {
    await lockMember(trx, viewer.id);
    if (await findUnfinishedImport(trx, viewer.id)) throw new AppError('IMPORT_RUNNING');
    return insertImport(trx, {
      user_id: viewer.id,
      source: parsed.source,
      items: JSON.stringify(parsed.items),
      total: parsed.items.length,
      date_added: now,
    });
  }).catch((error: unknown) => {
    throw ctx.db.dialect.isUniqueViolation(error) ? new AppError('IMPORT_RUNNING') : error;
  });
  ctx.jobs.run(() => runImport(ctx, id));
  return presentImport(await findLatestImport(ctx.db.kysely, viewer.id));
}

/** What an item becomes, or why it is skipped (before the database says whether it is new). */
function answerOf(userId: number, item: ImportItem): ImportedAnswer | Exclude<ImportSkipReason, 'already_imported'> {
  const question = clean(item.question);
  const answer = clean(item.answer);
  if (question.trim() === '' || answer.trim() === '') return 'empty';
  if (question.length > IMPORT_QUESTION_MAX || answer.length > IMPORT_ANSWER_MAX) return 'too_long';
  const warning = item.content_warning === null ? '' : clean(item.content_warning).trim();
  return {
    user_id: userId,
    // Another asker is never carried over: only the member's own question keeps its asker.
    sender_id: item.own ? userId : null,
    anonymous: item.own ? 0 : 1,
    question,
    answer,
    content_warning: warning === '' ? null : warning.slice(0, LIMITS.contentWarningMax),
    date_added: item.asked_at,
    date_answered: item.answered_at,
    // Its explore place is its old date with no likes (likes on another server are not imported).
    rank_at: exploreRankAt(item.answered_at, 0),
    import_key: item.key,
    lang: null,
  };
}

/** PostgreSQL text cannot hold U+0000. */
const clean = (text: string) => text.replaceAll('\0', '');

/**
 * The job: writes the import's answers in batches from where the last run stopped. Each batch is
 * one transaction that inserts the answers (those already imported are skipped by their key),
 * indexes them for search and hashtags, counts them, joins them to the timelines that show the
 * member (at their old dates), and records the progress. Nothing notifies anyone: these are old
 * answers. A failure marks the import failed; what earlier batches wrote stays, and importing the
 * archive again writes the rest.
 */
export async function runImport(ctx: AppContext, id: number): Promise<void> {
  const row = await findImport(ctx.db.kysely, id);
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  const finish = (status: 'done' | 'failed') => finishImport(ctx.db.kysely, id, status, ctx.now().toISOString());
  try {
    const items = JSON.parse(row.items ?? '[]') as ImportItem[];
    const skipped = skippedOf(row.skipped);
    let imported = row.imported;
    // Each answer's language, as a written answer's (issue 34): explore and trends by language.
    const memberLang = (await findVisibleUser(ctx.db.kysely, { id: row.user_id }))?.lang ?? 'en';
    for (let offset = row.processed; offset < items.length; offset += BATCH) {
      const answers: ImportedAnswer[] = [];
      for (const item of items.slice(offset, offset + BATCH)) {
        const answer = answerOf(row.user_id, item);
        if (typeof answer === 'string') skipped[answer] = (skipped[answer] ?? 0) + 1;
        else answers.push(answer);
      }
      for (const answer of answers) answer.lang = await detectAnswerLanguage(answer.answer, memberLang);
      const written = await inTransaction(ctx.db.kysely, async (trx) => {
        await lockTimelinesForImport(trx, ctx.db.dialect, row.user_id);
        const member = await findVisibleUser(trx, { id: row.user_id });
        if (!member) throw new AppError('NOT_FOUND');
        const inserted = await insertImportedAnswers(trx, answers);
        await indexNewHashtags(
          trx,
          inserted.map((q) => ({
            id: q.id,
            question: q.question,
            answer: q.answer,
            date: q.date_answered ?? '',
            warned: q.content_warning !== null,
            lang: q.lang,
          })),
          member.lang,
        );
        await indexNewAnswers(
          trx,
          ctx.db.dialect,
          inserted.map((q) => q.id),
        );
        if (inserted.length > 0) {
          await addToUserCounts(trx, row.user_id, { answer_count: inserted.length });
          await importedAnswersToTimelines(trx, ctx.config.timeline, member);
        }
        const again = answers.length - inserted.length;
        const counts = again > 0 ? { ...skipped, already_imported: (skipped.already_imported ?? 0) + again } : skipped;
        await recordImportProgress(trx, id, {
          processed: Math.min(offset + BATCH, items.length),
          imported: imported + inserted.length,
          skipped: JSON.stringify(counts),
        });
        return { inserted: inserted.length, counts };
      });
      imported += written.inserted;
      Object.assign(skipped, written.counts);
    }
    await finish('done');
    ctx.live.stats(row.user_id);
  } catch (error) {
    await finish('failed');
    throw error;
  }
}

/** At start: goes on with what a crash or a stop left unfinished. */
export async function resumeImports(ctx: AppContext): Promise<void> {
  for (const id of await listUnfinishedImports(ctx.db.kysely)) ctx.jobs.run(() => runImport(ctx, id));
}
