import type { Measurement } from './runner.js';
import type { BenchData } from './setup.js';

const mb = (values: Array<number | null>) =>
  values.every((v) => v === null) ? '?' : values.map((v) => (v === null ? '?' : Math.round(v))).join(' + ');

/** The data set, above the tables. */
export function printSizes(sizes: BenchData['sizes']) {
  console.log(
    `\ndata: ${sizes.answers} answers, ${sizes.members} members, ${sizes.follows} follows, ` +
      `${sizes.notifications} notifications; requests from ${sizes.viewers} distinct viewers ` +
      `following ${Math.round(sizes.meanFollowed)} people on average`,
  );
}

/**
 * One markdown table: each run against the ceiling measured in the same invocation (the first
 * row), then what failed or was refused, by call and kind. A run with either is flagged ⚠.
 */
export function printTable(title: string, ceiling: Measurement, rows: Measurement[]) {
  console.log(`\n### ${title}\n`);
  console.log(
    '| call | server CPU µs/request | req/s | p50 ms | p99 ms | % of ceiling | failed | CPU taken by others | server peak RSS MB (no file maps) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of [ceiling, ...rows]) {
    const flag = r.failed > 0 ? ' ⚠' : '';
    const others = r.others === null ? '?' : `${r.others.toFixed(2)} cores`;
    const share = `${((r.rps / Math.max(ceiling.rps, 1)) * 100).toFixed(1)} %`;
    const rss = r === ceiling ? '–' : mb(r.rssMb);
    const cpu = r.cpuUsPerRequest === null ? '?' : Math.round(r.cpuUsPerRequest);
    console.log(
      `| ${r.name}${flag} | ${cpu} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${share} | ${r.failed} | ${others} | ${rss} |`,
    );
  }
  const list = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([what, n]) => `${n}× ${what}`)
      .join(', ');
  console.log('');
  // What the runs that mix calls sent, so a reader can see the writes happened.
  for (const r of rows) if (r.answered.size > 1) console.log(`- ${r.name} answered: ${list(r.answered)}`);
  for (const r of [ceiling, ...rows].filter((r) => r.failed > 0)) {
    const parts = [];
    if (r.failures.size > 0) parts.push(`failed: ${list(r.failures)}`);
    if (r.refusals.size > 0) parts.push(`refused: ${list(r.refusals)}`);
    console.log(`- ⚠ ${r.name}: ${parts.join(' — ')}`);
  }
}
