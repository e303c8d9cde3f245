import { isReservedUsername, isValidUsername } from '@qurio/contract';
import { describe, expect, it } from 'vitest';
import { demoUsers } from './seed.js';

describe('demo users', () => {
  const now = new Date('2026-11-22T00:00:00Z');

  it('are the same people on every run', () => {
    expect(demoUsers(50, now)).toEqual(demoUsers(50, now));
  });

  it('have valid, unique, unreserved usernames in every language', () => {
    const users = demoUsers(300, now);
    expect(users).toHaveLength(300);
    expect(new Set(users.map((u) => u.username.toLowerCase())).size).toBe(300);
    for (const u of users) {
      expect(isValidUsername(u.username), u.username).toBe(true);
      expect(isReservedUsername(u.username)).toBe(false);
    }
    expect(new Set(users.map((u) => u.lang))).toEqual(new Set(['de', 'en', 'es', 'pt', 'tr']));
  });
});
