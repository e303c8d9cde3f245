import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';
import type { Options } from './options.js';
import { cpuTicks, othersCores, sampleRss } from './processes.js';
import type { Call, Workload } from './workloads.js';

/** A run during which other processes kept more cores than this busy is measured again. */
const NOISY_CORES = 0.3;

export interface Measurement {
  name: string;
  rps: number;
  p50: number;
  /** The worst of the processes' p99 when several are driven. */
  p99: number;
  /** Answers that were not what the call promises, by call and kind of failure. */
  failures: Map<string, number>;
  /** 4xx answers with an error code (the rules refused), by call and code. */
  refusals: Map<string, number>;
  /** Answers received, by call kind (timeline, like, ask named…). */
  answered: Map<string, number>;
  /** Failures, refusals, connection errors and timeouts. */
  failed: number;
  /** Cores other processes kept busy during the run; null where /proc is missing. */
  others: number | null;
  /** Peak RSS (MB) of each server process during the run; null where /proc is missing. */
  rssMb: Array<number | null>;
  /**
   * CPU time the serving processes (and, with PostgreSQL, the database's backends) spent per
   * answered request, in µs; null where /proc is missing. Unlike req/s, it does not move with
   * what the load generator or other processes take from the machine's cores.
   */
  cpuUsPerRequest: number | null;
}

/**
 * The processes whose CPU time counts as the bench's own, the servers among them (for RSS and
 * CPU per request) and the database backends that serve them (CPU per request).
 */
export interface Pids {
  bench: number[];
  servers: number[];
  database: number[];
}

/** What one measured run's answers were. */
class Tally {
  readonly failures = new Map<string, number>();
  readonly refusals = new Map<string, number>();
  readonly answered = new Map<string, number>();

  static bump(map: Map<string, number>, key: string) {
    map.set(key, (map.get(key) ?? 0) + 1);
  }

  judge(call: Call, status: number, body: string) {
    Tally.bump(this.answered, call.kind);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
    const object = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : null;
    if (status >= 200 && status < 300) {
      const problem = object ? call.check(object) : 'the body is not a JSON object';
      if (problem) Tally.bump(this.failures, `${call.kind}: ${problem}`);
    } else if (status >= 400 && status < 500 && typeof object?.code === 'string') {
      Tally.bump(this.refusals, `${call.kind}: ${status} ${object.code}`);
    } else {
      const code = typeof object?.code === 'string' ? ` ${object.code}` : '';
      Tally.bump(this.failures, `${call.kind}: HTTP ${status}${code}`);
    }
    call.settle?.();
  }

  /**
   * A compressed answer: autocannon joins a body's chunks into a string (`req.body += data`), which
   * garbles compressed bytes, so only its status and encoding are judged here; the shape of every
   * call is checked on the uncompressed sample (`CHECK_EVERY`).
   */
  judgeEncoded(call: Call, status: number, encoding: string) {
    Tally.bump(this.answered, call.kind);
    if (status < 200 || status >= 300) Tally.bump(this.failures, `${call.kind}: HTTP ${status} (${encoding})`);
    call.settle?.();
  }
}

/**
 * With `--encoding`, one request in this many goes without Accept-Encoding and has its answer's
 * shape checked whole; the others are sent as a browser sends them.
 */
const CHECK_EVERY = 10;

/** The tally the answers of the run under way go to (the warm-up's goes nowhere). */
let tally = new Tally();

function drive(origin: string, connections: number, duration: number, workload: Workload, encoding: string | null) {
  type Context = { call?: Call };
  let sent = 0;
  const setupRequest = (request: autocannon.Request, context: object): autocannon.Request => {
    const call = workload.next();
    (context as Context).call = call;
    const headers: Record<string, string> = { authorization: `Bearer ${call.token}` };
    if (call.body) headers['content-type'] = 'application/json';
    sent += 1;
    if (encoding && sent % CHECK_EVERY !== 0) headers['accept-encoding'] = encoding;
    return {
      ...request,
      method: call.method,
      path: call.path,
      headers,
      body: call.body ? JSON.stringify(call.body) : '',
    };
  };
  const onResponse = (status: number, body: string, context: object, headers?: IncomingHttpHeaders) => {
    const call = (context as Context).call;
    if (!call) return;
    const encoded = headers?.['content-encoding'];
    if (typeof encoded === 'string') tally.judgeEncoded(call, status, encoded);
    else tally.judge(call, status, body);
  };
  return autocannon({ url: origin, connections, duration, requests: [{ setupRequest, onResponse }] });
}

/**
 * Drives every origin at once (one autocannon each, the connections split between them) and
 * sums what they served; the latencies are the worst of them.
 */
async function runOnce(
  name: string,
  origins: string[],
  duration: number,
  options: Options,
  workload: Workload,
  pids: Pids,
): Promise<Measurement> {
  tally = new Tally();
  const run = tally;
  const rss = sampleRss(pids.servers);
  const serving = [...pids.servers, ...pids.database];
  const before = cpuTicks([...new Set([...pids.bench, ...serving])]);
  const share = Math.max(1, Math.floor(options.connections / origins.length));
  const results = await Promise.all(
    origins.map((origin) => drive(origin, share, duration, workload, options.encoding)),
  );
  const after = cpuTicks([...new Set([...pids.bench, ...serving])]);
  const rssMb = rss.stop();
  const others = othersCores(before, after, duration);
  let failed = 0;
  for (const map of [run.failures, run.refusals]) for (const n of map.values()) failed += n;
  for (const result of results) {
    // Connection errors and timeouts (10 s) never reach onResponse.
    if (result.errors > result.timeouts) Tally.bump(run.failures, `${result.errors - result.timeouts} errors`);
    if (result.timeouts > 0) Tally.bump(run.failures, `${result.timeouts} timeouts`);
    failed += result.errors;
  }
  let answered = 0;
  for (const n of run.answered.values()) answered += n;
  return {
    name,
    cpuUsPerRequest: servingMicros(before, after, serving, answered),
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    failures: run.failures,
    refusals: run.refusals,
    answered: run.answered,
    failed,
    others,
    rssMb,
  };
}

/** CPU µs the `serving` processes spent per answered request between two readings. */
function servingMicros(
  before: ReturnType<typeof cpuTicks>,
  after: ReturnType<typeof cpuTicks>,
  serving: number[],
  answered: number,
): number | null {
  if (!before || !after || answered === 0) return null;
  let ticks = 0;
  for (const pid of serving) {
    const end = after.perPid.get(pid);
    if (end !== undefined) ticks += end - (before.perPid.get(pid) ?? end);
  }
  // Clock ticks are 1/100 s on Linux: 10 000 µs each.
  return (ticks * 10_000) / answered;
}

/**
 * A warm-up, then the measurement. On a shared machine another process may take CPU from a run:
 * measured again (up to --retries times) while others took more than NOISY_CORES, and the least
 * disturbed run is kept.
 */
export async function measure(
  workload: Workload,
  origins: string[],
  options: Options,
  pidsNow: () => Promise<Pids>,
): Promise<Measurement> {
  if (options.warmup > 0) {
    tally = new Tally();
    const share = Math.max(1, Math.floor(options.connections / origins.length));
    await Promise.all(origins.map((origin) => drive(origin, share, options.warmup, workload, options.encoding)));
  }
  let best: Measurement | null = null;
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    const m = await runOnce(workload.name, origins, options.duration, options, workload, await pidsNow());
    if (best === null || (m.others ?? 0) < (best.others ?? 0)) best = m;
    if ((best.others ?? 0) <= NOISY_CORES) break;
  }
  return best as Measurement;
}
