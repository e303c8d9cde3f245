import type { CallResponse, search } from '@qurio/contract';
import { presentUserSummary } from '../users/presenter.js';
import type { PersonRow } from './queries.js';

type Person = CallResponse<typeof search>['users'][number];

/** A person in the results: the summary everyone sees, with the bio and follower count. */
export function presentPerson(u: PersonRow): Person {
  return { ...presentUserSummary(u), bio: u.bio, followerCount: Number(u.follower_count) };
}
