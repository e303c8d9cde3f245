import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIMITS } from '@qurio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, bearer, type CreatedUser, createUser } from '../../test/factories.js';
import { EXPORT_SWEEP, exportsDir, sweepExportFiles } from './files.js';

/**
 * An export's ZIP holds the member's e-mail, inbox, questions asked, likes, follows and blocks
 * (issue 29): it goes with the account, after its week, and no file stays that no row names.
 */
let t: TestApp;
let a: ReturnType<typeof api>;
let ada: CreatedUser;
let bo: CreatedUser;
const HOUR = 60 * 60_000;

beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  ada = await createUser(t.app, { username: 'AdaExports', password: 'secret1' });
  bo = await createUser(t.app, { username: 'BoExports' });
});
afterEach(async () => {
  await t.close();
});

/** Requests an export, waits for the build, and gives the file's path. */
async function exportFile(member: CreatedUser): Promise<string> {
  expect((await a.post('/requestExport', {}, member.token)).status).toBe(200);
  await t.ctx.jobs.drain();
  const row = await t.ctx.db.kysely
    .selectFrom('data_exports')
    .select('file')
    .where('user_id', '=', member.id)
    .executeTakeFirstOrThrow();
  const path = join(exportsDir(t.ctx), row.file ?? 'none');
  expect(existsSync(path)).toBe(true);
  return path;
}

/** A file in the exports folder, last written `ageMs` before the test clock's now. */
function fileAged(name: string, ageMs: number): string {
  mkdirSync(exportsDir(t.ctx), { recursive: true });
  const path = join(exportsDir(t.ctx), name);
  writeFileSync(path, 'PK');
  const at = new Date(t.clock.now().getTime() - ageMs);
  utimesSync(path, at, at);
  return path;
}

describe('export files', () => {
  it('go with the account that is deleted', async () => {
    const file = await exportFile(ada);
    expect((await a.post('/deleteAccount', { password: 'secret1' }, ada.token)).status).toBe(200);
    expect(existsSync(file)).toBe(false);
  });

  it('are swept once their week is over, and a live one is kept', async () => {
    const old = await exportFile(ada);
    t.clock.advance(LIMITS.exportKeepMs - HOUR);
    const live = await exportFile(bo);
    t.clock.advance(HOUR);

    expect(await sweepExportFiles(t.ctx)).toEqual({ expired: 1, orphans: 0 });
    expect(existsSync(old)).toBe(false);
    expect(existsSync(live)).toBe(true);
    const rows = await t.ctx.db.kysely.selectFrom('data_exports').select(['user_id', 'file', 'status']).execute();
    expect(rows.find((r) => r.user_id === ada.id)).toMatchObject({ file: null, status: 'ready' });
    expect((await a.get('/exportStatus', {}, ada.token)).body.export.status).toBe('none');
    const download = await t.app.inject({ method: 'GET', url: '/api/export', headers: bearer(bo.token) });
    expect(download.statusCode).toBe(200);
    // Still once a day: the row that lost its file counts.
    expect((await a.post('/requestExport', {}, bo.token)).body.code).toBe('EXPORT_TOO_SOON');
  });

  it('no row names are swept once older than the margin; younger ones and other files stay', async () => {
    const named = await exportFile(ada);
    const orphan = fileAged(`${'ab'.repeat(16)}.zip`, EXPORT_SWEEP.orphanAfterMs + 1000);
    const beingWritten = fileAged(`${'cd'.repeat(16)}.zip`, 1000);
    const notOurs = fileAged('README.txt', 30 * 24 * HOUR);

    expect(await sweepExportFiles(t.ctx)).toEqual({ expired: 0, orphans: 1 });
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(beingWritten)).toBe(true);
    expect(existsSync(notOurs)).toBe(true);
    expect(existsSync(named)).toBe(true);
  });

  it('an empty or missing folder is nothing to sweep', async () => {
    expect(await sweepExportFiles(t.ctx)).toEqual({ expired: 0, orphans: 0 });
  });
});
