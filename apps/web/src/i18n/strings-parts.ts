/**
 * The names of the locale parts (their keys: part-keys.ts, which only the build and the tests
 * read, so the app's code carries the names alone).
 */
export type StringsPart = 'shell' | 'landing' | 'profile' | 'rest';
export const STRINGS_PARTS: readonly StringsPart[] = ['shell', 'landing', 'profile', 'rest'];
