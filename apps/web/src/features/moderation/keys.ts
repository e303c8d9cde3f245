// The moderation keys live in @qurio/queries, shared with the phone app.
export { moderationKeys } from '@qurio/queries';
