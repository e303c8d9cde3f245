/**
 * `npm run admin -- <command> [argument]`: moderator actions until there is a moderation screen.
 *   suspend / unsuspend <username>  a suspended member cannot log in; every session ends at once
 *   verify / unverify <username>    the verified badge by the name
 *   reports                         open reports, oldest first, with their reasons; never who sent
 *                                   a reported question (revealing an anonymous sender is a
 *                                   moderator action with a reason, in the audit log: /moderation)
 *   role <username> <member|moderator|admin>   who may use the moderation console (/moderation);
 *                                   moderator and admin only for accounts with two-factor sign-in on
 *   resolve / dismiss <report id>   close a report (acted on / nothing to do)
 *   storage-migrate                 copy every file in DATA_DIR (uploads, exports) to the bucket of
 *                                   STORAGE_DRIVER=s3; resumable: what is there is skipped
 */

import { createContext } from '../bootstrap.js';
import { type Config, loadConfig } from '../config.js';
import { type AppContext, closeStores } from '../context.js';
import { setMemberStatus } from '../features/users/queries.js';
import { revokeUserSessions } from '../lib/sessions.js';
import { createDiskStorage, createStorage } from '../lib/storage/index.js';
import { isRoleName, setRole } from './set-role.js';
import { migrateStorage } from './storage-migrate.js';

const USER_COMMANDS = ['suspend', 'unsuspend', 'verify', 'unverify'] as const;
const REPORT_COMMANDS = ['resolve', 'dismiss'] as const;
type UserCommand = (typeof USER_COMMANDS)[number];

function usage(): never {
  process.stderr.write(
    `usage: npm run admin -- <${USER_COMMANDS.join('|')}> <username>\n` +
      '       npm run admin -- reports\n' +
      '       npm run admin -- role <username> <member|moderator|admin>\n' +
      `       npm run admin -- <${REPORT_COMMANDS.join('|')}> <report id>\n` +
      '       npm run admin -- storage-migrate\n',
  );
  process.exit(2);
}

async function userCommand(ctx: AppContext, command: UserCommand, username: string) {
  const user = await ctx.db.kysely
    .selectFrom('users')
    .select(['id', 'username', 'status'])
    .where('username_lower', '=', username.toLowerCase())
    .executeTakeFirst();
  if (!user) {
    process.stderr.write(`admin: no user ${username}\n`);
    process.exitCode = 1;
    return;
  }
  const q = ctx.db.kysely.updateTable('users').where('id', '=', user.id);
  switch (command) {
    case 'suspend':
      await setMemberStatus(ctx.db.kysely, user.id, 'suspended');
      await revokeUserSessions(ctx, user.id);
      break;
    case 'unsuspend':
      if (user.status === 'suspended') await setMemberStatus(ctx.db.kysely, user.id, 'active');
      break;
    case 'verify':
      await q.set({ verified: 1 }).execute();
      break;
    case 'unverify':
      await q.set({ verified: 0 }).execute();
      break;
  }
  process.stdout.write(`admin: ${command} ${user.username}: done\n`);
}

async function listReports(ctx: AppContext) {
  const db = ctx.db.kysely;
  const reports = await db
    .selectFrom('reports as r')
    .innerJoin('users as reporter', 'reporter.id', 'r.reporter_id')
    .select(['r.id', 'r.target_type', 'r.target_id', 'r.reason', 'r.date_added', 'reporter.username as reporter'])
    .where('r.status', '=', 'open')
    .orderBy('r.id')
    .limit(200)
    .execute();
  if (reports.length === 0) process.stdout.write('admin: no open reports\n');
  for (const r of reports) {
    let target = '';
    if (r.target_type === 'user') {
      const u = await db
        .selectFrom('users')
        .select(['username', 'status'])
        .where('id', '=', r.target_id)
        .executeTakeFirst();
      target = `user ${u?.username ?? '(deleted)'} [${u?.status ?? '-'}]`;
    } else {
      const q = await db
        .selectFrom('questions as q')
        .innerJoin('users as owner', 'owner.id', 'q.user_id')
        .select(['q.question', 'owner.username as owner'])
        .where('q.id', '=', r.target_id)
        .executeTakeFirst();
      target = `question ${r.target_id} to ${q?.owner ?? '?'}: "${q?.question ?? ''}"`;
    }
    process.stdout.write(`#${r.id} ${r.date_added} by ${r.reporter} (${r.reason ?? 'other'}): ${target}\n`);
  }
}

async function setRoleCommand(ctx: AppContext, username: string, role: string) {
  if (!isRoleName(role)) usage();
  const outcome = await setRole(ctx, username, role);
  if (!outcome.ok) {
    process.stderr.write(`admin: ${outcome.message}\n`);
    process.exitCode = 1;
    return;
  }
  process.stdout.write(`admin: ${username} is now ${role}\n`);
}

async function closeReport(ctx: AppContext, command: (typeof REPORT_COMMANDS)[number], id: number) {
  const result = await ctx.db.kysely
    .updateTable('reports')
    .set({ status: command === 'resolve' ? 'resolved' : 'dismissed' })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    process.stderr.write(`admin: no report #${id}\n`);
    process.exitCode = 1;
    return;
  }
  process.stdout.write(`admin: report #${id} ${command === 'resolve' ? 'resolved' : 'dismissed'}\n`);
}

/** Needs no database: the disk store of DATA_DIR and the configured bucket. */
async function storageMigrateCommand(config: Config) {
  if (config.storage.driver !== 's3') {
    process.stderr.write('admin: storage-migrate copies DATA_DIR to a bucket: set STORAGE_DRIVER=s3 and S3_BUCKET\n');
    process.exitCode = 2;
    return;
  }
  const bucket = await createStorage(config.storage, config.dataDir);
  try {
    const done = await migrateStorage(createDiskStorage(config.dataDir), bucket, (line) =>
      process.stdout.write(`${line}\n`),
    );
    process.stdout.write(`admin: storage-migrate: done, ${done.copied} copied, ${done.skipped} already there\n`);
  } finally {
    bucket.close();
  }
}

async function main() {
  const [command, argument, value] = process.argv.slice(2);
  if (command === 'storage-migrate') return storageMigrateCommand(loadConfig());
  const isUser = USER_COMMANDS.includes(command as UserCommand);
  const isReport = REPORT_COMMANDS.includes(command as (typeof REPORT_COMMANDS)[number]);
  if (!(command === 'reports' || ((isUser || isReport) && argument) || (command === 'role' && argument && value)))
    usage();
  const ctx = await createContext(loadConfig());
  try {
    if (command === 'reports') await listReports(ctx);
    else if (command === 'role') await setRoleCommand(ctx, argument ?? '', value ?? '');
    else if (isUser) {
      // Servers cache nothing read from the database: a suspended member's token is refused on
      // its next request.
      await userCommand(ctx, command as UserCommand, argument ?? '');
    } else await closeReport(ctx, command as (typeof REPORT_COMMANDS)[number], Number(argument));
  } finally {
    await ctx.db.destroy();
    await closeStores(ctx);
    await ctx.mailWorker.stop();
    await ctx.pushWorker.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`admin failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
