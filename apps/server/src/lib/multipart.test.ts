import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { bearer, type CreatedUser, createUser } from '../test/factories.js';
import { multipartForm } from '../test/multipart.js';

/**
 * A malformed multipart body is the client's mistake: the profile form and both image uploads
 * answer it with the same 400 'Uploading Error.', and nothing reaches the error log.
 */
let t: TestApp;
let member: CreatedUser;
const errorLog: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'error', stream: { write: (line: string) => void errorLog.push(line) } },
  });
  member = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const BROKEN: Array<[string, string, string | Buffer]> = [
  ['no boundary', 'multipart/form-data', 'fullname=Ada'],
  [
    'no boundary, a form-like body',
    'multipart/form-data',
    '--X\r\nContent-Disposition: form-data; name="fullname"\r\n\r\nAda\r\n--X--',
  ],
  ['an empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
  ['a boundary and no parts', 'multipart/form-data; boundary=X', '--X\r\n'],
  ['a boundary and no end', 'multipart/form-data; boundary=X', '--X'],
  ['a body without the boundary', 'multipart/form-data; boundary=X', 'just some bytes'],
  [
    'a part cut short',
    'multipart/form-data; boundary=X',
    '--X\r\nContent-Disposition: form-data; name="fullname"\r\n\r\nAda Lov',
  ],
  [
    'a JSON part that is not JSON',
    'multipart/form-data; boundary=X',
    '--X\r\nContent-Disposition: form-data; name="fullname"\r\nContent-Type: application/json\r\n\r\n{nope\r\n--X--\r\n',
  ],
  [
    'a field named like a prototype property',
    'multipart/form-data; boundary=X',
    '--X\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{}\r\n--X--\r\n',
  ],
];

describe.each(['/profile', '/uploadProfileImage', '/uploadCoverImage'])(
  'POST %s with a broken multipart body',
  (path) => {
    it.each(BROKEN)('%s → 400 UPLOAD_ERROR, nothing logged', async (_name, contentType, payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: { 'content-type': contentType, ...bearer(member.token) },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: false, code: 'UPLOAD_ERROR', message: 'Uploading Error.' });
      expect(errorLog).toEqual([]);
    });
  },
);

describe('the profile form', () => {
  it('refuses a file part with the same 400', async () => {
    const form = multipartForm([
      { name: 'fullname', value: 'Ada' },
      { name: 'profile_image', filename: 'a.jpg', contentType: 'image/jpeg', data: Buffer.from('jpeg') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { ...form.headers, ...bearer(member.token) },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UPLOAD_ERROR');
  });

  it('takes a well-formed form, and a repeated field is refused by the contract, not the parser', async () => {
    const ok = multipartForm([
      { name: 'fullname', value: 'Ada Lovelace' },
      { name: 'bio', value: 'Engines.' },
    ]);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { ...ok.headers, ...bearer(member.token) },
      payload: ok.payload,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({ fullname: 'Ada Lovelace', bio: 'Engines.' });

    const twice = multipartForm([
      { name: 'fullname', value: 'Ada' },
      { name: 'fullname', value: 'Grace' },
      { name: 'bio', value: '' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { ...twice.headers, ...bearer(member.token) },
      payload: twice.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('FULLNAME_REQUIRED');
    expect(errorLog).toEqual([]);
  });
});
