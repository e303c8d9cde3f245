// The settings keys live in @qurio/queries, shared with the phone app.
export { settingsKeys } from '@qurio/queries';
