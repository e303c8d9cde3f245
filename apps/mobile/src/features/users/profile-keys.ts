import { userKeys } from '@qurio/queries';

export type { UserListKind } from '@qurio/queries';

/** Query keys of a profile's people lists, shared with the web (@qurio/queries). */
export const profileKeys = {
  lists: userKeys.lists(),
  list: userKeys.list,
};
