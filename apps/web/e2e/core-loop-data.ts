import type { APIRequestContext } from '@playwright/test';
import { api } from './api';
import { type Account, expect, newAccount, registerThroughApi, type SessionData } from './fixtures';

/** Data for the core-loop screens, made through the real API: fast, and every rule applies. */

export interface Owner {
  account: Account;
  session: SessionData;
}

export async function createOwner(request: APIRequestContext, prefix = 'owner'): Promise<Owner> {
  const account = newAccount(prefix);
  return { account, session: await registerThroughApi(request, account) };
}

/** A guest's anonymous question; returns its id from the owner's inbox. */
export async function askAsGuest(request: APIRequestContext, owner: Owner, question: string): Promise<number> {
  const asked = await api(request).post('/ask', { user_id: owner.session.id, question });
  expect(asked.status()).toBe(200);
  const inbox = await api(request).get('/myQuestions', {}, owner.session.access_token);
  const { questions } = (await inbox.json()) as { questions: Array<{ id: number; question: string }> };
  const found = questions.find((q) => q.question === question);
  if (!found) throw new Error('question not in the inbox');
  return found.id;
}

export async function answerAsOwner(request: APIRequestContext, owner: Owner, id: number, answer: string) {
  const response = await api(request).post('/answer', { question_id: id, answer }, owner.session.access_token);
  expect(response.status()).toBe(200);
}

/** The first question for everyone (prompt) offered to the owner. */
export async function firstPromptId(request: APIRequestContext, owner: Owner): Promise<number> {
  const response = await api(request).get('/preQuestions', {}, owner.session.access_token);
  const { questions } = (await response.json()) as { questions: Array<{ id: number }> };
  const first = questions[0];
  if (!first) throw new Error('no prompts');
  return first.id;
}

export async function answerPrompt(request: APIRequestContext, owner: Owner, id: number, answer: string) {
  const response = await api(request).post(
    '/answerPreQuestion',
    { question_id: id, answer },
    owner.session.access_token,
  );
  expect(response.status()).toBe(200);
}

export async function like(request: APIRequestContext, member: Owner, id: number) {
  const response = await api(request).post('/likeQuestion', { id }, member.session.access_token);
  expect(response.status()).toBe(200);
}

/** An owner with one answered (and liked) question, one pending question and one answered prompt. */
export async function ownerWithContent(request: APIRequestContext) {
  const owner = await createOwner(request);
  const answeredId = await askAsGuest(request, owner, 'What is the best book you read this year?');
  await answerAsOwner(request, owner, answeredId, 'Piranesi by Susanna Clarke. #books');
  await like(request, await createOwner(request, 'fan'), answeredId);
  const pendingId = await askAsGuest(request, owner, 'Which song is stuck in your head?');
  const promptId = await firstPromptId(request, owner);
  await answerPrompt(request, owner, promptId, 'Autumn walks in the forest.');
  return { owner, answeredId, pendingId, promptId };
}
