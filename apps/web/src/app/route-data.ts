import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { type Params, replace } from 'react-router';
import { pinnedAnswersOptions, profileAnswersFeedOptions, questionQueryOptions } from '../features/questions/queries';
import { userKeys } from '../features/users/keys';
import { profileQueryOptions } from '../features/users/queries';
import { pathTo, type RouteName } from '../lib/paths';
import { queryClient } from './query-client';

/**
 * The first data of the screens that have some, fetched by their route's loader into the one
 * TanStack Query cache while the screen's code downloads; the screens read the same queries.
 * Failures are left to the screen, which shows them as it always has (so a loader never fails):
 * `ensure…` keeps what the cache has, so going back renders at once, with the page's old height.
 * Loaded on demand, with the query cache and the API client, which the landing page never needs;
 * the feeds' queries load with the member pages that need them (a shared profile does not).
 */

const ignore = () => undefined;

/** A page the server rendered (main.tsx): its loaders' data, into the cache the screens read. */
export function hydrateQueries(state: DehydratedState): void {
  hydrate(queryClient, state);
}

/** `/home`: the timeline's first page. */
export async function homeData(): Promise<null> {
  const { timelineFeedOptions } = await import('../features/feeds/queries');
  await queryClient.ensureInfiniteQueryData(timelineFeedOptions()).catch(ignore);
  return null;
}

/** `/explore`: its first page. */
export async function exploreData(): Promise<null> {
  const { exploreFeedOptions } = await import('../features/feeds/queries');
  await queryClient.ensureInfiniteQueryData(exploreFeedOptions(queryClient)).catch(ignore);
  return null;
}

/**
 * Every profile route: the profile (and on the main route its newest answers, on an answer's
 * route that answer, asked for at the same time). A renamed member's old name still answers while
 * it is reserved, with the member under the new name: the address then becomes the new one, in
 * place of the old in the history.
 */
export async function profileData(name: RouteName, params: Params): Promise<Response | null> {
  const username = params.username ?? '';
  const answers =
    name === 'Profile' ? queryClient.ensureInfiniteQueryData(profileAnswersFeedOptions(username)) : undefined;
  answers?.catch(ignore);
  // The pinned answers above them (issue 33), also on the server's render of the page.
  const pins = name === 'Profile' ? queryClient.prefetchQuery(pinnedAnswersOptions(username)) : undefined;
  const answer =
    name === 'ProfilePost'
      ? queryClient.prefetchQuery(questionQueryOptions(username, Number(params.question_id)))
      : undefined;
  const user = await queryClient.ensureQueryData(profileQueryOptions(username)).catch(ignore);
  if (user && user.username.toLowerCase() !== username.toLowerCase()) {
    queryClient.setQueryData(userKeys.profile(user.username), user);
    const kept = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => !!entry[1]));
    return replace(pathTo(name, { ...kept, username: user.username }));
  }
  await Promise.all([answers?.catch(ignore), answer, pins]);
  return null;
}
