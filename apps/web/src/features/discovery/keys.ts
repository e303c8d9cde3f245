import type { RouteResponse, suggestedUsers } from '@qurio/contract/routes';

// The discovery keys live in @qurio/queries, shared with the phone app.
export { discoveryKeys } from '@qurio/queries';

/** A row of the follow suggestions; following one is the users feature's follow (users/mutations.ts). */
export type Suggestion = RouteResponse<typeof suggestedUsers>['users'][number];
