// @qurio/queries: what the web and the phone app share above @qurio/client. Platform-free: no DOM,
// no React Native; each app wraps these definitions in thin hooks of its own.

export * from './account-keys.js';
export * from './asking.js';
export * from './badges.js';
export * from './email.js';
export * from './explore-languages.js';
export * from './feed.js';
export * from './inbox-filters.js';
export * from './keys.js';
export * from './live-events.js';
export * from './query-options.js';
export { formatFull, formatRelative, type RelativeUnit, type SpellRelative } from './relative-time.js';
export * from './report-reasons.js';
export * from './search-history.js';
export * from './search-tabs.js';
export * from './selection.js';
export * from './share.js';
export * from './writes/index.js';
