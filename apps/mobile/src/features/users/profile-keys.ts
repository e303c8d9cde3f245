export type UserListKind = 'followers' | 'followings';

/** Query keys of a profile's people lists (the profile itself is under feedKeys.profile). */
export const profileKeys = {
  lists: ['userList'] as const,
  list: (kind: UserListKind, username: string) => ['userList', kind, username.toLowerCase()] as const,
};
