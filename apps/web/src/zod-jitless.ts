/**
 * Zod compiles object parsers with `new Function` when it may; its probe for that is reported as a
 * violation under the server's CSP (`script-src 'self'`, no eval), even though zod catches it.
 * `jitless` must be set before any contract schema is built, so main.tsx imports this first.
 *
 * Zod keeps its configuration on this global so that every copy of zod shares it; writing it here
 * instead of importing `config` from zod keeps zod out of the landing page's JavaScript.
 * zod-jitless.test.ts checks that zod still reads it.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
// Mutated, not replaced: a zod copy that is already loaded holds a reference to this object.
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
