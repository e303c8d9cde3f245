import { type CallDef, ERRORS, isErrorCode, MAX_ID } from '@qurio/contract';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { api, askAndAnswer, askAndFind, type CreatedUser, createUser } from './factories.js';
import { CALLS, type GoodValues, requestOf, type Shape, shapeArb } from './fuzz-requests.js';

/**
 * A standing property-based fuzz over every call of the contract: wrong types, huge and unicode
 * strings, NUL, nested values, ids at and past 2³¹, missing and extra fields, wrong content types,
 * malformed JSON and multipart, with and without a valid token (fuzz-requests.ts). Whatever
 * arrives, the answer is never a 5xx, and every failure is `{ status: false, message, code }` with
 * the code's own status.
 *
 * Replay a failure with the seed it prints: `FUZZ_SEED=<seed> npx vitest run … fuzz.test.ts`.
 * `FUZZ_RUNS` sets the requests per call (default 60, about three thousand per database).
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS_PER_CALL = Number(process.env.FUZZ_RUNS ?? 60);
/** `FUZZ_VERBOSE=1` prints what each call answered, to see how deep the fuzz gets. */
const VERBOSE = Boolean(process.env.FUZZ_VERBOSE);

interface Fixture {
  owner: CreatedUser;
  answeredId: number;
  pendingId: number;
  promptId: number;
  png: Buffer;
}

let t: TestApp;
let fx: Fixture;
const statuses = new Map<number, number>();
const answersByCall = new Map<string, Record<string, number>>();
let requests = 0;

beforeAll(async () => {
  console.log(`fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${RUNS_PER_CALL} requests per call`);
  t = await createTestApp();
  const owner = await createUser(t.app);
  const asker = await createUser(t.app);
  const answeredId = await askAndAnswer(t.app, owner, 'What is the best fuzzing seed?', 'Any seed will do.', asker, {
    ip: '10.200.0.1',
  });
  const pendingId = await askAndFind(t.app, owner, 'Is this one still pending?', asker, { ip: '10.200.0.2' });
  const prompts = await api(t.app).get('/preQuestions', {}, owner.token);
  const promptId = Number(prompts.body.questions?.[0]?.id ?? 1);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  fx = { owner, answeredId, pendingId, promptId, png };
}, 60_000);

afterAll(async () => {
  const histogram = Object.fromEntries([...statuses.entries()].sort(([a], [b]) => a - b));
  const fiveHundreds = [...statuses.entries()].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  console.log(
    `fuzz: ${requests} requests over ${CALLS.length} calls, seed ${SEED}, 5xx: ${fiveHundreds}, statuses ${JSON.stringify(histogram)}`,
  );
  if (VERBOSE) for (const [call, answers] of answersByCall) console.log(`fuzz: ${call} ${JSON.stringify(answers)}`);
  await t?.close();
});

/** Plausible values per field, so many requests get past validation into the services. */
function goodValues(call: CallDef, viewer: CreatedUser, inboxId: number): GoodValues {
  const { owner, answeredId, pendingId, promptId } = fx;
  return {
    username: [owner.username, viewer.username, 'nobodyhere', owner.username.toUpperCase()],
    id: [answeredId, pendingId, promptId, owner.id, String(answeredId)],
    user_id: [owner.id, viewer.id, String(owner.id)],
    question_id: [answeredId, pendingId, promptId, inboxId],
    first_id: [answeredId, 1, String(pendingId)],
    last_id: [answeredId, 1, String(pendingId)],
    answer: ['A perfectly fine answer.', 'Yes!'],
    question: ['What is your favourite book?', 'Why?'],
    anonymous: [true, false],
    password: [viewer.password, 'another secret'],
    current_password: [viewer.password, 'wrong password'],
    password_repeat: [viewer.password, 'another secret'],
    email: [viewer.email, 'someone@example.com', owner.email],
    code: ['123456', '000000', 'abcde-fghjk'],
    otp: ['123456', '12 34 56'],
    challenge: ['A'.repeat(43), 'short'],
    // Link tokens are 43 base64url characters; an unsubscribe token names a member id, so it comes
    // valid-shaped with ids at and past 2³¹ too (a signed link is parsed by the server, not zod).
    token:
      call.path === '/unsubscribeMail'
        ? [...[owner.id, viewer.id, MAX_ID, MAX_ID + 1, 2 ** 32, 999_999_999_999].map(unsubscribeShaped), 'short']
        : ['A'.repeat(43), 'short'],
    term: ['ab', '#tag', 'fuzzing seed', 'best'],
    type: call.path === '/explore' ? ['paginated', 'new'] : ['people', 'top', 'latest'],
    page: [1, 2, 25, '3'],
    date: [new Date('2026-11-22T12:00:00.000Z').toISOString(), '2000-01-01T00:00:00Z'],
    key: ['allow_ask', 'lang', 'notify_likes', 'profanity_filter'],
    value: ['1', '0', 'en', 'tr'],
    lang: ['en', 'tr', 'de'],
    fullname: ['Fuzz Person', ''],
    bio: ['', 'A short bio.'],
  };
}

/** `{member id}-{kinds}-{signature}` as the notification mails' links carry it, with a wrong signature. */
const unsubscribeShaped = (id: number) => `${id}-1-${'A'.repeat(32)}`;

/** A new session for the member, with whichever of the fuzz's passwords it now has. */
async function signInAgain(viewer: CreatedUser) {
  for (const password of [viewer.password, 'another secret']) {
    const res = await api(t.app).post('/token', { username: viewer.email, password }, undefined, '10.201.0.1');
    if (res.status === 200) {
      viewer.token = res.body.data.access_token;
      viewer.password = password;
      return;
    }
  }
}

async function send(call: CallDef, shape: Shape, viewer: CreatedUser) {
  const res = await t.app.inject(requestOf(call, shape, viewer.token, fx.png));
  requests += 1;
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  const key = `${call.method} ${call.path}`;
  const answers = answersByCall.get(key) ?? {};
  const outcome = res.statusCode < 300 ? String(res.statusCode) : (codeOf(res.body) ?? `${res.statusCode} not JSON`);
  answers[outcome] = (answers[outcome] ?? 0) + 1;
  answersByCall.set(key, answers);
  return res;
}

function codeOf(body: string): string | undefined {
  try {
    return String((JSON.parse(body) as { code?: unknown }).code);
  } catch {
    return undefined;
  }
}

describe('fuzz: every call of the contract', () => {
  it('covers every call of the route table', () => {
    expect(CALLS.length).toBeGreaterThan(40);
  });

  for (const [index, [name, call]] of CALLS.entries()) {
    it(`${call.method} ${call.path} (${name}): no 5xx, every failure in the contract's shape`, async () => {
      // A member of its own per call: what the fuzz does to it (log out, freeze, rename) stays here.
      const viewer = await createUser(t.app);
      // A guest's question in its inbox, from an address of its own, for the answer calls.
      const inboxId = await askAndFind(t.app, viewer, `Question ${index} for the fuzz?`, undefined, {
        ip: `10.202.0.${index + 1}`,
      });
      await fc.assert(
        fc.asyncProperty(shapeArb(call, goodValues(call, viewer, inboxId)), async (shape) => {
          const res = await send(call, shape, viewer);
          // Logged out or frozen by an earlier request: sign in again, so later ones still go deep.
          if (res.statusCode === 401 && shape.auth === 'viewer') await signInAgain(viewer);
          const what = `${shape.method} ${call.path} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          if (res.statusCode < 200 || res.statusCode >= 300) {
            const body = JSON.parse(res.body) as Record<string, unknown>;
            expect(Object.keys(body).sort(), what).toEqual(['code', 'message', 'status']);
            expect(body.status, what).toBe(false);
            expect(isErrorCode(body.code), what).toBe(true);
            const known = ERRORS[body.code as keyof typeof ERRORS];
            expect(res.statusCode, what).toBe(known.status);
            expect(body.message, what).toBe(known.message);
          }
        }),
        { seed: SEED + index, numRuns: RUNS_PER_CALL },
      );
    });
  }

  it('leaves the server healthy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(requests).toBeGreaterThanOrEqual(Math.min(500, RUNS_PER_CALL * CALLS.length));
  });
});
