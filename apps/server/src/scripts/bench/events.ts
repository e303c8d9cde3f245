import { type ClientRequest, request } from 'node:http';
import type { Options } from './options.js';
import { rssMb } from './processes.js';
import type { BenchData } from './setup.js';

/**
 * The `events` run: `--members` members hold their live stream open (spread over the server
 * processes), and while they do, guests ask them questions at a steady rate through a process
 * picked at random. Measured: what the open streams cost the servers in memory (resident memory
 * without file maps, before, with half and with all of them open: the cost of a stream is taken
 * from the second half, past what the first ones cost once, JIT, buffers and a heap that grows in
 * steps), and the delay from a write to its event: from
 * the moment the ask's answer arrived (the write committed) to the moment the recipient's stream
 * delivered the notification naming that question, and from the moment the ask was sent.
 */

const ASKS_PER_SECOND = 20;
/** Streams opened at once while connecting, as members arriving together would. */
const OPENING_AT_ONCE = 100;
/** How long a write's event may take before it counts as missing. */
const LATE_MS = 5000;

export interface EventsMeasurement {
  streams: number;
  openSeconds: number;
  /** Per server process, MB: before any stream, with half of them open, with all of them. */
  rssBefore: Array<number | null>;
  rssHalf: Array<number | null>;
  rssAfter: Array<number | null>;
  /** All processes together, KB per open stream, from the second half. */
  perStreamKb: number | null;
  writes: number;
  refused: number;
  missing: number;
  /** Milliseconds from the write's answer to its event. */
  afterAnswer: Percentiles;
  /** Milliseconds from sending the write to its event. */
  afterSend: Percentiles;
}

interface Percentiles {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

interface Stream {
  req: ClientRequest;
  ready: Promise<void>;
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One member's stream, read as the web's reader does; `onQuestion` hears each notification's question text. */
function openStream(origin: string, token: string, onQuestion: (text: string) => void): Stream {
  const url = new URL('/api/events', origin);
  let resolveReady: () => void = () => {};
  let rejectReady: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  const req = request(
    url,
    { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, agent: false },
    (res) => {
      if (res.statusCode !== 200) {
        rejectReady(new Error(`GET /api/events answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (block.includes('event: stats')) resolveReady();
          if (!block.includes('event: notification')) continue;
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          const parsed = data ? (JSON.parse(data.slice(6)) as { question?: { question?: string } | null }) : null;
          if (parsed?.question?.question) onQuestion(parsed.question.question);
        }
      });
    },
  );
  req.on('error', (error) => rejectReady(error));
  req.end();
  return { req, ready };
}

/** A guest's question through the API; resolves with the HTTP status once the answer has arrived. */
function ask(origin: string, userId: number, question: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ user_id: userId, question });
    const req = request(
      new URL('/api/ask', origin),
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function measureEvents(
  data: BenchData,
  origins: string[],
  options: Options,
  serverPids: number[],
): Promise<EventsMeasurement> {
  const members = data.viewers.slice(0, options.members);
  const arrived = new Map<string, number>();
  await sleep(1000);
  const rssBefore = serverPids.map(rssMb);

  const started = Date.now();
  const streams: Stream[] = [];
  const half = Math.floor(members.length / 2);
  let rssHalf: Array<number | null> = [];
  /** The settling pause at half way, left out of the time it took to open them. */
  let paused = 0;
  for (let i = 0; i < members.length; i += OPENING_AT_ONCE) {
    const batch = members.slice(i, i + OPENING_AT_ONCE).map((member, k) =>
      openStream(origins[(i + k) % origins.length] as string, member.token, (text) => {
        if (!arrived.has(text)) arrived.set(text, Date.now());
      }),
    );
    streams.push(...batch);
    await Promise.all(batch.map((s) => s.ready));
    if (streams.length >= half && rssHalf.length === 0) {
      const pausedAt = Date.now();
      await sleep(3000);
      rssHalf = serverPids.map(rssMb);
      paused = Date.now() - pausedAt;
    }
  }
  const openSeconds = (Date.now() - started - paused) / 1000;
  // Settled: each stream has had its first events and the servers their first heartbeat round.
  await sleep(3000);
  const rssAfter = serverPids.map(rssMb);
  const halfStreams = Math.min(half, streams.length);

  const afterAnswer: number[] = [];
  const afterSend: number[] = [];
  let refused = 0;
  let missing = 0;
  const pending: Array<Promise<void>> = [];
  const total = Math.max(1, Math.round(options.duration * ASKS_PER_SECOND));
  for (let n = 0; n < total; n++) {
    const member = members[Math.floor(Math.random() * members.length)];
    const origin = origins[Math.floor(Math.random() * origins.length)] as string;
    if (!member) break;
    const text = `Live bench question ${n} for ${member.id}: do you see it at once?`;
    pending.push(
      (async () => {
        const sent = Date.now();
        const status = await ask(origin, member.id, text);
        const answered = Date.now();
        if (status !== 200) {
          refused += 1;
          return;
        }
        while (!arrived.has(text) && Date.now() - answered < LATE_MS) await sleep(2);
        const at = arrived.get(text);
        if (at === undefined) {
          missing += 1;
          return;
        }
        // An event may beat the answer's last byte home: that is a delay of zero.
        afterAnswer.push(Math.max(0, at - answered));
        afterSend.push(at - sent);
      })(),
    );
    await sleep(1000 / ASKS_PER_SECOND);
  }
  await Promise.all(pending);
  for (const s of streams) s.req.destroy();

  const grown = rssAfter.reduce<number>((sum, mb, i) => sum + ((mb ?? 0) - (rssHalf[i] ?? 0)), 0);
  const known = [...rssAfter, ...rssHalf].every((mb) => mb !== null) && streams.length > halfStreams;
  return {
    streams: streams.length,
    openSeconds,
    rssBefore,
    rssHalf,
    rssAfter,
    perStreamKb: known ? (grown * 1024) / (streams.length - halfStreams) : null,
    writes: total,
    refused,
    missing,
    afterAnswer: percentiles(afterAnswer),
    afterSend: percentiles(afterSend),
  };
}

export function printEvents(title: string, m: EventsMeasurement): void {
  const mb = (values: Array<number | null>) => values.map((v) => (v === null ? '?' : Math.round(v))).join(' + ');
  const ms = (p: Percentiles) => `${p.p50} / ${p.p90} / ${p.p99} / ${p.max}`;
  console.log(`\n### live events (${title})\n`);
  console.log('| what | figure |');
  console.log('| --- | ---: |');
  console.log(`| open streams | ${m.streams} (opened in ${m.openSeconds.toFixed(1)} s) |`);
  console.log(
    `| server RSS before → half → all streams open, MB | ${mb(m.rssBefore)} → ${mb(m.rssHalf)} → ${mb(m.rssAfter)} |`,
  );
  console.log(
    `| memory per open stream (second half) | ${m.perStreamKb === null ? '?' : `${m.perStreamKb.toFixed(1)} KB`} |`,
  );
  console.log(
    `| writes (guest asks, ${ASKS_PER_SECOND}/s) | ${m.writes} (${m.refused} refused, ${m.missing} events missing) |`,
  );
  console.log(`| write answered → event, ms p50 / p90 / p99 / max | ${ms(m.afterAnswer)} |`);
  console.log(`| write sent → event, ms p50 / p90 / p99 / max | ${ms(m.afterSend)} |`);
}
