import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/**
 * Files a report for the moderators (scripts/admin.ts reads them). Once per reporter and target
 * (reports_once_uq): false when this reporter had reported it before.
 */
export async function insertReport(
  db: Kysely<Database>,
  report: { reporterId: number; targetType: 'user' | 'question'; targetId: number; reason: string; now: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('reports')
    .values({
      reporter_id: report.reporterId,
      target_type: report.targetType,
      target_id: report.targetId,
      reason: report.reason,
      date_added: report.now,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}
