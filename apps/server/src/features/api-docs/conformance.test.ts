import { type CallDef, ERRORS, IMAGE_TYPES } from '@qurio/contract';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { askAndAnswer, askAndFind, bearer, type CreatedUser, createUser } from '../../test/factories.js';
import { multipartForm } from '../../test/multipart.js';
import { CALLS, successStatusOf, UPLOAD_FIELDS } from './openapi.js';
import { sampleOf } from './sample.js';

// biome-ignore lint/suspicious/noExplicitAny: the test reads any field of the document
type Json = Record<string, any>;

/**
 * The running server against its document, on the database of the run (SQLite, or PostgreSQL
 * with TEST_DB=postgres): every call once, with an input built from the document's own schema
 * (its example) and the test kit's data where a field names something real, as a member (or a
 * guest for calls without auth). The request must satisfy the document's request schema and the
 * contract; the answer must satisfy the document's response for its status: the 200 schema, or
 * the Error shape under the status (with the code among those listed for it) or `default`.
 */

/** Calls that end or change the member they are made as: each gets a member of its own. */
const OWN_MEMBER = new Set([
  'logout',
  'deleteAccount',
  'freezeAccount',
  'changePassword',
  'endOtherSessions',
  'endSession',
  'updateUsername',
  'twoFactorSetup',
]);

let t: TestApp;
let doc: Json;
let ajv: InstanceType<typeof Ajv2020>;
let owner: CreatedUser;
let reader: CreatedUser;
let answeredId: number;
let pendingId: number;
let png: Buffer;
const outcomes = new Map<string, string>();
const unlisted = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...doc, $id: 'openapi' });
  owner = await createUser(t.app);
  reader = await createUser(t.app);
  answeredId = await askAndAnswer(t.app, owner, 'What does the document promise?', 'Every call, as it is.', reader, {
    ip: '10.150.0.1',
  });
  pendingId = await askAndFind(t.app, reader, 'Is this one still in the inbox?', owner, { ip: '10.150.0.2' });
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#5a3ee6' } })
    .png()
    .toBuffer();
}, 60_000);

afterAll(async () => {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes.values()) counts[outcome] = (counts[outcome] ?? 0) + 1;
  console.log(
    `conformance: ${outcomes.size} calls, ${JSON.stringify(counts)}; codes not listed for their call: ${[...unlisted].join(' ')}`,
  );
  await t?.close();
});

const pointer = (...parts: string[]) =>
  `openapi#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

function check(ref: string, value: unknown): string | null {
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  return validate(value) ? null : ajv.errorsText(validate.errors);
}

/** Values of the test kit's data for the fields that name something real. */
function known(viewer: CreatedUser): Record<string, unknown> {
  return {
    user_id: owner.id,
    id: answeredId,
    question_id: answeredId,
    username: owner.username,
    email: viewer.email,
    password: viewer.password,
    current_password: viewer.password,
    password_repeat: viewer.password,
    question: 'What are you reading these days?',
    answer: 'A long book about the sea.',
    term: 'sea',
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
    code: '123456',
    otp: '123456',
  };
}

/** The input of a call: the document's example of its schema, with the kit's data where it fits. */
function inputOf(name: string, call: CallDef, viewer: CreatedUser): Record<string, unknown> | undefined {
  if (!call.input) return undefined;
  const op = doc.paths[call.path][call.method.toLowerCase()];
  const example: Record<string, unknown> =
    call.method === 'GET'
      ? Object.fromEntries((op.parameters as Json[]).filter((p) => p.required).map((p) => [p.name, sampleOf(p.schema)]))
      : { ...(op.requestBody.content['application/json'].example as Record<string, unknown>) };
  const values = known(viewer);
  for (const key of Object.keys(example)) if (key in values) example[key] = values[key];
  if (name === 'getQuestion' || name === 'questionAnswers') example.id = answeredId;
  if (['answer', 'deleteQuestion', 'blockAsker'].includes(name)) example.question_id = pendingId;
  if (name === 'register') {
    Object.assign(example, { username: `docs${process.pid % 1000}x`, email: 'docs-member@example.com' });
    example.password_repeat = example.password = 'correct horse';
    example.under_18 = false;
  }
  if (name === 'search') example.type = 'people';
  // One target exactly (a rule of a refine, which JSON Schema does not carry).
  if (name === 'modAction') for (const key of ['user_id', 'question_id', 'media_id']) delete example[key];
  return example;
}

async function send(name: string, call: CallDef) {
  const guest = call.auth === 'none';
  const viewer = OWN_MEMBER.has(name) ? await createUser(t.app) : reader;
  const headers: Record<string, string> = guest ? {} : bearer(viewer.token);
  const field = UPLOAD_FIELDS[name];
  if (field) {
    const form = multipartForm([{ name: field, filename: 'dot.png', contentType: IMAGE_TYPES[1], data: png }]);
    return {
      input: undefined,
      res: await t.app.inject({
        method: call.method,
        url: `/api${call.path}`,
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      }),
    };
  }
  const input = inputOf(name, call, viewer);
  if (input !== undefined) {
    const parsed = call.input?.safeParse(input);
    expect(parsed?.success, `${name}: the generated input is valid for the contract ${JSON.stringify(input)}`).toBe(
      true,
    );
  }
  const res =
    call.method === 'GET'
      ? await t.app.inject({
          method: 'GET',
          url: `/api${call.path}`,
          query: Object.fromEntries(Object.entries(input ?? {}).map(([k, v]) => [k, String(v)])),
          headers,
          remoteAddress: '10.151.0.1',
        })
      : await t.app.inject({
          method: call.method,
          url: `/api${call.path}`,
          payload: input ?? {},
          headers,
          remoteAddress: '10.151.0.1',
        });
  return { input, res };
}

describe('the running server answers as its document says', () => {
  for (const [name, call] of CALLS) {
    it(`${call.method} ${call.path} (${name})`, async () => {
      const method = call.method.toLowerCase();
      const { input, res } = await send(name, call);
      if (input !== undefined && call.method !== 'GET') {
        const requestError = check(
          pointer('paths', call.path, method, 'requestBody', 'content', 'application/json', 'schema'),
          input,
        );
        expect(requestError, `${name}: request against the document`).toBeNull();
      }
      if (input !== undefined && call.method === 'GET') {
        // Every query parameter sent is one the document lists, with a value its schema takes.
        const parameters = doc.paths[call.path].get.parameters as Json[];
        for (const [key, value] of Object.entries(input)) {
          const index = parameters.findIndex((p) => p.name === key);
          expect(index, `${name}: parameter ${key} in the document`).toBeGreaterThanOrEqual(0);
          expect(
            check(pointer('paths', call.path, 'get', 'parameters', String(index), 'schema'), value),
            key,
          ).toBeNull();
        }
      }
      const body = JSON.parse(res.body) as Json;
      const what = `${name} → ${res.statusCode} ${res.body.slice(0, 100)}`;
      expect(res.statusCode, what).toBeLessThan(500);
      const responses = doc.paths[call.path][method].responses as Json;
      const success = String(successStatusOf(name));
      if (res.statusCode < 300) {
        outcomes.set(name, 'success');
        expect(String(res.statusCode), what).toBe(success);
        expect(
          check(
            pointer('paths', call.path, method, 'responses', success, 'content', 'application/json', 'schema'),
            body,
          ),
          what,
        ).toBeNull();
        return;
      }
      outcomes.set(name, String(body.code));
      const status = String(res.statusCode);
      const documented = status in responses ? status : 'default';
      // A shared response (one code) is a reference to components.responses.
      const ref = responses[documented].$ref as string | undefined;
      const listed = (ref ? doc.components.responses[ref.split('/').pop() as string] : responses[documented])[
        'x-error-codes'
      ] as string[] | undefined;
      // A code of a service's rule that the document does not name for the call (it answers under `default`'s shape).
      if (!(listed ?? []).includes(body.code)) unlisted.add(`${name}:${body.code}`);
      expect(
        check(
          ref
            ? pointer(
                'components',
                'responses',
                ref.split('/').pop() as string,
                'content',
                'application/json',
                'schema',
              )
            : pointer('paths', call.path, method, 'responses', documented, 'content', 'application/json', 'schema'),
          body,
        ),
        what,
      ).toBeNull();
      expect(res.statusCode, what).toBe(ERRORS[body.code as keyof typeof ERRORS].status);
    });
  }

  it('got a success from most calls', () => {
    const successes = [...outcomes.values()].filter((o) => o === 'success').length;
    expect(successes).toBeGreaterThanOrEqual(Math.floor(CALLS.length * 0.6));
  });
});
