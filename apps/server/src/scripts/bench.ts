/**
 * `npm run bench [-- FLAGS]`: how much real traffic the server takes, next to the machine's ceiling.
 *
 *   --users 10000        members in the data set
 *   --answers 1000000    answered questions in the data set
 *   --media 0.1          share of the answers that carry pictures (1, 2 or 4; rows only, no files)
 *   --encoding 'br, gzip'  Accept-Encoding of the requests, as browsers send it (`identity`: none);
 *                        one request in ten goes without it and has its answer's shape checked
 *   --members 2000       distinct members (sessions) whose tokens the requests carry
 *   --duration 10        seconds measured per run
 *   --warmup 2           seconds of load before each run, not counted (JIT, statement caches, misses)
 *   --connections 100    autocannon connections (split between the processes)
 *   --retries 2          a run other processes took more than 0.3 cores from is measured again
 *   --cache off          RESPONSE_CACHE of the server, one table per value (`--cache off,on`):
 *                        only servers before commit 0d1b52a have that cache (--server-root), this
 *                        one caches nothing and ignores it
 *   --database URL       postgres://…: load the data into that database (its `public` schema is
 *                        dropped and made again; the database is created if missing) and start
 *                        the server with DATABASE_URL; SQLite in a temporary directory otherwise
 *   --processes 1        server processes on the same database, on consecutive ports, each driven
 *                        by its own autocannon in parallel (req/s summed, the worse p50 and p99);
 *                        the ceiling likewise over as many ceiling processes
 *   --redis URL          REDIS_URL of the servers (shared rate limits); by default
 *                        redis://127.0.0.1:6379 with PostgreSQL and several processes, none
 *                        otherwise; `--redis off` for none
 *   --server-root DIR    start DIR/apps/server/src/main.ts (another checkout, e.g. a git worktree
 *                        of an older commit with its own `npm ci`) and create the schema with
 *                        DIR's migrations; this checkout by default
 *   --keep               keep the SQLite data directory (printed) for --reuse
 *   --reuse [DIR]        measure again on data an earlier run left, without loading: DIR is the
 *                        SQLite data directory; with --database, the database as it is
 *   --only a,b           only the runs whose names start with one of these (`--only timeline,explore`,
 *                        `--only events`); the ceiling always runs
 *   --cpu-prof DIR       the servers write V8 CPU profiles (.cpuprofile) into DIR when stopped
 *   --single             also the old single-URL figures (one member, one URL per call), a bound
 *                        that the response cache can meet from memory
 *
 * Data (bench-data.ts): members following 20–200 others (popular ones more often), answers spread
 * over a year with likes and hashtags, pending questions in every inbox, notifications. Each
 * request carries a random viewer's token and a random target (profile, answer, search term,
 * popular profiles more often), so the response cache sees the spread of real traffic. The runs:
 * timeline (half the requests page older with a `last_id` the same member received), timeline
 * older pages, explore, a profile's answers, one answer, search latest and people, notifications,
 * the inbox, and a mixed run of 90 % reads over those calls and 10 % writes: likes and unlikes,
 * questions (anonymous and named), answers to the member's own pending questions, follows and
 * unfollows, kept by the workload's bookkeeping to writes the rules allow (bench/workloads.ts).
 * Every answer is checked (2xx, JSON, the call's shape; a compressed one by its status, the shape
 * on the tenth sent uncompressed); failures and refusals (4xx with an error
 * code) are counted by call and kind and a run with any is flagged ⚠.
 *
 * The `events` run (bench/events.ts): `--members` members hold their live stream (`GET events`)
 * open, spread over the processes, while guests ask them questions at 20 a second for `--duration`
 * seconds through a process picked at random: the servers' memory before and with the streams open
 * (per stream), and the delay from each write's answer to the recipient's event (p50, p90, p99).
 *
 * Prints the data sizes, then per cache mode a markdown table: the CPU time the serving processes
 * (and PostgreSQL's backends) spent per answered request, which the load generator and other work
 * on the machine do not move, then req/s, p50 and p99 latency, the
 * share of the ceiling (a trivial Fastify route in its own process, measured in the same
 * invocation with the same client work), failures, the CPU other processes took during the run
 * (the bench, its servers, the ceilings and the PostgreSQL backends of the bench's database count
 * as its own), and the servers' peak RSS (VmRSS sampled every 200 ms, one figure per process).
 */
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { REPO_ROOT } from '../config.js';
import { measureEvents, printEvents } from './bench/events.js';
import { parseOptions } from './bench/options.js';
import { postgresBackends, type Started, startCeilings, startServers } from './bench/processes.js';
import { printSizes, printTable } from './bench/report.js';
import { type Measurement, measure } from './bench/runner.js';
import { prepareData } from './bench/setup.js';
import { readEveryTimelineOnce, startTimelineAudit, type TimelineAudit } from './bench/timeline-audit.js';
import { ceilingWorkload, singleWorkloads, Traffic, workloads } from './bench/workloads.js';

async function main() {
  const options = parseOptions(process.argv);
  const data = await prepareData(options);
  const started: Started[] = [];
  try {
    const firstPort = 39000 + Math.floor(Math.random() * 900);
    const ceilings = await startCeilings(options.processes, firstPort);
    started.push(ceilings);
    const traffic = new Traffic(data);
    const database = options.database ? 'PostgreSQL' : 'SQLite';
    printSizes(data.sizes);
    console.log(
      `${options.connections} connections, ${options.duration} s per run after ${options.warmup} s warm-up, ` +
        `${availableParallelism()} cores, server ${options.serverRoot === REPO_ROOT ? 'of this checkout' : `from ${options.serverRoot}`}\n`,
    );
    for (const mode of options.cacheModes) {
      const servers = await startServers({
        serverRoot: options.serverRoot,
        dataDir: data.dataDir,
        databaseUrl: options.database,
        redisUrl: options.redis,
        cache: mode,
        processes: options.processes,
        firstPort: firstPort + 50,
        cpuProf: options.cpuProf,
      });
      started.push(servers);
      const ownPids = [process.pid, ...ceilings.pids, ...servers.pids];
      const chosen = workloads(traffic).filter(
        (w) => options.only === null || options.only.some((name) => w.name.startsWith(name)),
      );
      // Read before each run: the servers' pools open and close PostgreSQL connections.
      const pids = (serving: number[]) => async () => {
        const database = options.database ? await postgresBackends(options.database) : [];
        return {
          bench: [...ownPids, ...database],
          servers: serving,
          database: serving === servers.pids ? database : [],
        };
      };
      const run = async (workload: Parameters<typeof measure>[0], origins: string[]) => {
        process.stdout.write(`RESPONSE_CACHE=${mode}: ${workload.name}… `);
        const serving = origins === ceilings.origins ? ceilings.pids : servers.pids;
        const m = await measure(workload, origins, options, pids(serving));
        console.log(`${Math.round(m.rps)} req/s${m.failed > 0 ? `, ${m.failed} failed` : ''}`);
        return m;
      };
      if (chosen.some((w) => w.name.startsWith('timeline') || w.name.startsWith('mixed'))) {
        process.stdout.write(`first timeline read of the ${data.viewers.length} viewers (builds each)… `);
        console.log(`${((await readEveryTimelineOnce(data, servers.origins)) / 1000).toFixed(1)} s`);
      }
      const ceiling = await run(ceilingWorkload(data), ceilings.origins);
      const rows: Measurement[] = [];
      let audit: TimelineAudit | null = null;
      for (const workload of chosen) {
        // The mixed run's writes against the fanned-out timeline: pages compared with the full read.
        const auditing =
          workload.name.startsWith('mixed') && options.serverRoot === REPO_ROOT
            ? startTimelineAudit(data, servers.origins, options.database)
            : null;
        rows.push(await run(workload, servers.origins));
        if (auditing) audit = await auditing.stop();
      }
      const setting = `${database}, ${options.processes} server process${options.processes > 1 ? 'es' : ''}${options.redis ? ' with Redis' : ''}`;
      const liveRun =
        options.only === null || options.only.some((name) => 'events'.startsWith(name))
          ? await measureEvents(data, servers.origins, options, servers.pids)
          : null;
      const single: Measurement[] = [];
      if (options.single)
        for (const workload of singleWorkloads(data)) single.push(await run(workload, servers.origins));
      // Requests autocannon left in flight finish before the servers are stopped.
      await new Promise((r) => setTimeout(r, 3000));
      await servers.stop();
      started.pop();
      // Printed as soon as a mode is done, so a later failure (a server that cannot start) keeps it.
      printTable(`RESPONSE_CACHE=${mode} (${setting})`, ceiling, rows);
      if (audit) {
        console.log(
          `- timeline pages compared with the full read during the mixed run: ${audit.compared} compared, ` +
            `${audit.differing} differing, ${audit.moving} not judged (a write landed between the two full reads)` +
            (audit.examples.length > 0 ? `\n  ⚠ ${audit.examples.join('\n  ⚠ ')}` : ''),
        );
      }
      if (liveRun) printEvents(setting, liveRun);
      if (options.single) printTable(`RESPONSE_CACHE=${mode}, one URL per call (${setting})`, ceiling, single);
      console.log('');
    }
    if (options.database) console.log(`\ndatabase left loaded: measure again with --database … --reuse`);
    else if (options.keep || !data.madeDataDir)
      console.log(`\ndata dir kept: ${data.dataDir} (measure again with --reuse ${data.dataDir})`);
  } finally {
    for (const processes of started.reverse()) await processes.stop();
    // With PostgreSQL the directory holds only uploads: the data stays in the database.
    if (data.madeDataDir && (options.database !== null || !options.keep))
      rmSync(data.dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
