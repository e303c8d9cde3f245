/**
 * `npm run admin -- <command> <username>`: moderator actions until there is a moderation screen.
 * suspend / unsuspend: a suspended member cannot log in and every session ends at once.
 * verify / unverify: the verified badge by the name.
 */
import { createContext } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { revokeUserSessions } from '../lib/sessions.js';

const COMMANDS = ['suspend', 'unsuspend', 'verify', 'unverify'] as const;
type Command = (typeof COMMANDS)[number];

async function main() {
  const [command, username] = process.argv.slice(2);
  if (!COMMANDS.includes(command as Command) || !username) {
    process.stderr.write(`usage: npm run admin -- <${COMMANDS.join('|')}> <username>\n`);
    process.exit(2);
  }
  const ctx = await createContext(loadConfig());
  try {
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
    switch (command as Command) {
      case 'suspend':
        await q.set({ status: 'suspended' }).execute();
        await revokeUserSessions(ctx, user.id);
        break;
      case 'unsuspend':
        await q.set({ status: 'active' }).where('status', '=', 'suspended').execute();
        break;
      case 'verify':
        await q.set({ verified: 1 }).execute();
        break;
      case 'unverify':
        await q.set({ verified: 0 }).execute();
        break;
    }
    process.stdout.write(`admin: ${command} ${user.username}: done\n`);
  } finally {
    await ctx.db.destroy();
    await ctx.limiter.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`admin failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
