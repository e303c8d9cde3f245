import type { ModActionName, ModReportGroup } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { UserRow } from '../../db/types.js';
import { askerKey } from '../../lib/asker-key.js';
import { AppError } from '../../lib/errors.js';
import { hasRole, roleToActOn } from '../../lib/roles.js';
import { revokeUserSessions, type Viewer } from '../../lib/sessions.js';
import { findMedia } from '../media/queries.js';
import { removeMediaAsModerator } from '../media/service.js';
import { removeQuestionAsModerator } from '../questions/service.js';
import { confirmFreshCode } from '../two-factor/service.js';
import { findVisibleUser, setMemberStatus } from '../users/queries.js';
import { presentReportGroups } from './presenter.js';
import {
  appendAudit,
  closeReports,
  findOpenReport,
  findQuestionForModeration,
  hasOpenReport,
  insertAskerBan,
  listAudit,
  listOpenReports,
  listReportedQuestions,
  listReportedUsers,
  listReveals,
  setSuspensionDetails,
  setVerified,
} from './queries.js';

/**
 * The gate of every moderation call, the first thing each one does: the member behind the session
 * is a moderator or an admin. It takes the whole viewer, session included, so that a check of the
 * session itself (a second factor passed, a code typed in the last minutes) is added here once.
 */
export function assertModerator(viewer: Viewer): UserRow {
  if (!hasRole(viewer.user, 'moderator')) throw new AppError('MODERATORS_ONLY');
  // A session that passed the second factor (issue 29): the role alone, with a password that may
  // have leaked, is not enough.
  if (viewer.secondFactorAt === null) throw new AppError('SECOND_FACTOR_REQUIRED');
  return viewer.user;
}

/**
 * Whether the moderator may act on what this member owns (their account, a question they received):
 * never on themselves or a question they asked, and on a moderator or an admin only as an admin.
 */
function assertMayActOn(moderator: UserRow, target: Pick<UserRow, 'id' | 'role'>, askedBy: number | null = null): void {
  if (target.id === moderator.id || askedBy === moderator.id) throw new AppError('MOD_SELF_ACTION');
  if (!hasRole(moderator, roleToActOn(target))) throw new AppError('MOD_TARGET_PROTECTED');
}

/** The open reports grouped by what they are about, oldest first; at most 100 groups. */
export async function listReportGroups(ctx: AppContext, viewer: Viewer): Promise<ModReportGroup[]> {
  assertModerator(viewer);
  const db = ctx.db.kysely;
  const reports = await listOpenReports(db, 2000);
  const questionIds = [...new Set(reports.filter((r) => r.target_type === 'question').map((r) => r.target_id))];
  const userIds = [...new Set(reports.filter((r) => r.target_type === 'user').map((r) => r.target_id))];
  const [questions, users] = await Promise.all([
    listReportedQuestions(db, questionIds),
    listReportedUsers(db, userIds),
  ]);
  return presentReportGroups(reports, questions, users).slice(0, 100);
}

type Target = { type: 'user' | 'question'; id: number };

const ACTION_TARGET: Record<ModActionName, Array<Target['type']>> = {
  dismiss: ['user', 'question'],
  remove: ['question'],
  suspend: ['user'],
  unsuspend: ['user'],
  verify: ['user'],
  unverify: ['user'],
  ban_asker: ['question'],
  reveal_sender: ['question'],
  // Takes media_id only (removeMedia).
  remove_media: [],
};

export type Sender = { kind: 'member'; id: number; username: string } | { kind: 'guest' } | { kind: 'unknown' };

/**
 * One moderator action on a report's target, a member or a question, with its reason in the audit
 * log (in the action's transaction where the action is one). Acting on a target closes its open
 * reports: dismissed for `dismiss`, resolved otherwise. Who may act on whom is the roles' order
 * (assertMayActOn; a question counts as its recipient's); verifying is for admins; revealing a
 * sender needs an open report on the question and is listed for admins (listRevealLog).
 */
export async function moderate(
  ctx: AppContext,
  viewer: Viewer,
  input: {
    report_id?: number | undefined;
    user_id?: number | undefined;
    question_id?: number | undefined;
    media_id?: number | undefined;
    action: ModActionName;
    reason: string;
    until?: string | undefined;
    otp?: string | undefined;
  },
): Promise<{ sender?: Sender }> {
  const moderator = assertModerator(viewer);
  const db = ctx.db.kysely;
  let target: Target;
  if (input.report_id !== undefined) {
    const report = await findOpenReport(db, input.report_id);
    if (!report) throw new AppError('REPORT_NOT_FOUND');
    target = { type: report.target_type, id: report.target_id };
  } else if (input.user_id !== undefined) target = { type: 'user', id: input.user_id };
  else if (input.question_id !== undefined) target = { type: 'question', id: input.question_id };
  else if (input.media_id !== undefined) {
    if (input.action !== 'remove_media') throw new AppError('MOD_ACTION_INVALID');
    await removeMedia(ctx, moderator, input.media_id, input.reason, ctx.now().toISOString());
    return {};
  } else throw new AppError('TARGET_REQUIRED');
  if (!ACTION_TARGET[input.action].includes(target.type)) throw new AppError('MOD_ACTION_INVALID');
  if (input.action === 'dismiss' && input.report_id === undefined) throw new AppError('MOD_ACTION_INVALID');
  if ((input.action === 'verify' || input.action === 'unverify') && !hasRole(moderator, 'admin'))
    throw new AppError('VERIFY_ADMINS_ONLY');

  const now = ctx.now().toISOString();
  if (target.type === 'user') {
    const user = await findVisibleUser(db, { id: target.id });
    if (!user) throw new AppError('USER_NOT_FOUND');
    assertMayActOn(moderator, user);
    switch (input.action) {
      case 'suspend':
        await setMemberStatus(db, user.id, 'suspended');
        await setSuspensionDetails(db, user.id, { reason: input.reason, until: input.until ?? null });
        await revokeUserSessions(ctx, user.id);
        break;
      case 'unsuspend':
        if (user.status === 'suspended') await setMemberStatus(db, user.id, 'active');
        await setSuspensionDetails(db, user.id, { reason: null, until: null });
        break;
      case 'verify':
      case 'unverify':
        await setVerified(db, user.id, input.action === 'verify');
        break;
    }
    await inTransaction(db, async (trx) => {
      await closeReports(trx, target, input.action === 'dismiss' ? 'dismissed' : 'resolved');
      await appendAudit(trx, {
        moderatorId: moderator.id,
        moderatorUsername: moderator.username,
        action: input.action,
        targetType: 'user',
        targetId: target.id,
        reason: input.reason,
        now,
      });
    });
    return {};
  }

  const sender = await findQuestionForModeration(db, target.id);
  if (!sender) throw new AppError('QUESTION_NOT_FOUND');
  assertMayActOn(moderator, { id: sender.owner_id, role: sender.owner_role }, sender.sender_id);
  // A report through report_id was found open above.
  if (input.action === 'reveal_sender' && input.report_id === undefined && !(await hasOpenReport(db, target)))
    throw new AppError('REVEAL_NEEDS_REPORT');
  // Naming a sender takes a code typed now, not only a session that once passed (issue 29); checked
  // last, so a code is spent only on a reveal the rules allow.
  if (input.action === 'reveal_sender') await confirmFreshCode(ctx, moderator, input.otp);
  let revealed: Sender | undefined;
  switch (input.action) {
    case 'remove':
      await removeQuestionAsModerator(ctx, target.id);
      break;
    case 'ban_asker': {
      const key =
        sender.asker_key ??
        (sender.sender_id !== null ? askerKey(ctx.askerSecret, { memberId: sender.sender_id }) : null);
      // A guest's question from before asker keys has nobody to ban.
      if (key === null) throw new AppError('MOD_ACTION_INVALID');
      await insertAskerBan(db, key, now);
      break;
    }
    case 'reveal_sender':
      revealed =
        sender.sender_id !== null && sender.sender_username !== null
          ? { kind: 'member', id: sender.sender_id, username: sender.sender_username }
          : sender.asker_key !== null
            ? { kind: 'guest' }
            : { kind: 'unknown' };
      break;
  }
  await inTransaction(db, async (trx) => {
    // Revealing a sender decides nothing about the reports.
    if (input.action !== 'reveal_sender')
      await closeReports(trx, target, input.action === 'dismiss' ? 'dismissed' : 'resolved');
    await appendAudit(trx, {
      moderatorId: moderator.id,
      moderatorUsername: moderator.username,
      action: input.action,
      targetType: 'question',
      targetId: target.id,
      reason: input.reason,
      now,
    });
  });
  return revealed ? { sender: revealed } : {};
}

/**
 * remove_media: one picture of an answer goes (features/media), the answer keeps its text and its
 * other pictures. A picture counts as its answer's, so the roles' order is the answer owner's; the
 * answer's open reports are resolved by it, and the audit names the picture.
 */
async function removeMedia(ctx: AppContext, moderator: UserRow, mediaId: number, reason: string, now: string) {
  const db = ctx.db.kysely;
  const media = await findMedia(db, mediaId);
  const question = media?.question_id ? await findQuestionForModeration(db, media.question_id) : undefined;
  if (!media || !question) throw new AppError('MEDIA_NOT_FOUND');
  assertMayActOn(moderator, { id: question.owner_id, role: question.owner_role }, question.sender_id);
  if (!(await removeMediaAsModerator(ctx, mediaId))) throw new AppError('MEDIA_NOT_FOUND');
  await inTransaction(db, async (trx) => {
    await closeReports(trx, { type: 'question', id: media.question_id as number }, 'resolved');
    await appendAudit(trx, {
      moderatorId: moderator.id,
      moderatorUsername: moderator.username,
      action: 'remove_media',
      targetType: 'media',
      targetId: mediaId,
      reason,
      now,
    });
  });
}

export async function listAuditLog(ctx: AppContext, viewer: Viewer, lastId: number | undefined) {
  const user = assertModerator(viewer);
  if (!hasRole(user, 'admin')) throw new AppError('ADMINS_ONLY');
  return listAudit(ctx.db.kysely, lastId);
}

/**
 * The reveals of senders, newest first: every one for an admin, their own for a moderator, so no
 * reveal goes unseen by the admins and each moderator can account for theirs.
 */
export async function listRevealLog(ctx: AppContext, viewer: Viewer, lastId: number | undefined) {
  const user = assertModerator(viewer);
  return listReveals(ctx.db.kysely, hasRole(user, 'admin') ? null : user.id, lastId);
}
