import { request } from 'node:http';
import { createContext } from '../../bootstrap.js';
import { loadConfig } from '../../config.js';
import { listTimeline } from '../../features/feeds/queries.js';
import type { BenchData } from './setup.js';

/**
 * How stale the fanned-out home timeline gets under the mixed run's writes (issue 32): while the
 * run goes, pages served by a server are compared with the full read (features/feeds/queries.ts
 * listTimeline) made by the bench itself on the same database. A page is read in full, then over
 * HTTP, then in full again: when both full reads agree, the served page must equal them; when
 * they differ, a write landed in between and the page is not judged (`moving`). Ten pages a
 * second, newest pages and older ones alike, so the audit adds under 1 % to the load.
 */
export interface TimelineAudit {
  compared: number;
  differing: number;
  moving: number;
  /** The first differing pages, for the report. */
  examples: string[];
}

export function startTimelineAudit(
  data: BenchData,
  origins: string[],
  database: string | null,
): { stop: () => Promise<TimelineAudit> } {
  const audit: TimelineAudit = { compared: 0, differing: 0, moving: 0, examples: [] };
  let stopping = false;
  const done = (async () => {
    const ctx = await createContext(
      loadConfig({ DATA_DIR: data.dataDir, DATABASE_URL: database ?? '', LOG_LEVEL: 'warn', RATE_LIMITS: 'off' }),
    );
    try {
      const cursors = new Map<number, number>();
      while (!stopping) {
        const viewer = data.viewers[Math.floor(Math.random() * data.viewers.length)] as BenchData['viewers'][number];
        const older = cursors.get(viewer.id);
        const cursor = older !== undefined && Math.random() < 0.5 ? { last_id: older } : {};
        const full = async () =>
          (await listTimeline(ctx.db.kysely, ctx.db.dialect, viewer.id, cursor)).map((r) => r.id);
        const before = await full();
        const origin = origins[Math.floor(Math.random() * origins.length)] as string;
        const served = await timelineIds(origin, viewer.token, cursor);
        const after = await full();
        const last = served.at(-1);
        if (last !== undefined) cursors.set(viewer.id, last);
        if (before.join() !== after.join()) audit.moving += 1;
        else {
          audit.compared += 1;
          if (served.join() !== before.join()) {
            audit.differing += 1;
            if (audit.examples.length < 3) {
              audit.examples.push(`member ${viewer.id} ${JSON.stringify(cursor)}: served ${served} full ${before}`);
            }
          }
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await ctx.db.destroy();
    }
  })();
  return {
    stop: async () => {
      stopping = true;
      await done;
      return audit;
    },
  };
}

function timelineIds(origin: string, token: string, cursor: { last_id?: number }): Promise<number[]> {
  const url = new URL(`/api/timeline${cursor.last_id === undefined ? '' : `?last_id=${cursor.last_id}`}`, origin);
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => {
        try {
          const json = JSON.parse(body) as { questions?: Array<{ id: number }> };
          if (!Array.isArray(json.questions))
            throw new Error(`timeline answered ${res.statusCode}: ${body.slice(0, 200)}`);
          resolve(json.questions.map((q) => q.id));
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Each viewer's first timeline read, before the runs: it builds their fanned-out timeline, as a
 * member's first visit does, so the runs measure the steady state, not a burst of builds (timed
 * and printed). Sixteen at a time over the servers.
 */
export async function readEveryTimelineOnce(data: BenchData, origins: string[]): Promise<number> {
  const started = Date.now();
  let next = 0;
  const worker = async (k: number) => {
    for (let i = next++; i < data.viewers.length; i = next++) {
      const viewer = data.viewers[i] as BenchData['viewers'][number];
      await timelineIds(origins[(i + k) % origins.length] as string, viewer.token, {});
    }
  };
  await Promise.all(Array.from({ length: 16 }, (_, k) => worker(k)));
  return Date.now() - started;
}
