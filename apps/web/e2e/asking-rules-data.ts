import type { APIRequestContext } from '@playwright/test';
import { api } from './api';
import { createOwner, type Owner } from './core-loop-data';

/**
 * The data of the asking-rules flows and screens (issue 33): an owner with a friend they follow
 * back (mutuals), a stranger, and an inbox with anonymous, named, followed and flagged questions.
 */
export async function setRule(
  request: APIRequestContext,
  owner: Owner,
  key: 'ask_from' | 'anonymous_from',
  value: string,
) {
  const res = await api(request).post('/set', { key, value } as never, owner.session.access_token);
  if (res.status() !== 200) throw new Error(`set ${key}: ${res.status()}`);
}

export async function follow(request: APIRequestContext, follower: Owner, followed: Owner) {
  const res = await api(request).post('/follow', { user_id: followed.session.id }, follower.session.access_token);
  if (res.status() !== 200) throw new Error(`follow: ${res.status()}`);
}

async function ask(request: APIRequestContext, to: Owner, question: string, from: Owner | null, anonymous = true) {
  const res = await api(request).post(
    '/ask',
    { user_id: to.session.id, question, ...(from ? { anonymous } : {}) },
    from?.session.access_token,
  );
  if (res.status() !== 200) throw new Error(`ask: ${res.status()} ${await res.text()}`);
}

/** An owner, a mutual friend and a stranger; the inbox holds five questions of every kind. */
export async function seedAskingRules(request: APIRequestContext) {
  const owner = await createOwner(request, 'rules');
  const friend = await createOwner(request, 'friend');
  const stranger = await createOwner(request, 'strngr');
  await follow(request, owner, friend);
  await follow(request, friend, owner);
  await ask(request, owner, 'What was the best part of your week?', null);
  await ask(request, owner, 'Do you still play the guitar every day?', friend);
  await ask(request, owner, 'Shall we go hiking on Saturday?', friend, false);
  await ask(request, owner, 'Which book should I read next?', stranger, false);
  await ask(request, owner, 'Why are you such a fucking idiot?', stranger, false);
  return { owner, friend, stranger };
}
