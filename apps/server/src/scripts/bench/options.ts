import { resolve } from 'node:path';
import { REPO_ROOT } from '../../config.js';

/** Every flag of `npm run bench`; bench.ts's header comment documents them. */
export interface Options {
  users: number;
  answers: number;
  /** Share of answers with pictures (0.1: one in ten), rows only (bench-data.ts benchMedia). */
  media: number;
  /**
   * Accept-Encoding of the requests, as browsers send it ('br, gzip'); null: none (`--encoding
   * identity`), the figures before issue 32.
   */
  encoding: string | null;
  /** Distinct members whose tokens the requests carry. */
  members: number;
  duration: number;
  /** Seconds of load before each measurement, not counted: JIT, statement caches, first misses. */
  warmup: number;
  connections: number;
  /** A run that other processes disturbed is measured again, at most this many times. */
  retries: number;
  /** RESPONSE_CACHE values, one table each, in this order. */
  cacheModes: Array<'on' | 'off'>;
  /** A PostgreSQL URL; null: SQLite in the data directory. */
  database: string | null;
  processes: number;
  /** REDIS_URL given to the servers; null: none. */
  redis: string | null;
  /** The checkout whose apps/server/src/main.ts is started. */
  serverRoot: string;
  keep: boolean;
  /** `--reuse [DIR]`: measure on data an earlier run left (DIR: its SQLite data directory). */
  reuse: { dir: string | null } | null;
  /** Also the old single-URL table (one fixed URL per call). */
  single: boolean;
  /** `--only a,b`: the runs whose names start with one of these (the ceiling always runs). */
  only: string[] | null;
  /** `--cpu-prof DIR`: the servers write V8 CPU profiles there when they stop. */
  cpuProf: string | null;
}

function flagValue(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = argv[i + 1];
  return value === undefined || value.startsWith('--') ? '' : value;
}

function numberFlag(argv: string[], name: string, fallback: number, min = 1): number {
  const raw = flagValue(argv, name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`--${name} must be a number of at least ${min}`);
  return value;
}

export function parseOptions(argv: string[]): Options {
  const cacheRaw = flagValue(argv, 'cache') ?? 'off';
  const cacheModes = cacheRaw.split(',').map((mode) => mode.trim());
  if (cacheModes.length === 0 || cacheModes.some((mode) => mode !== 'on' && mode !== 'off'))
    throw new Error('--cache must be off, on or a list of them such as off,on');
  const database = flagValue(argv, 'database') ?? null;
  if (database !== null && !/^postgres(ql)?:\/\//.test(database))
    throw new Error('--database must be a postgres:// URL (SQLite is the default)');
  const processes = numberFlag(argv, 'processes', 1);
  // Several processes share the rate limits and the cache bus through Redis on PostgreSQL; SQLite
  // has its own bus (data_version), so Redis is only used there when asked for.
  const redisRaw = flagValue(argv, 'redis');
  const redis =
    redisRaw === 'off' || redisRaw === ''
      ? null
      : (redisRaw ?? (processes > 1 && database !== null ? 'redis://127.0.0.1:6379' : null));
  const reuseRaw = flagValue(argv, 'reuse');
  const reuse = reuseRaw === undefined ? null : { dir: reuseRaw === '' ? null : reuseRaw };
  if (reuse && reuse.dir === null && database === null)
    throw new Error('--reuse needs the data directory an earlier --keep run printed (SQLite)');
  const serverRoot = flagValue(argv, 'server-root');
  const onlyRaw = flagValue(argv, 'only');
  if (onlyRaw === '') throw new Error('--only needs names of runs, such as timeline,explore');
  const encodingRaw = flagValue(argv, 'encoding');
  const cpuProfRaw = flagValue(argv, 'cpu-prof');
  if (cpuProfRaw === '') throw new Error('--cpu-prof needs a directory');
  return {
    users: numberFlag(argv, 'users', 10_000),
    answers: numberFlag(argv, 'answers', 1_000_000),
    media: numberFlag(argv, 'media', 0.1, 0),
    encoding: encodingRaw === 'identity' || encodingRaw === '' ? null : (encodingRaw ?? 'br, gzip'),
    members: numberFlag(argv, 'members', 2000),
    duration: numberFlag(argv, 'duration', 10),
    warmup: numberFlag(argv, 'warmup', 2, 0),
    connections: numberFlag(argv, 'connections', 100),
    retries: numberFlag(argv, 'retries', 2, 0),
    cacheModes: cacheModes as Array<'on' | 'off'>,
    database,
    processes,
    redis,
    serverRoot: serverRoot ? resolve(serverRoot) : REPO_ROOT,
    keep: argv.includes('--keep'),
    reuse,
    single: argv.includes('--single'),
    only: onlyRaw
      ? onlyRaw
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : null,
    cpuProf: cpuProfRaw ? resolve(cpuProfRaw) : null,
  };
}
