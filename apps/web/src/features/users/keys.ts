// The people keys live in @qurio/queries, shared with the phone app.
export { type UserListKind, type UserRef, userKeys } from '@qurio/queries';
