import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, type CreatedUser, createUser, grantRole, type TwoFactorUser, testKit } from '../../test/factories.js';
import { mediaKeyOf } from '../media/service.js';

/**
 * remove_media (issue 31): a moderator takes one picture off a reported answer. The report list
 * shows the answer's pictures; the removal deletes the files, keeps the answer's text and other
 * pictures, resolves the answer's open reports and is audited with the picture as its target.
 * The roles' order is the answer owner's: a moderator may not remove an admin's picture.
 */
let t: TestApp;
let a: ReturnType<typeof api>;
let mod: TwoFactorUser;
let admin: TwoFactorUser;
let owner: CreatedUser;
let reporter: CreatedUser;
let second: CreatedUser;

beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  mod = await grantRole(t, await createUser(t.app, { username: 'PictureMod' }), 'moderator');
  admin = await grantRole(t, await createUser(t.app, { username: 'PictureAdmin' }), 'admin');
  owner = await createUser(t.app, { username: 'Painter' });
  reporter = await createUser(t.app, { username: 'Reporter' });
  second = await createUser(t.app, { username: 'Second' });
});
afterEach(async () => {
  await t.close();
});

const act = (body: object, token = mod.token) => a.postUnchecked('/modAction', body, token);

function photo(background: string): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** An answer of `who` with two pictures, asked by `reporter`. */
async function answerWithPictures(who: CreatedUser) {
  const kit = testKit(t.app);
  const blob = async (colour: string) => new Blob([new Uint8Array(await photo(colour))]);
  const first = await kit.uploadMedia(who, await blob('#cc2200'), 'one.jpg');
  const kept = await kit.uploadMedia(who, await blob('#0022cc'), 'two.jpg');
  const asked = await kit.ask(reporter, who, 'Show me what you made?');
  const answered = await kit.answer(who, asked.id, 'These two.', [
    { id: first.id, alt: 'A red one' },
    { id: kept.id, alt: 'A blue one' },
  ]);
  return { id: answered.id, first, kept };
}

const filesOf = (item: { url: string; sizes: Array<{ url: string }> }) =>
  [item.url, ...item.sizes.map((size) => size.url)].map((url) => mediaKeyOf(url) ?? '');
const stored = async (key: string) => (await t.ctx.storage.stat(key)) !== null;

describe('remove_media', () => {
  it('lists the pictures with the report, removes one with its files, resolves the reports and audits it', async () => {
    const { id, first, kept } = await answerWithPictures(owner);
    await a.post('/reportQuestion', { question_id: id, reason: 'hate' }, reporter.token);
    await a.post('/reportQuestion', { question_id: id, reason: 'hate' }, second.token);

    const listed = await a.get('/modReports', {}, mod.token);
    expect(listed.status).toBe(200);
    const [group] = listed.body.reports;
    expect(group).toMatchObject({ target_type: 'question', target_id: id, count: 2 });
    expect(group.question.media).toEqual([
      { ...first, alt: 'A red one' },
      { ...kept, alt: 'A blue one' },
    ]);
    for (const key of filesOf(first)) expect(await stored(key), key).toBe(true);

    expect((await act({ media_id: first.id, action: 'remove', reason: 'Wrong action' })).body.code).toBe(
      'MOD_ACTION_INVALID',
    );
    expect((await act({ media_id: first.id, action: 'remove_media', reason: 'no' })).body.code).toBe('REASON_REQUIRED');
    expect((await act({ media_id: 999_999, action: 'remove_media', reason: 'No such picture' })).body.code).toBe(
      'MEDIA_NOT_FOUND',
    );
    // A member is not a moderator.
    expect((await act({ media_id: first.id, action: 'remove_media', reason: 'Not mine' }, reporter.token)).status).toBe(
      403,
    );

    const removed = await act({ media_id: first.id, action: 'remove_media', reason: 'Graphic violence' });
    expect(removed.status, removed.raw).toBe(200);
    for (const key of filesOf(first)) expect(await stored(key), key).toBe(false);
    for (const key of filesOf(kept)) expect(await stored(key), key).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);

    // The answer keeps its text and its other picture; its reports are resolved.
    const shown = await a.get('/question', { username: 'Painter', id });
    expect(shown.body.question).toMatchObject({ answer: 'These two.' });
    expect(shown.body.question.media.map((m: { id: number }) => m.id)).toEqual([kept.id]);
    expect((await a.get('/modReports', {}, mod.token)).body.reports).toEqual([]);
    const reports = await t.ctx.db.kysely
      .selectFrom('reports')
      .select('status')
      .where('target_type', '=', 'question')
      .where('target_id', '=', id)
      .execute();
    expect(reports.map((r) => r.status)).toEqual(['resolved', 'resolved']);

    const audit = await a.get('/modAudit', {}, admin.token);
    expect(audit.body.entries[0]).toMatchObject({
      moderator: 'PictureMod',
      action: 'remove_media',
      target_type: 'media',
      target_id: first.id,
      reason: 'Graphic violence',
    });
    // Gone: a second removal finds nothing.
    expect((await act({ media_id: first.id, action: 'remove_media', reason: 'Again please' })).body.code).toBe(
      'MEDIA_NOT_FOUND',
    );
  });

  it('is refused to a moderator on an admin’s picture, and allowed to an admin', async () => {
    const { first } = await answerWithPictures(admin);
    const refused = await act({ media_id: first.id, action: 'remove_media', reason: 'Overreach' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('MOD_TARGET_PROTECTED');
    for (const key of filesOf(first)) expect(await stored(key), key).toBe(true);

    const { first: members } = await answerWithPictures(owner);
    expect(
      (await act({ media_id: members.id, action: 'remove_media', reason: 'Admins may' }, admin.token)).status,
    ).toBe(200);
    for (const key of filesOf(members)) expect(await stored(key), key).toBe(false);
  });

  it('takes no picture that is not in an answer yet (a draft nobody could report)', async () => {
    const draft = await testKit(t.app).uploadMedia(
      owner,
      new Blob([new Uint8Array(await photo('#00cc22'))]),
      'draft.jpg',
    );
    expect((await act({ media_id: draft.id, action: 'remove_media', reason: 'Not posted' })).body.code).toBe(
      'MEDIA_NOT_FOUND',
    );
    for (const key of filesOf(draft)) expect(await stored(key), key).toBe(true);
  });
});
