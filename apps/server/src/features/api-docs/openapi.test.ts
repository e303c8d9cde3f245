import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import * as contract from '@qurio/contract';
import { ERROR_CODES } from '@qurio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { askAndFind, createUser } from '../../test/factories.js';
import {
  buildOpenApiDocument,
  CALLS,
  codesOfSchema,
  errorCodesOf,
  jsonSchemaOf,
  successStatusOf,
  TAGS,
} from './openapi.js';
import { TYPESCRIPT_EXAMPLE } from './pages.js';

// biome-ignore lint/suspicious/noExplicitAny: the test reads any field of the document
type Json = Record<string, any>;

let t: TestApp;
let served: Json;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  served = res.json();
});

afterAll(async () => {
  await t?.close();
});

/** A part of the served document with its references to components replaced by what they name. */
function inline(node: unknown): Json {
  if (Array.isArray(node)) return node.map(inline) as unknown as Json;
  if (typeof node !== 'object' || node === null) return node as Json;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/')) {
    const [, , kind, name] = ref.split('/') as [string, string, string, string];
    if (kind === 'responses' || !['Error', 'ErrorCode'].includes(name)) return inline(served.components[kind][name]);
    return node as Json;
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value)]));
}

describe('GET /api/openapi.json', () => {
  it('passes a standard validator (swagger-parser, OpenAPI 3.1 schema and $refs)', async () => {
    const copy = structuredClone(served);
    const api = (await SwaggerParser.validate(copy as never)) as Json;
    expect(api.openapi).toBe('3.1.0');
  });

  it('lists every call of the contract with its method, path, auth, input and response', () => {
    const operations = Object.values(served.paths as Json).flatMap((item) => Object.values(item as Json)) as Json[];
    // Every call, and the live stream; nothing else.
    expect(operations.map((op) => op.operationId).sort()).toEqual([...CALLS.map(([name]) => name), 'events'].sort());
    for (const [name, call] of CALLS) {
      const op = served.paths[call.path]?.[call.method.toLowerCase()];
      expect(op?.operationId, name).toBe(name);
      expect(op['x-auth'], name).toBe(call.auth);
      expect(op.security, name).toEqual(
        call.auth === 'required' ? [{ bearer: [] }] : call.auth === 'optional' ? [{ bearer: [] }, {}] : [],
      );
      // The schemas are the contract's, as zod writes them.
      expect(inline(op.responses[String(successStatusOf(name))].content['application/json'].schema), name).toEqual(
        jsonSchemaOf(call.response, 'output'),
      );
      if (call.input) {
        const input = jsonSchemaOf(call.input, 'input');
        if (call.method === 'GET') {
          expect(op.parameters.map((p: Json) => p.name).sort(), name).toEqual(
            Object.keys(input.properties ?? {}).sort(),
          );
        } else {
          expect(op.requestBody.content['application/json'].schema, name).toEqual(input);
          // The example of a body is one the contract accepts.
          expect(call.input.safeParse(op.requestBody.content['application/json'].example).success, name).toBe(
            !['modAction', 'register', 'registerWebPush', 'twoFactorEnable', 'unregisterWebPush'].includes(name) &&
              !JSON.stringify(input).includes('"email"'),
          );
        }
      }
      // The error responses name exactly the codes derived for the call, each under its status.
      const documented = Object.entries(op.responses as Json)
        .filter(([status]) => status >= '400' && status !== 'default')
        .flatMap(([, response]) => inline(response)['x-error-codes']);
      expect(documented.sort(), name).toEqual(errorCodesOf(name, call));
    }
  });

  it('puts every call in one group of routes.ts', () => {
    const grouped = TAGS.flatMap((tag) => tag.calls);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(grouped.sort()).toEqual([...CALLS.map(([name]) => name), 'events'].sort());
  });

  it('declares the error shape with every code, bearer auth and the rate limits', () => {
    expect(served.components.schemas.ErrorCode.enum).toEqual([...ERROR_CODES]);
    expect(served.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(served.paths['/register'].post['x-rate-limits']).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'TOO_MANY_SIGNUPS', max: 5, windowSeconds: 1800 })]),
    );
    expect(served.paths['/timeline'].get['x-rate-limits']).toEqual([]);
    expect(served.paths['/ask'].post.responses['429'].headers['Retry-After']).toBeDefined();
  });

  it("reads the codes of a call's input from its schema", () => {
    expect(codesOfSchema(contract.ask.input)).toEqual([
      'QUESTION_REQUIRED',
      'QUESTION_TOO_LONG',
      'QUESTION_TOO_SHORT',
      'TEXT_INVALID_CHARACTER',
      'USER_ID_REQUIRED',
      'VALIDATION_FAILED',
    ]);
  });

  it('is what the contract builds today', () => {
    expect(served).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });
});

describe('anonymity', () => {
  it('the document and the docs pages carry no member data: the same bytes with members and an anonymous question', async () => {
    const pages = ['/api/openapi.json', '/api/docs', '/api/docs/build'];
    const before = await Promise.all(pages.map((url) => t.app.inject({ method: 'GET', url }).then((r) => r.body)));
    const recipient = await createUser(t.app);
    const asker = await createUser(t.app);
    await askAndFind(t.app, recipient, 'Who do you think sent this?', asker, { anonymous: true, ip: '10.152.0.1' });
    const after = await Promise.all(pages.map((url) => t.app.inject({ method: 'GET', url }).then((r) => r.body)));
    expect(after).toEqual(before);
    for (const body of after) expect(body).not.toContain(asker.username);
  });
});

describe('/api/docs', () => {
  it('serves the reference with the renderer from our own server, under the CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(sources.every((s) => s.startsWith('/'))).toBe(true);
    for (const source of sources.filter((s) => s.startsWith('/api/docs/assets/'))) {
      const res = await t.app.inject({ method: 'GET', url: source, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, source).toBe(200);
    }
    expect(page.body).not.toMatch(/<script>|<style>| style="/);
  });

  it('serves "Build on Qurio" with the TypeScript example that tsc checks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/build' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Build on Qurio');
    expect(res.body).toContain('curl https://qurio.example/api/timeline');
    const file = fileURLToPath(
      new URL('../../../../../packages/client/src/examples/build-on-qurio.ts', import.meta.url),
    );
    expect(TYPESCRIPT_EXAMPLE).toBe(readFileSync(file, 'utf8'));
  });
});
