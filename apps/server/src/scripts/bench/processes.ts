import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { REPO_ROOT } from '../../config.js';

/** Processes this bench started: only these are ever stopped, by their own handle. */
export interface Started {
  origins: string[];
  pids: number[];
  stop: () => Promise<void>;
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function startAll(children: ChildProcess[], origins: string[], probe: string): Promise<Started> {
  const stop = async () => {
    await Promise.all(children.map(stopChild));
  };
  try {
    await Promise.all(children.map((child, i) => waitFor(`${origins[i]}${probe}`, child)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { origins, pids: children.flatMap((c) => (c.pid === undefined ? [] : [c.pid])), stop };
}

export interface ServerSettings {
  serverRoot: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  cache: 'on' | 'off';
  processes: number;
  firstPort: number;
  /** A directory for V8 CPU profiles (written on SIGTERM's clean exit); null: none. */
  cpuProf: string | null;
}

/**
 * How a server root's code starts: its bundle, as `npm start` runs it (the root's
 * apps/server/build.mjs builds it first, ~50 ms), else, for a checkout from before the bundle, its
 * sources through tsx. Through tsx a process held about 100 MB more anonymous memory when a web
 * build was present (tsx's transpiled modules: 234 MB idle against 58 MB for the bundle), which the
 * RSS column showed as the server's.
 */
async function serverEntry(root: string): Promise<string[]> {
  const build = join(root, 'apps/server/build.mjs');
  if (existsSync(build)) {
    const { buildServer } = (await import(pathToFileURL(build).href)) as { buildServer: () => Promise<string> };
    return [await buildServer()];
  }
  const main = join(root, 'apps/server/src/main.ts');
  if (!existsSync(main)) throw new Error(`${main} does not exist (--server-root)`);
  return ['--import', 'tsx', main];
}

/** Starts `processes` copies of the real server on one database, on consecutive ports. */
export async function startServers(s: ServerSettings): Promise<Started> {
  const entry = await serverEntry(s.serverRoot);
  const children: ChildProcess[] = [];
  const origins: string[] = [];
  for (let i = 0; i < s.processes; i++) {
    const port = s.firstPort + i;
    origins.push(`http://127.0.0.1:${port}`);
    children.push(
      // cwd: the server root, so the server's packages (and tsx) resolve from its own node_modules
      // (an older commit in a git worktree with its own `npm ci`).
      spawn(process.execPath, [...(s.cpuProf ? ['--cpu-prof', '--cpu-prof-dir', s.cpuProf] : []), ...entry], {
        cwd: s.serverRoot,
        env: {
          ...process.env,
          DATA_DIR: s.dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          RATE_LIMITS: 'off',
          // The write-to-event latency is measured on questions that arrive at once.
          QUESTION_DELAY_MINUTES: '0',
          RESPONSE_CACHE: s.cache,
          DATABASE_URL: s.databaseUrl ?? '',
          REDIS_URL: s.redisUrl ?? '',
          // This run's own keys and channels, apart from anything else sharing the Redis.
          REDIS_PREFIX: `qurio:bench:${process.pid}:`,
        },
        stdio: 'inherit',
      }),
    );
  }
  return startAll(children, origins, '/api/health');
}

const CEILING_SERVER = `
  const fastify = require(${JSON.stringify(join(REPO_ROOT, 'node_modules/fastify'))})({ logger: false });
  fastify.get('/ceiling', async () => ({ status: 'ok' }));
  fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** The machine's ceiling: a trivial Fastify route, one process per server process. */
export async function startCeilings(processes: number, firstPort: number): Promise<Started> {
  const children: ChildProcess[] = [];
  const origins: string[] = [];
  for (let i = 0; i < processes; i++) {
    origins.push(`http://127.0.0.1:${firstPort + i}`);
    children.push(
      spawn(process.execPath, ['-e', CEILING_SERVER], {
        env: { ...process.env, PORT: String(firstPort + i) },
        stdio: 'inherit',
      }),
    );
  }
  return startAll(children, origins, '/ceiling');
}

/**
 * Resident memory of a process in MB: VmRSS without RssFile, i.e. the heap and anonymous memory.
 * Pages of files it maps (SQLite maps the database, mmap_size) are the OS page cache, shared and
 * reclaimable, and would make a large database look like a large process. Null once it is gone or
 * off Linux.
 */
export function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const total = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    const file = /RssFile:\s+(\d+)\s+kB/.exec(status);
    return total ? (Number(total[1]) - Number(file?.[1] ?? 0)) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples the processes' RSS every 200 ms until `stop`, which gives each one's peak in MB. */
export function sampleRss(pids: number[]): { stop: () => Array<number | null> } {
  const peaks: Array<number | null> = pids.map(() => null);
  const sample = () => {
    pids.forEach((pid, i) => {
      const mb = rssMb(pid);
      if (mb !== null) peaks[i] = Math.max(peaks[i] ?? 0, mb);
    });
  };
  sample();
  const timer = setInterval(sample, 200);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}

/**
 * CPU time (clock ticks) the whole machine spent busy, and each given process's (this one, which
 * runs autocannon, the servers, the ceilings and the PostgreSQL backends serving them): the rest
 * is what other work on the machine took from a measurement. Linux only; null elsewhere.
 */
export function cpuTicks(pids: number[]): { busy: number; perPid: Map<number, number> } | null {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .trim()
      .split(/\s+/)
      .map(Number);
    const busy = [user, nice, system, irq, softirq, steal].reduce<number>((sum, v) => sum + (v ?? 0), 0);
    const perPid = new Map<number, number>();
    for (const pid of pids) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        perPid.set(pid, Number(fields[11]) + Number(fields[12]));
      } catch {
        // Gone (a pooled PostgreSQL connection closed): its share counts as others'.
      }
    }
    return { busy, perPid };
  } catch {
    return null;
  }
}

/** Cores the processes not in `perPid` kept busy between two readings `seconds` apart. */
export function othersCores(
  before: ReturnType<typeof cpuTicks>,
  after: ReturnType<typeof cpuTicks>,
  seconds: number,
): number | null {
  if (!before || !after) return null;
  let ours = 0;
  for (const [pid, ticks] of after.perPid) ours += ticks - (before.perPid.get(pid) ?? ticks);
  // Clock ticks are 1/100 s on Linux.
  return Math.max(0, after.busy - before.busy - ours) / 100 / seconds;
}

/**
 * The PostgreSQL backends connected to the bench's database, if the server runs on this machine:
 * the database's work is the server's, not another process's.
 */
export async function postgresBackends(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const name = decodeURIComponent(new URL(url).pathname.slice(1));
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return rows.map((r) => r.pid).filter((pid) => existsSync(`/proc/${pid}`));
  } catch {
    return [];
  } finally {
    await client.end().catch(() => {});
  }
}
