import { LIMITS } from '@qurio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRIVATE } from '../../lib/storage/storage.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, bearer, type CreatedUser, createUser } from '../../test/factories.js';
import { STORAGE_DRIVERS } from '../../test/storage.js';
import { EXPORT_SWEEP, EXPORTS_PREFIX, exportKey, sweepExportFiles } from './files.js';

/**
 * An export's ZIP holds the member's e-mail, inbox, questions asked, likes, follows and blocks
 * (issue 29): it goes with the account, after its week, and no file stays that no row names.
 */
describe.each(STORAGE_DRIVERS)('on the %s storage', (driver) => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let ada: CreatedUser;
  let bo: CreatedUser;
  const HOUR = 60 * 60_000;

  beforeEach(async () => {
    t = await createTestApp({ storage: driver });
    // A file's age is its store's date (an S3 server sets it itself): the clock starts at the real time.
    t.clock.current = new Date();
    a = api(t.app);
    ada = await createUser(t.app, { username: 'AdaExports', password: 'secret1' });
    bo = await createUser(t.app, { username: 'BoExports' });
  });
  afterEach(async () => {
    await t.close();
  });

  /** Requests an export, waits for the build, and gives the file's storage key. */
  async function exportFile(member: CreatedUser): Promise<string> {
    expect((await a.post('/requestExport', {}, member.token)).status).toBe(200);
    await t.ctx.jobs.drain();
    const row = await t.ctx.db.kysely
      .selectFrom('data_exports')
      .select('file')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const key = exportKey(row.file ?? 'none') ?? 'none';
    expect(await exists(key)).toBe(true);
    return key;
  }

  const exists = async (key: string) => (await t.ctx.storage.stat(key)) !== null;

  /** A file in the exports folder, written now. */
  async function putExport(name: string): Promise<string> {
    const key = `${EXPORTS_PREFIX}/${name}`;
    await t.ctx.storage.put(key, Buffer.from('PK'), { contentType: 'application/zip', cacheControl: PRIVATE });
    return key;
  }

  describe('export files', () => {
    it('go with the account that is deleted', async () => {
      const file = await exportFile(ada);
      expect((await a.post('/deleteAccount', { password: 'secret1' }, ada.token)).status).toBe(200);
      expect(await exists(file)).toBe(false);
    });

    it('are swept once their week is over, and a live one is kept', async () => {
      const old = await exportFile(ada);
      t.clock.advance(LIMITS.exportKeepMs - HOUR);
      const live = await exportFile(bo);
      t.clock.advance(HOUR);

      expect(await sweepExportFiles(t.ctx)).toEqual({ expired: 1, orphans: 0 });
      expect(await exists(old)).toBe(false);
      expect(await exists(live)).toBe(true);
      const rows = await t.ctx.db.kysely.selectFrom('data_exports').select(['user_id', 'file', 'status']).execute();
      expect(rows.find((r) => r.user_id === ada.id)).toMatchObject({ file: null, status: 'ready' });
      expect((await a.get('/exportStatus', {}, ada.token)).body.export.status).toBe('none');
      const download = await t.app.inject({ method: 'GET', url: '/api/export', headers: bearer(bo.token) });
      expect(download.statusCode).toBe(200);
      // Still once a day: the row that lost its file counts.
      expect((await a.post('/requestExport', {}, bo.token)).body.code).toBe('EXPORT_TOO_SOON');
    });

    it('no row names are swept once older than the margin; named and other files stay', async () => {
      const named = await exportFile(ada);
      const orphan = await putExport(`${'ab'.repeat(16)}.zip`);
      const notOurs = await putExport('README.txt');
      t.clock.advance(EXPORT_SWEEP.orphanAfterMs + 1000);

      expect(await sweepExportFiles(t.ctx)).toEqual({ expired: 0, orphans: 1 });
      expect(await exists(orphan)).toBe(false);
      expect(await exists(notOurs)).toBe(true);
      expect(await exists(named)).toBe(true);
    });

    it('a file younger than the margin stays: its row may be about to name it', async () => {
      const beingWritten = await putExport(`${'cd'.repeat(16)}.zip`);
      t.clock.advance(EXPORT_SWEEP.orphanAfterMs - 60_000);
      expect(await sweepExportFiles(t.ctx)).toEqual({ expired: 0, orphans: 0 });
      expect(await exists(beingWritten)).toBe(true);
    });

    it('an empty or missing folder is nothing to sweep', async () => {
      expect(await sweepExportFiles(t.ctx)).toEqual({ expired: 0, orphans: 0 });
    });
  });
});
