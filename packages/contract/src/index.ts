export * from './account.js';
export * from './app-links.js';
export * from './auth.js';
export * from './call.js';
export * from './discovery.js';
export * from './errors.js';
export * from './events.js';
export * from './export.js';
export * from './feeds.js';
export * from './fields.js';
export * from './limits.js';
export * from './moderation.js';
export * from './notifications.js';
export * from './prompts.js';
export * from './push.js';
export * from './questions.js';
// The route table itself is `@qurio/contract/routes`: its names are the call definitions' names.
export {
  ACCESS_TOKEN_HEADER,
  COVER_IMAGE_FIELD,
  IMAGE_TYPES,
  LAST_EVENT_ID_HEADER,
  LOCALE_HEADER,
  PROFILE_IMAGE_FIELD,
  TIMEZONE_HEADER,
} from './routes.js';
export * from './safety.js';
export * from './search.js';
export * from './settings.js';
export * from './social.js';
export * from './users.js';
