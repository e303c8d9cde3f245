import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { MediaItem, Question } from '@qurio/contract';
import { api } from './api';
import { askAsGuest, type Owner } from './core-loop-data';
import { expect } from './fixtures';

/** Pictures for answers (issue 31), made through the real API; the files were made with sharp (fixtures/README.md). */

const FIXTURES = new URL('./fixtures/', import.meta.url);
const file = (name: string, mimeType: string) => ({ name, mimeType, buffer: readFileSync(new URL(name, FIXTURES)) });
export type PictureFile = ReturnType<typeof file>;

/** A 1600 × 1000 JPEG: all three still renditions. */
export const PHOTO = file('sunset.jpg', 'image/jpeg');
/** A 480 × 360 GIF of three frames. */
export const GIF = file('bouncing.gif', 'image/gif');

/** One picture through the real multipart call, as the answer dialog sends it. */
export async function uploadPicture(
  request: APIRequestContext,
  owner: Owner,
  picture: PictureFile,
): Promise<MediaItem> {
  const response = await request.post('/api/uploadMedia', {
    headers: { authorization: `Bearer ${owner.session.access_token}` },
    multipart: { media: picture },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { media: MediaItem }).media;
}

/** A guest's question answered with the given pictures, each with its description. */
export async function answerWithPictures(
  request: APIRequestContext,
  owner: Owner,
  question: string,
  pictures: ReadonlyArray<readonly [PictureFile, string]>,
  answer = 'Here is what I saw.',
): Promise<Question> {
  const id = await askAsGuest(request, owner, question);
  const media = [];
  for (const [picture, alt] of pictures) media.push({ id: (await uploadPicture(request, owner, picture)).id, alt });
  const response = await api(request).post('/answer', { question_id: id, answer, media }, owner.session.access_token);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { question: Question }).question;
}
