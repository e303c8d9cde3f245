/// <reference types="node" />
// Node's types come in here, not in tsconfig.json: the package's own modules also run in browsers.
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CallDef } from './call.js';
import * as contract from './index.js';
import type { ApiRoute, RouteInput, RouteResponse } from './routes.js';
import * as routes from './routes.js';

const isCallDef = (value: unknown): value is CallDef =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;
const isRoute = (value: unknown): value is routes.Route =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

const calls = Object.entries(contract as Record<string, unknown>).filter((entry): entry is [string, CallDef] =>
  isCallDef(entry[1]),
);
const everyRoute = Object.entries(routes as Record<string, unknown>).filter((entry): entry is [string, routes.Route] =>
  isRoute(entry[1]),
);
/** Routes answered outside registerCall (a file, not JSON) carry `raw` and have no call definition. */
const table = everyRoute.filter(([, route]) => !('raw' in route));

describe('route table', () => {
  it('has a route of the same name, method and path for every call definition, and nothing else', () => {
    expect(calls.length).toBeGreaterThan(40);
    const fromCalls = Object.fromEntries(
      calls.map(([name, call]) => [
        name,
        { method: call.method, path: call.path, ...('endsSession' in call ? { endsSession: call.endsSession } : {}) },
      ]),
    );
    expect(Object.fromEntries(table)).toEqual(fromCalls);
  });

  it('marks the calls a member ends their own session with (issue 34), and only those', () => {
    const ending = everyRoute.filter(([, route]) => 'endsSession' in route).map(([name]) => name);
    expect(ending.sort()).toEqual(['deleteAccount', 'endSession', 'freezeAccount']);
  });

  it('lists raw routes apart, each without a call definition', () => {
    const raw = everyRoute.filter(([, route]) => 'raw' in route).map(([name]) => name);
    expect(raw.sort()).toEqual(['events', 'exportData']);
    for (const name of raw) expect(calls.some(([callName]) => callName === name)).toBe(false);
  });

  it('declares the event stream like a call: its route, auth and a schema per event type', () => {
    expect({ method: contract.events.method, path: contract.events.path }).toEqual({
      method: routes.events.method,
      path: routes.events.path,
    });
    expect(contract.events.auth).toBe('required');
    expect(Object.keys(contract.events.events).sort()).toEqual(['answer', 'closed', 'notification', 'stats']);
    expectTypeOf<routes.LiveEvent['type']>().toEqualTypeOf<'stats' | 'notification' | 'answer' | 'closed'>();
    expectTypeOf<Extract<routes.LiveEvent, { type: 'stats' }>['data']>().toEqualTypeOf<{
      followersCount: number;
      pendingAnswersCount: number;
      lastNotificationDate: string | null;
    }>();
  });

  it('gives each call its own method and path, which the web client types it by', () => {
    const keys = everyRoute.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [, route] of everyRoute) expect(route.path).toMatch(/^\/[A-Za-z-]+$/);
  });

  it('types each route with its call definition', () => {
    expectTypeOf<RouteInput<typeof routes.follow>>().toEqualTypeOf<{ user_id: unknown }>();
    expectTypeOf<RouteResponse<typeof routes.follow>>().toEqualTypeOf<{
      status: true;
      message?: string | undefined;
      following: boolean;
    }>();
    expectTypeOf<RouteInput<typeof routes.health>>().toEqualTypeOf<undefined>();
    // Same path, two methods: each route keeps its own call.
    expectTypeOf<RouteResponse<typeof routes.getQuestion>>().toHaveProperty('question');
    expectTypeOf<RouteResponse<typeof routes.deleteQuestion>>().not.toHaveProperty('question');
    expectTypeOf(routes.follow).toExtend<ApiRoute>();
    expectTypeOf({ method: 'GET', path: '/nowhere' } as const).not.toExtend<ApiRoute>();
  });
});

/** The modules a file imports at run time (`import type` and `export type` are erased). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  const found = source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms);
  return [...found].map((match) => match[1] as string);
}

describe('zod-free entries', () => {
  const exported = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).exports as Record<
    string,
    string
  >;
  const subpaths = Object.entries(exported).filter(([subpath]) => subpath !== '.');

  it('exports routes, headers, limits (and their parts), asking, errors, error codes and rich-text as their own entries', () => {
    expect(Object.fromEntries(subpaths)).toEqual({
      './routes': './src/routes.ts',
      './headers': './src/headers.ts',
      './limits': './src/limits.ts',
      './shell-limits': './src/shell-limits.ts',
      './member-limits': './src/member-limits.ts',
      './reserved-usernames': './src/reserved-usernames.ts',
      './asking': './src/asking.ts',
      './errors': './src/errors.ts',
      './error-codes': './src/error-codes.ts',
      './rich-text': './src/rich-text.ts',
    });
  });

  // The web app imports these subpaths on every page; one zod import here puts zod back in all of
  // them. An entry may import another zod-free entry (rich-text reads limits), nothing else.
  const entryFiles = new Set(subpaths.map(([, file]) => file.replace('./src/', './').replace(/\.ts$/, '.js')));
  it.each(subpaths)('%s imports only other zod-free entries at run time', (_subpath, file) => {
    expect(runtimeImports(file.replace('./src/', './')).filter((name) => !entryFiles.has(name))).toEqual([]);
  });

  it('finds run-time imports where they exist', () => {
    expect(runtimeImports('./fields.ts')).toContain('zod');
  });
});
