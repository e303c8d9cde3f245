import type { ModAuditEntry, ModReportGroup, ModRevealEntry, ReportReason } from '@qurio/contract';
import { REPORT_REASONS } from '@qurio/contract';
import { answerMediaOf } from '../media/presenter.js';
import type { AuditRow, OpenReportRow, ReportedQuestionRow, ReportedUserRow, RevealRow } from './queries.js';

function reason(value: string | null): ReportReason {
  return (REPORT_REASONS as readonly string[]).includes(value ?? '') ? (value as ReportReason) : 'other';
}

/**
 * Open reports (oldest first) grouped by target, in the order each target was first reported.
 * A question shows its text, answer, pictures and owner; who sent it is not here (reveal_sender is).
 */
export function presentReportGroups(
  reports: OpenReportRow[],
  questions: ReportedQuestionRow[],
  users: ReportedUserRow[],
): ModReportGroup[] {
  const questionById = new Map(questions.map((q) => [q.id, q]));
  const userById = new Map(users.map((u) => [u.id, u]));
  const groups = new Map<string, { group: ModReportGroup; reasons: Map<ReportReason, number> }>();
  for (const r of reports) {
    const key = `${r.target_type}:${r.target_id}`;
    let entry = groups.get(key);
    if (!entry) {
      const q = r.target_type === 'question' ? questionById.get(r.target_id) : undefined;
      const u = r.target_type === 'user' ? userById.get(r.target_id) : undefined;
      entry = {
        reasons: new Map(),
        group: {
          target_type: r.target_type,
          target_id: r.target_id,
          report_ids: [],
          count: 0,
          reasons: [],
          first_date: r.date_added,
          last_date: r.date_added,
          question: q
            ? {
                id: q.id,
                question: q.question,
                answer: q.answer,
                status: q.status,
                anonymous: q.anonymous === 1,
                owner: { id: q.owner_id, username: q.owner_username },
                media: answerMediaOf(q.media),
              }
            : null,
          user: u
            ? {
                id: u.id,
                username: u.username,
                fullname: u.fullname,
                bio: u.bio,
                status: u.status,
                verified: u.verified === 1,
              }
            : null,
        },
      };
      groups.set(key, entry);
    }
    entry.group.report_ids.push(r.id);
    entry.group.count += 1;
    entry.group.last_date = r.date_added;
    const why = reason(r.reason);
    entry.reasons.set(why, (entry.reasons.get(why) ?? 0) + 1);
  }
  return [...groups.values()].map(({ group, reasons }) => ({
    ...group,
    reasons: [...reasons].map(([why, count]) => ({ reason: why, count })).sort((a, b) => b.count - a.count),
  }));
}

export function presentAuditEntry(row: AuditRow): ModAuditEntry {
  return {
    id: row.id,
    moderator: row.moderator_username,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    reason: row.reason,
    date_added: row.date_added,
  };
}

/** A reveal as the list shows it: who, which question, when and why; the sender is not in the row. */
export function presentRevealEntry(row: RevealRow): ModRevealEntry {
  return {
    id: row.id,
    moderator: row.moderator_username,
    question_id: row.target_id,
    question: row.question,
    reason: row.reason,
    date_added: row.date_added,
  };
}
