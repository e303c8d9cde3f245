import type { APIRequestContext } from '@playwright/test';
import { api } from './api';
import { answerAsOwner, askAsGuest, createOwner, type Owner, ownerWithContent } from './core-loop-data';
import { expect } from './fixtures';

/** Data for the feeds, search and notification screens, made through the real API. */

/** `follower` follows `followee` (the call toggles). */
export async function follow(request: APIRequestContext, follower: Owner, followee: Owner) {
  const response = await api(request).post('/follow', { user_id: followee.session.id }, follower.session.access_token);
  expect(response.status()).toBe(200);
}

export async function like(request: APIRequestContext, member: Owner, id: number) {
  const response = await api(request).post('/likeQuestion', { id }, member.session.access_token);
  expect(response.status()).toBe(200);
}

/** A question asked by name (not anonymously), so the answer notifies the asker. */
export async function askByName(request: APIRequestContext, from: Owner, to: Owner, question: string) {
  const response = await api(request).post(
    '/ask',
    { user_id: to.session.id, question, anonymous: false },
    from.session.access_token,
  );
  expect(response.status()).toBe(200);
  const inbox = await api(request).get('/myQuestions', {}, to.session.access_token);
  const { questions } = (await inbox.json()) as { questions: Array<{ id: number; question: string }> };
  const found = questions.find((q) => q.question === question);
  if (!found) throw new Error('question not in the inbox');
  return found.id;
}

/**
 * A reader with something on every feed screen: the timeline has the owner's answers (one with
 * #books), and the notifications hold a follow, an answer to the reader's question and a like.
 */
export async function readerWithFeeds(request: APIRequestContext) {
  const seed = await ownerWithContent(request);
  const { owner } = seed;
  const reader = await createOwner(request, 'reader');
  await follow(request, reader, owner);
  const ownId = await askAsGuest(request, reader, 'What made you smile today?');
  await answerAsOwner(request, reader, ownId, 'A stranger held the door and wished me a good day.');
  await follow(request, owner, reader);
  const askedId = await askByName(request, reader, owner, 'Which city would you like to visit next?');
  await answerAsOwner(request, owner, askedId, 'Lisbon, for the light and the tiles. #travel');
  await like(request, owner, ownId);
  // A question the owner asks by name, and an answer of theirs that mentions the reader.
  await askByName(request, owner, reader, 'What would you cook for ten friends?');
  const mentionId = await askAsGuest(request, owner, 'Who gives the best advice?');
  await answerAsOwner(request, owner, mentionId, `Ask @${reader.account.username}, always honest.`);
  return { ...seed, reader };
}
