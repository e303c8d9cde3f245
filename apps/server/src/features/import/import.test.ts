import { LIMITS } from '@qurio/contract';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, bearer, type CreatedUser, createUser } from '../../test/factories.js';
import { multipartForm } from '../../test/multipart.js';
import { type RetrospringAnswer, retrospringTarGz, retrospringZip, tarGz } from './fixtures.js';
import { resumeImports } from './service.js';

/**
 * Import (issue 35): a Qurio export made by requestExport, and Retrospring's two export shapes,
 * become the member's answers with their dates, marked imported, their askers never carried over;
 * twice imports nothing twice; a bad archive changes nothing; one import at a time per member.
 */
let t: TestApp;
let a: ReturnType<typeof api>;
let me: CreatedUser;

beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  me = await createUser(t.app, { username: 'Importer' });
});
afterEach(async () => {
  await t?.close();
});

function upload(app: TestApp, token: string, data: Uint8Array, filename = 'export.zip', ip = '10.35.0.1') {
  const form = multipartForm([{ name: 'archive', filename, contentType: 'application/zip', data: Buffer.from(data) }]);
  return app.app.inject({
    method: 'POST',
    url: '/api/startImport',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
    remoteAddress: ip,
  });
}

async function importAndWait(app: TestApp, token: string, data: Uint8Array, filename?: string) {
  const res = await upload(app, token, data, filename);
  expect(res.statusCode, res.body).toBe(200);
  await app.ctx.jobs.drain();
  return (await api(app.app).get('/importStatus', {}, token)).body.import;
}

async function answersOf(app: TestApp, user: CreatedUser) {
  const res = await api(app.app).get('/questions', { username: user.username }, user.token);
  return res.body.questions as Array<Record<string, unknown>>;
}

async function tableCounts(app: TestApp) {
  const db = app.ctx.db.kysely;
  const [q, i] = await Promise.all([
    db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('imports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { questions: Number(q.n), imports: Number(i.n) };
}

describe('a Qurio export', () => {
  it('round trip: member A’s export becomes member B’s answers on a fresh server, with their dates, once', async () => {
    // Server A, a year earlier.
    const source = await createTestApp();
    try {
      source.clock.current = new Date('2025-06-01T10:00:00.000Z');
      const alice = await createUser(source.app, { username: 'AliceOld' });
      const secret = await createUser(source.app, { username: 'SecretAsker' });
      const named = await createUser(source.app, { username: 'NamedAsker' });
      await askAndAnswer(source.app, alice, 'Who am I, secretly?', 'Nobody knows #mystery', secret);
      source.clock.current = new Date('2025-06-02T11:00:00.000Z');
      await askAndAnswer(source.app, alice, 'A named question?', 'A named answer', named, { anonymous: false });
      expect((await api(source.app).post('/requestExport', {}, alice.token)).status).toBe(200);
      await source.ctx.jobs.drain();
      const zip = await source.app.inject({ method: 'GET', url: '/api/export', headers: bearer(alice.token) });
      expect(zip.statusCode).toBe(200);

      // Server B (this test's app): member "Importer" takes it in.
      const status = await importAndWait(t, me.token, zip.rawPayload);
      expect(status).toMatchObject({
        status: 'done',
        source: 'qurio',
        total: 2,
        processed: 2,
        imported: 2,
        skipped: [],
      });
      const answers = await answersOf(t, me);
      expect(answers.map((q) => [q.question, q.answer, q.date_answered, q.imported])).toEqual([
        ['A named question?', 'A named answer', '2025-06-02T11:00:00.000Z', true],
        ['Who am I, secretly?', 'Nobody knows #mystery', '2025-06-01T10:00:00.000Z', true],
      ]);
      // Neither asker is carried over, the named one included: another server's member is nobody here.
      for (const q of answers) expect(q).toMatchObject({ anonymous: true, sender_id: null, sender: null });
      expect((await a.get('/myProfile', {}, me.token)).body.answersCount ?? 2).toBe(2);

      // Twice: nothing new, each answer reported as already imported.
      const again = await importAndWait(t, me.token, zip.rawPayload);
      expect(again).toMatchObject({ status: 'done', imported: 0, skipped: [{ reason: 'already_imported', count: 2 }] });
      expect(await answersOf(t, me)).toHaveLength(2);
    } finally {
      await source.close();
    }
  });
});

const RS_ANSWERS: RetrospringAnswer[] = [
  {
    id: 501,
    content: 'Tea, always.',
    created_at: '2016-03-04T05:06:07.000Z',
    question: {
      id: 9001,
      content: 'Tea or coffee?',
      created_at: '2016-03-01T00:00:00.000Z',
      anonymous: true,
      author: null,
    },
  },
  {
    id: 502,
    content: 'Asked myself this one.',
    created_at: '2017-01-02T03:04:05.000Z',
    question: {
      id: 9002,
      content: 'Note to self?',
      created_at: '2017-01-01T00:00:00.000Z',
      anonymous: false,
      author: 'rsme',
    },
  },
  {
    id: 503,
    content: 'Hi there!',
    created_at: '2018-05-06T07:08:09.000Z',
    question: {
      id: 9003,
      content: 'Hello from a friend',
      created_at: '2018-05-01T00:00:00.000Z',
      anonymous: false,
      author: 'friend',
    },
  },
  {
    id: 504,
    content: '   ',
    created_at: '2018-05-07T07:08:09.000Z',
    question: {
      id: 9004,
      content: 'Left blank?',
      created_at: '2018-05-01T00:00:00.000Z',
      anonymous: true,
      author: null,
    },
  },
];

describe.each([
  ['ZIP (lib/use_case/data_export)', 'export.zip', () => Promise.resolve(retrospringZip('rsme', RS_ANSWERS))],
  ['.tar.gz (lib/exporter.rb)', 'export.tar.gz', () => retrospringTarGz('rsme', RS_ANSWERS)],
])('a Retrospring export, %s', (_name, filename, build) => {
  it('imports its answers with their dates; only the member’s own question keeps its asker', async () => {
    const archive = await build();
    const status = await importAndWait(t, me.token, archive, filename);
    expect(status).toMatchObject({
      status: 'done',
      source: 'retrospring',
      total: 4,
      imported: 3,
      skipped: [{ reason: 'empty', count: 1 }],
    });
    const answers = await answersOf(t, me);
    expect(answers.map((q) => [q.answer, q.date_answered, q.date_added, q.anonymous, q.sender_id])).toEqual([
      ['Hi there!', '2018-05-06T07:08:09.000Z', '2018-05-01T00:00:00.000Z', true, null],
      ['Asked myself this one.', '2017-01-02T03:04:05.000Z', '2017-01-01T00:00:00.000Z', false, me.id],
      ['Tea, always.', '2016-03-04T05:06:07.000Z', '2016-03-01T00:00:00.000Z', true, null],
    ]);
    expect(answers.every((q) => q.imported === true && q.like_count === 0)).toBe(true);

    const again = await importAndWait(t, me.token, archive, filename);
    expect(again).toMatchObject({
      imported: 0,
      skipped: [
        { reason: 'already_imported', count: 3 },
        { reason: 'empty', count: 1 },
      ],
    });
    expect(await answersOf(t, me)).toHaveLength(3);
  });
});

describe('imported answers’ languages (issue 34)', () => {
  it('are detected as a written answer’s, for explore and trends; a short one takes the member’s', async () => {
    const member = await createUser(t.app, { lang: 'en' });
    const answer = (id: number, content: string) => ({
      id,
      content,
      created_at: '2019-01-02T03:04:05.000Z',
      question: {
        id: id + 100,
        content: 'Was machst du gern?',
        created_at: '2019-01-01T00:00:00.000Z',
        anonymous: true,
        author: null,
      },
    });
    const archive = retrospringZip('rslang', [
      answer(701, 'Ich trinke am liebsten Tee mit meinen Freunden #tee'),
      answer(702, 'Hafta sonu arkadaşlarımla denize gitmeyi çok seviyorum'),
      answer(703, 'Tee!'),
    ]);
    expect(await importAndWait(t, member.token, archive, 'export.zip')).toMatchObject({ status: 'done', imported: 3 });
    const db = t.ctx.db.kysely;
    const rows = await db
      .selectFrom('questions')
      .select(['answer', 'lang'])
      .where('user_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.lang)).toEqual(['de', 'tr', 'en']);
    const tags = await db
      .selectFrom('hashtags as h')
      .innerJoin('questions as q', 'q.id', 'h.question_id')
      .select(['h.tag', 'h.lang'])
      .where('q.user_id', '=', member.id)
      .execute();
    expect(tags).toEqual([{ tag: 'tee', lang: 'de' }]);
  });
});

describe('imported answers are old answers', () => {
  it('notify nobody, stay below newer answers in followers’ timelines and explore, and keep the timeline exact', async () => {
    const follower = await createUser(t.app, { username: 'Follower' });
    const other = await createUser(t.app, { username: 'OtherAuthor' });
    await a.post('/follow', { user_id: me.id }, follower.token);
    await a.post('/follow', { user_id: other.id }, follower.token);
    await askAndAnswer(t.app, other, 'A fresh question?', 'A fresh answer', follower);
    // The follower's timeline is built by this first read.
    expect((await a.get('/timeline', {}, follower.token)).body.questions).toHaveLength(1);
    const notificationsBefore = (await a.get('/notifications', {}, follower.token)).body;

    await importAndWait(t, me.token, retrospringZip('rsme', RS_ANSWERS));
    const timeline = (await a.get('/timeline', {}, follower.token)).body.questions as Array<{ answer: string }>;
    expect(timeline.map((q) => q.answer)).toEqual([
      'A fresh answer',
      'Hi there!',
      'Asked myself this one.',
      'Tea, always.',
    ]);
    expect((await a.get('/notifications', {}, follower.token)).body).toEqual(notificationsBefore);
    const explore = (await a.post('/explore', { type: 'paginated', page: 1 }, follower.token)).body.questions as Array<{
      answer: string;
    }>;
    expect(explore.map((q) => q.answer)).toEqual([
      'A fresh answer',
      'Hi there!',
      'Asked myself this one.',
      'Tea, always.',
    ]);
  });
});

describe('bad archives', () => {
  const json = (v: unknown) => strToU8(JSON.stringify(v));
  const cases: Array<[string, () => Promise<Uint8Array> | Uint8Array, string]> = [
    ['not an archive', () => strToU8('just some text, not a zip'), 'IMPORT_FORMAT_UNKNOWN'],
    ['a ZIP of something else', () => zipSync({ 'notes.txt': strToU8('hello') }), 'IMPORT_FORMAT_UNKNOWN'],
    [
      'a zip bomb (packed more than 1:100)',
      () => zipSync({ 'answers.json': new Uint8Array(8 * 1024 * 1024), 'user.json': json({ user: {} }) }, { level: 9 }),
      'IMPORT_ARCHIVE_TOO_LARGE',
    ],
    [
      'too many entries',
      () =>
        zipSync(
          Object.fromEntries(
            Array.from({ length: LIMITS.importMaxEntries + 1 }, (_, i) => [`f/${i}.txt`, new Uint8Array(0)]),
          ),
          { level: 0 },
        ),
      'IMPORT_ARCHIVE_TOO_LARGE',
    ],
    ['a file that claims to be huge', () => hugeClaim(), 'IMPORT_ARCHIVE_TOO_LARGE'],
    [
      'path traversal in a ZIP',
      () => zipSync({ '../../etc/answers.json': json({ answers: [] }), 'user.json': json({ user: {} }) }),
      'IMPORT_ARCHIVE_UNSAFE',
    ],
    ['path traversal in a .tar.gz', () => tarGz({ 'export_x_1_a/../../x.json': '{}' }), 'IMPORT_ARCHIVE_UNSAFE'],
    ['an absolute path', () => zipSync({ '/tmp/answers.json': json({ answers: [] }) }), 'IMPORT_ARCHIVE_UNSAFE'],
    [
      'corrupt JSON',
      () =>
        zipSync({
          'answers.json': strToU8('{"answers": [ {"id": 1,'),
          'user.json': json({ user: { screen_name: 'x' } }),
        }),
      'IMPORT_ARCHIVE_CORRUPT',
    ],
    ['a cut-off ZIP', () => retrospringZip('rsme', RS_ANSWERS).slice(0, 300), 'IMPORT_ARCHIVE_CORRUPT'],
    [
      'a cut-off .tar.gz',
      async () => (await retrospringTarGz('rsme', RS_ANSWERS)).slice(0, 200),
      'IMPORT_ARCHIVE_CORRUPT',
    ],
  ];

  it.each(cases)('%s: refused with its code, nothing changes', async (_name, build, code) => {
    const before = await tableCounts(t);
    const res = await upload(t, me.token, await build());
    expect(res.json().code).toBe(code);
    expect(res.statusCode).toBe(code === 'IMPORT_ARCHIVE_TOO_LARGE' ? 413 : 400);
    expect(await tableCounts(t)).toEqual(before);
    expect((await a.get('/importStatus', {}, me.token)).body.import.status).toBe('none');
  });

  it('an upload over the size limit is FILE_TOO_LARGE; signed out is refused before reading', async () => {
    const res = await upload(t, me.token, new Uint8Array(LIMITS.importMaxBytes + 1));
    expect(res.json().code).toBe('FILE_TOO_LARGE');
    const guest = await t.app.inject({ method: 'POST', url: '/api/startImport', payload: {} });
    expect(guest.statusCode).toBe(401);
    expect(await tableCounts(t)).toMatchObject({ imports: 0 });
  });
});

/** A stored ZIP entry whose directory says it unpacks to more than one file may. */
function hugeClaim(): Uint8Array {
  const zip = Buffer.from(zipSync({ 'answers.json': strToU8('[]') }, { level: 0 }));
  const size = LIMITS.importMaxFileBytes + 1;
  zip.writeUInt32LE(size, 22);
  const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  zip.writeUInt32LE(size, central + 24);
  return new Uint8Array(zip);
}

describe('one import at a time, and a limit', () => {
  it('of parallel uploads by one member exactly one starts', async () => {
    const archive = retrospringZip('rsme', RS_ANSWERS);
    // The job queue is held until every upload has answered, so the first import is still unfinished.
    let release = () => {};
    t.ctx.jobs.run(() => new Promise<void>((resolve) => (release = resolve)));
    const results = await Promise.all(Array.from({ length: 5 }, () => upload(t, me.token, archive)));
    const codes = results.map((r) => (r.statusCode === 200 ? 'OK' : r.json().code)).sort();
    expect(codes).toEqual(['IMPORT_RUNNING', 'IMPORT_RUNNING', 'IMPORT_RUNNING', 'IMPORT_RUNNING', 'OK']);
    expect((await a.get('/importStatus', {}, me.token)).body.import.status).toBe('queued');
    release();
    await t.ctx.jobs.drain();
    expect(await answersOf(t, me)).toHaveLength(3);
  });

  it('counts uploads per member and per address', async () => {
    const limited = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    try {
      const member = await createUser(limited.app, { username: 'Limited' });
      const junk = strToU8('not an archive');
      for (let i = 0; i < 5; i++)
        expect((await upload(limited, member.token, junk)).json().code).toBe('IMPORT_FORMAT_UNKNOWN');
      const over = await upload(limited, member.token, junk);
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('TOO_MANY_IMPORTS');
    } finally {
      await limited.close();
    }
  });
});

describe('a restart', () => {
  it('goes on from the progress the last batch recorded, in batches, writing nothing twice', async () => {
    const many: RetrospringAnswer[] = Array.from({ length: 1203 }, (_, i) => ({
      id: 10_000 + i,
      content: `Answer number ${i}`,
      created_at: new Date(Date.UTC(2019, 0, 1) + i * 60_000).toISOString(),
      question: {
        id: 20_000 + i,
        content: `Question number ${i}?`,
        created_at: '2018-12-31T00:00:00.000Z',
        anonymous: true,
        author: null,
      },
    }));
    let release = () => {};
    t.ctx.jobs.run(() => new Promise<void>((resolve) => (release = resolve)));
    expect((await upload(t, me.token, retrospringZip('rsme', many))).statusCode).toBe(200);
    // As a stop after two batches leaves it: running, 1 000 gone through (here: none written).
    await t.ctx.db.kysely.updateTable('imports').set({ status: 'running', processed: 1000 }).execute();
    // At start the server resumes it, beside the job the upload queued: it is run once.
    await resumeImports(t.ctx);
    release();
    await t.ctx.jobs.drain();
    const status = (await a.get('/importStatus', {}, me.token)).body.import;
    expect(status).toMatchObject({ status: 'done', total: 1203, processed: 1203, imported: 203 });
    const rows = await t.ctx.db.kysely
      .selectFrom('questions')
      .select('answer')
      .where('user_id', '=', me.id)
      .where('imported', '=', 1)
      .orderBy('date_answered')
      .execute();
    expect(rows.map((r) => r.answer)).toEqual(many.slice(1000).map((m) => m.content));
  });
});

describe.runIf(process.env.IMPORT_MEASURE === '1')('the time of a large import (IMPORT_MEASURE=1)', () => {
  it('10 000 answers, with a follower whose timeline is built', async () => {
    const follower = await createUser(t.app, { username: 'Reader' });
    await a.post('/follow', { user_id: me.id }, follower.token);
    await a.get('/timeline', {}, follower.token);
    const many: RetrospringAnswer[] = Array.from({ length: 10_000 }, (_, i) => ({
      id: i + 1,
      content: `Answer number ${i} with a few more words in it, as answers have #tag${i % 50}`,
      created_at: new Date(Date.UTC(2016, 0, 1) + i * 3_600_000).toISOString(),
      question: {
        id: i + 1,
        content: `Question number ${i}, what do you think?`,
        created_at: '2015-12-31T00:00:00.000Z',
        anonymous: true,
        author: null,
      },
    }));
    const archive = retrospringZip('rsme', many);
    const started = performance.now();
    expect((await upload(t, me.token, archive)).statusCode).toBe(200);
    const accepted = performance.now();
    await t.ctx.jobs.drain();
    const done = performance.now();
    const status = (await a.get('/importStatus', {}, me.token)).body.import;
    expect(status).toMatchObject({ status: 'done', imported: 10_000 });
    process.stdout.write(
      `import of 10 000 answers (${archive.length} bytes): upload and check ${Math.round(accepted - started)} ms, job ${Math.round(done - accepted)} ms\n`,
    );
  }, 300_000);
});
