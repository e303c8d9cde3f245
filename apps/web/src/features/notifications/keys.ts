// The notification keys live in @qurio/queries, shared with the phone app.
export { notificationKeys } from '@qurio/queries';
