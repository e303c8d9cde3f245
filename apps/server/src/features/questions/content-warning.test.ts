import { LIMITS } from '@qurio/contract';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndFind, type CreatedUser, createUser, testKit } from '../../test/factories.js';
import { buildCardTree, treeText } from '../cards/render.js';
import { answerCardSource, cardContent } from '../cards/service.js';
import { pageMetaFor } from '../share/page-meta.js';

/**
 * Content warnings (issue 33): an answer's author sets a short warning; it travels with the answer
 * everywhere a reader meets it (profile, timeline, search, the answer's page), keeps it out of
 * explore and trends, and replaces its text on picture cards and link previews.
 */
let t: TestApp;
let a: ReturnType<typeof api>;
let owner: CreatedUser;
let reader: CreatedUser;
let asks = 0;

beforeEach(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://qurio.example' } });
  a = api(t.app);
  owner = await createUser(t.app);
  reader = await createUser(t.app);
  await a.post('/follow', { user_id: owner.id }, reader.token);
});
afterEach(async () => {
  await t.close();
});

/** Asks `owner` (a guest, each from an address of its own) and answers, with a warning or none. */
async function answer(text: string, content_warning?: string): Promise<number> {
  asks += 1;
  const id = await askAndFind(t.app, owner, `Question number ${asks}?`, undefined, { ip: `198.51.100.${asks}` });
  t.clock.advance(1000);
  const res = await a.post(
    '/answer',
    { question_id: id, answer: text, ...(content_warning === undefined ? {} : { content_warning }) },
    owner.token,
  );
  expect(res.status).toBe(200);
  return id;
}

const ids = (questions: Array<{ id: number }>) => questions.map((q) => q.id);
const explore = async () =>
  ids((await a.post('/explore', { type: 'paginated', page: 1 }, reader.token)).body.questions);
const trends = async () =>
  (await a.get('/trends', {}, reader.token)).body.trends.map((x: { text: string }) => x.text) as string[];

describe('content warnings', () => {
  it('travel with the answer to profile, timeline, search and its page, and leave explore and trends', async () => {
    const plain = await answer('Plain coffee talk #coffee');
    const warned = await answer('Spoilers about the ending #films', '  Film spoilers  ');

    const profile = (await a.get('/questions', { username: owner.username })).body.questions;
    expect(profile.map((q: { id: number; content_warning: string | null }) => [q.id, q.content_warning])).toEqual([
      [warned, 'Film spoilers'],
      [plain, null],
    ]);
    expect(ids((await a.get('/timeline', {}, reader.token)).body.questions)).toEqual([warned, plain]);
    const single = await a.get('/question', { username: owner.username, id: warned });
    expect(single.body.question).toMatchObject({ content_warning: 'Film spoilers', answer: expect.any(String) });
    expect(ids((await a.post('/search', { term: 'spoilers', type: 'latest' }, reader.token)).body.questions)).toEqual([
      warned,
    ]);
    expect(ids((await a.post('/search', { term: '#films', type: 'latest' }, reader.token)).body.questions)).toEqual([
      warned,
    ]);

    expect(await explore()).toEqual([plain]);
    const poll = await a.post('/explore', { type: 'new', date: '2000-01-01T00:00:00.000Z' }, reader.token);
    expect(ids(poll.body.questions)).toEqual([plain]);
    expect(await trends()).toEqual(['#coffee']);
  });

  it('an edit keeps the warning when left out, changes it, or removes it with an empty one', async () => {
    const id = await answer('Something heavy to read', 'Grief');
    const edit = (content_warning?: string) =>
      a.post(
        '/reAnswerQuestion',
        {
          question_id: id,
          answer: 'Something heavy, edited #grief',
          ...(content_warning === undefined ? {} : { content_warning }),
        },
        owner.token,
      );
    expect((await edit()).body.question.content_warning).toBe('Grief');
    expect(await explore()).toEqual([]);
    expect(await trends()).toEqual([]);

    expect((await edit('Loss')).body.question.content_warning).toBe('Loss');
    expect((await edit('')).body.question.content_warning).toBeNull();
    expect(await explore()).toEqual([id]);
    expect(await trends()).toEqual(['#grief']);

    expect((await edit('Grief again')).body.question.content_warning).toBe('Grief again');
    expect(await explore()).toEqual([]);
    expect(await trends()).toEqual([]);
  });

  it('a prompt answer can carry one too', async () => {
    const prompt = (await a.get('/preQuestions', {}, owner.token)).body.questions[0];
    const res = await a.post(
      '/answerPreQuestion',
      { question_id: prompt.id, answer: 'A prompt answer here', content_warning: 'Food' },
      owner.token,
    );
    expect(res.body.question.content_warning).toBe('Food');
    expect(await explore()).toEqual([]);
  });

  it('refuses a warning that is too long, or not text, with the contract’s code', async () => {
    const id = await askAndFind(t.app, owner, 'Long warning coming?', undefined, { ip: '198.51.100.250' });
    const long = await a.post(
      '/answer',
      { question_id: id, answer: 'My answer', content_warning: 'x'.repeat(LIMITS.contentWarningMax + 1) },
      owner.token,
    );
    expect(long).toMatchObject({
      status: 400,
      body: { status: false, code: 'CONTENT_WARNING_TOO_LONG', message: 'The content warning is too long.' },
    });
    const wrong = await a.postUnchecked(
      '/answer',
      { question_id: id, answer: 'My answer', content_warning: 5 },
      owner.token,
    );
    expect(wrong).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    // Exactly the limit is fine.
    const ok = await a.post(
      '/answer',
      { question_id: id, answer: 'My answer', content_warning: 'x'.repeat(LIMITS.contentWarningMax) },
      owner.token,
    );
    expect(ok.status).toBe(200);
  });

  it('the picture card and the link preview show the warning, not the text nor its pictures', async () => {
    const kit = testKit(t.app);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    const picture = await kit.uploadMedia(owner, new Blob([new Uint8Array(png)]), 'a.png');
    const asked = await askAndFind(t.app, owner, 'Who did it then?', undefined, { ip: '198.51.100.251' });
    const id = (
      await kit.answer(owner, asked, 'The murderer was the butler', [{ id: picture.id, alt: 'a clue' }], {
        content_warning: 'Mystery spoiler',
      })
    ).id;
    const content = await cardContent(t.ctx, await answerCardSource(t.ctx, id));
    const words = treeText(buildCardTree(content, 'story', 'light')).join(' ');
    expect(words).toContain('CW: Mystery spoiler');
    expect(words).not.toContain('butler');
    expect(content).toMatchObject({ kind: 'answer', media: null });
    const meta = await pageMetaFor(t.ctx, `/${owner.username}/post/${id}`, 'en');
    expect(meta?.description).toContain('CW: Mystery spoiler');
    expect(meta?.description).not.toContain('butler');
  });

  it('the reader’s setting to unfold them all is an account setting', async () => {
    expect((await a.get('/accountSettings', undefined, reader.token)).body.settings.unfold_warnings).toBe(false);
    await a.post('/set', { key: 'unfold_warnings', value: '1' }, reader.token);
    expect((await a.get('/accountSettings', undefined, reader.token)).body.settings.unfold_warnings).toBe(true);
  });

  it('the kit sets one too (every layer’s test data)', async () => {
    const answered = await testKit(t.app).askAndAnswer(reader, owner, 'Kit question here?', 'Kit answer', {
      content_warning: 'Kit warning',
    });
    expect(answered.content_warning).toBe('Kit warning');
  });
});
