export * from './auth.js';
export * from './call.js';
export * from './errors.js';
export * from './fields.js';
export * from './limits.js';
export * from './questions.js';
export * from './social.js';
export * from './users.js';
