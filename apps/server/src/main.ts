import { buildApp } from './app.js';
import { createContext } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { closeStores } from './context.js';
import { EXPORT_SWEEP, sweepExportFiles } from './features/export/files.js';
import { resumeExports } from './features/export/service.js';
import { sweepIdleTimelines } from './features/feeds/timeline.js';
import { resumeImports } from './features/import/service.js';
import { sweepMediaFiles } from './features/media/sweep.js';
import { sweepUploadFiles } from './features/uploads/sweep.js';
import { Periodic } from './lib/periodic.js';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Qurio cannot start: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  // Expired export files, and files no row names (an account deleted mid-build, a crash between
  // storing a file and the commit that names it, or between a commit and a deletion).
  const fileSweep = new Periodic(
    EXPORT_SWEEP.everyMs,
    async () => {
      await sweepExportFiles(ctx);
      await sweepUploadFiles(ctx);
      // Answer pictures never sent within a day, and media files no picture names.
      await sweepMediaFiles(ctx);
      // Home timelines of members not seen for 30 days (rebuilt at their next read).
      await sweepIdleTimelines(ctx);
    },
    (error) => app.log.error({ err: error }, 'file sweep failed'),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      // A data export being built finishes (a queued one is resumed at the next start).
      await ctx.jobs.drain();
      await fileSweep.stop();
      await ctx.activity.close();
      await ctx.questionDelivery.stop();
      await ctx.notificationMailer.stop();
      await ctx.mailWorker.stop();
      await ctx.pushWorker.stop();
      await closeStores(ctx);
      ctx.storage.close();
      await ctx.db.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Also sends what an earlier run left queued (a crash, a stop in the middle of a retry).
  ctx.mailWorker.start();
  ctx.notificationMailer.start();
  ctx.pushWorker.start();
  // Delivers what came due while the server was down at once, then polls.
  ctx.questionDelivery.start();
  ctx.activity.start();
  await resumeExports(ctx);
  await resumeImports(ctx);
  fileSweep.start();
  // A parent that started the server with an IPC channel (the app's Jest setup) hears that it is
  // ready instead of polling /api/health.
  process.send?.({ type: 'ready' });
  // One plain line per start at any level but `silent`: where it serves and on which database.
  if (config.logLevel !== 'silent') {
    const database =
      config.database.kind === 'sqlite'
        ? `SQLite (${config.database.file})`
        : `PostgreSQL (${postgresName(config.database.url)})`;
    process.stdout.write(`Qurio is serving ${config.publicUrl} on ${database}\n`);
  }
}

/** Host and database of a PostgreSQL URL, never its user or password. */
function postgresName(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Qurio cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
