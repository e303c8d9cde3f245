import type { InjectableApp } from '@qurio/client/testing';
import type { Member } from '../../test/members';

/**
 * API steps the feed, search and notification tests need beyond test/members.ts, made through
 * the real in-process server like the factories there.
 */
async function post(app: InjectableApp, path: string, body: object, member: Member): Promise<unknown> {
  const response = await app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
    payload: JSON.stringify(body),
  });
  if (response.statusCode >= 300) throw new Error(`POST ${path}: ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body);
}

/** `follower` follows `followee` (the call toggles: calling it twice unfollows). */
export function followMember(app: InjectableApp, follower: Member, followee: Member): Promise<unknown> {
  return post(app, '/follow', { user_id: followee.id }, follower);
}

export function likeAnswer(app: InjectableApp, member: Member, questionId: number): Promise<unknown> {
  return post(app, '/likeQuestion', { id: questionId }, member);
}
