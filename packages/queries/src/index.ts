// @qurio/queries: what the web and the phone app share above @qurio/client. Platform-free: no DOM,
// no React Native; each app wraps these definitions in thin hooks of its own.
export * from './keys';
export * from './query-options';
export * from './writes';
