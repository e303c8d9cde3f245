import type { AppContext } from '../../context.js';
import { recountAround } from '../../db/recount.js';
import { inTransaction } from '../../db/transaction.js';
import type { UserRow } from '../../db/types.js';
import { removeExportFiles } from '../export/files.js';
import { listMemberExportFiles } from '../export/queries.js';
import { listMemberMedia } from '../media/queries.js';
import { deleteMediaFiles } from '../media/service.js';
import { addToPromptAnswerCount } from '../prompts/queries.js';
import { imageKey } from '../uploads/service.js';
import { updateUser } from '../users/queries.js';
import { eraseMember, listAnsweredPromptIds } from './queries.js';
import { confirmPassword } from './service.js';

/**
 * deleteAccount: irreversible, after the password. In one transaction the member first stops
 * counting (as frozen: the follower, following and like counts of everyone around them are
 * recounted without them), the prompts they answered lose the answer, and then eraseMember
 * removes them and everything of theirs (features/account/queries.ts). Their pictures, answer
 * pictures and data export files go after the commit: a crash in between leaves orphan files, never a profile
 * without its picture; the export sweep (features/export/files.ts) takes orphan exports.
 */
export async function deleteAccount(ctx: AppContext, user: UserRow, password: string): Promise<void> {
  await confirmPassword(ctx, user, password);
  const now = ctx.now().toISOString();
  const { exportFiles, media } = await inTransaction(ctx.db.kysely, async (trx) => {
    // Named before the rows cascade away with the member.
    const exportFiles = await listMemberExportFiles(trx, user.id);
    const media = await listMemberMedia(trx, user.id);
    await updateUser(trx, user.id, { status: 'frozen', frozen_at: now });
    await recountAround(trx, user.id);
    for (const promptId of await listAnsweredPromptIds(trx, user.id)) await addToPromptAnswerCount(trx, promptId, -1);
    await eraseMember(trx, user, now);
    return { exportFiles, media };
  });
  // The member's sessions went with the row; their live streams end now rather than at the next check.
  ctx.live.sessionsEnded(user.id, {});
  for (const image of [user.image, user.cover]) {
    const key = imageKey(ctx, image);
    if (key) await ctx.storage.delete(key);
  }
  await removeExportFiles(ctx, exportFiles);
  await deleteMediaFiles(ctx, media);
}
