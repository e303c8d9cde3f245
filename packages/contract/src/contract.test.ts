import { describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { resetPassword, updateProfile } from './account.js';
import { register, tokenInput } from './auth.js';
import type { CallDef } from './call.js';
import { ERRORS } from './errors.js';
import { holdsNul, MAX_ID, parseId } from './fields.js';
import * as contract from './index.js';
import { isReservedUsername, isValidUsername, LIMITS } from './limits.js';
import { ask, getQuestion } from './questions.js';
import { search } from './search.js';
import { follow } from './social.js';
import { twoFactorTokenInput } from './two-factor.js';
import { answerBadges, badgesFor, yearBadge } from './users.js';

const firstCode = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? 'OK' : result.error?.issues[0]?.message;

describe('username rules', () => {
  it.each(['abc', 'Abc123', 'a1b2c3d4e5f6g7h', 'ZZZ'])('accepts %s', (name) => {
    expect(isValidUsername(name)).toBe(true);
  });
  it.each(['ab', 'a1b2c3d4e5f6g7h8', 'with space', 'dash-ed', 'under_score', 'émile', '', 'abc.'])(
    'rejects %j',
    (name) => {
      expect(isValidUsername(name)).toBe(false);
    },
  );
  it('reserves route names case-insensitively', () => {
    for (const name of ['home', 'Explore', 'SETTINGS', 'login', 'signup', 'api', 'admin', 'blog', 'questions']) {
      expect(isReservedUsername(name)).toBe(true);
    }
    expect(isReservedUsername('alice')).toBe(false);
  });
});

describe('register payload', () => {
  const valid = { username: 'alice', email: 'alice@example.com', password: 'secret1', password_repeat: 'secret1' };

  it('accepts a valid payload and trims the username and e-mail', () => {
    const parsed = register.input.parse({ ...valid, username: ' alice ', email: ' Alice@Example.com ' });
    expect(parsed.username).toBe('alice');
    expect(parsed.email).toBe('Alice@Example.com');
  });

  it.each([
    [{ username: undefined }, 'USERNAME_REQUIRED'],
    [{ username: '   ' }, 'USERNAME_REQUIRED'],
    [{ username: 'ab' }, 'USERNAME_INVALID'],
    [{ username: 'x'.repeat(LIMITS.usernameMax + 1) }, 'USERNAME_INVALID'],
    [{ username: 'Settings' }, 'USERNAME_RESERVED'],
    [{ email: undefined }, 'EMAIL_REQUIRED'],
    [{ email: 'not-an-email' }, 'EMAIL_INVALID'],
    [{ password: undefined }, 'PASSWORD_REQUIRED'],
    [{ password: '12345' }, 'PASSWORD_LENGTH'],
    [{ password: 'x'.repeat(LIMITS.passwordMax + 1) }, 'PASSWORD_LENGTH'],
    [{ password_repeat: undefined }, 'PASSWORD_REPEAT_REQUIRED'],
    [{ lang: 'fr' }, 'LANG_INVALID'],
  ])('%j fails with %s', (patch, code) => {
    expect(firstCode(register.input.safeParse({ ...valid, ...patch }))).toBe(code);
  });

  it('uses only codes the catalogue declares, in every call', () => {
    // Every input schema of the contract, fed wrong values field by field: each message that is a
    // code must be in ERRORS (the server turns any other message into VALIDATION_FAILED, so a
    // misspelt code would silently lose its own message and status).
    const calls = Object.values(contract as Record<string, unknown>).filter(
      (value): value is CallDef =>
        typeof value === 'object' && value !== null && 'method' in value && 'response' in value,
    );
    const wrong: unknown[] = [
      undefined,
      null,
      '',
      '   ',
      0,
      -1,
      1.5,
      2 ** 40,
      'x'.repeat(70_000),
      'a\u0000b',
      {},
      [],
      true,
    ];
    const seen = new Set<string>();
    for (const call of calls) {
      if (!(call.input instanceof z.ZodObject)) continue;
      const fields = Object.keys(call.input.shape);
      for (const field of fields) {
        for (const value of wrong) {
          const result = call.input.safeParse({ [field]: value });
          for (const issue of result.error?.issues ?? []) {
            if (/^[A-Z][A-Z0-9_]+$/.test(issue.message)) seen.add(issue.message);
          }
        }
      }
    }
    expect([...seen].filter((code) => !Object.hasOwn(ERRORS, code))).toEqual([]);
    // The sweep reaches the codes of many calls, not a handful.
    expect(seen.size).toBeGreaterThan(25);
    expect(seen).toContain('PASSWORD_REQUIRED');
    expect(seen).toContain('ID_REQUIRED');
  });
});

describe('what the database cannot store', () => {
  it('refuses U+0000 in every kind of text field with TEXT_INVALID_CHARACTER', () => {
    const nul = 'a\u0000b';
    const payloads: Array<[ZodType, object]> = [
      // token's input is a union of these two (the server picks the closer shape's code: lib/errors.ts).
      [tokenInput, { username: nul, password: 'secret1' }],
      [tokenInput, { username: 'alice', password: nul }],
      [twoFactorTokenInput, { challenge: nul, code: '123456' }],
      [twoFactorTokenInput, { challenge: 'abc', code: nul }],
      [register.input, { username: 'alice', email: 'a@b.co', password: 'secret1', password_repeat: nul }],
      [updateProfile.input, { fullname: 'Ada', bio: nul }],
      [resetPassword.input, { email: 'a@b.co', code: nul, password: 'secret1', password_repeat: 'secret1' }],
      [ask.input, { user_id: 1, question: `Why ${nul} though?` }],
      [search.input, { term: nul }],
    ];
    for (const [schema, payload] of payloads) {
      expect(firstCode(schema.safeParse(payload)), JSON.stringify(payload)).toBe('TEXT_INVALID_CHARACTER');
    }
  });

  it('finds U+0000 in keys and nested values, and nothing in clean input', () => {
    expect(holdsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(holdsNul({ 'k\u0000': 1 })).toBe(true);
    expect(holdsNul({ a: ['x', 1, null, { b: 'ok' }] })).toBe(false);
    // Deep nesting is walked without recursion.
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
  });

  it('stops ids and cursors at the integer column (2³¹−1), with the field’s own code', () => {
    expect(MAX_ID).toBe(2 ** 31 - 1);
    expect(firstCode(getQuestion.input.safeParse({ username: 'alice', id: String(MAX_ID) }))).toBe('OK');
    for (const id of [MAX_ID + 1, 2 ** 53, '2147483648', '1e10', -1, 0, 1.5]) {
      expect(firstCode(getQuestion.input.safeParse({ username: 'alice', id })), String(id)).toBe('ID_REQUIRED');
      expect(firstCode(follow.input.safeParse({ user_id: id })), String(id)).toBe('USER_ID_REQUIRED');
      expect(firstCode(search.input.safeParse({ term: 'ab', last_id: id })), String(id)).toBe('VALIDATION_FAILED');
    }
    expect(firstCode(getQuestion.input.safeParse({ username: 'alice', id: '1e9' }))).toBe('OK');
  });

  it('parses an id out of text with the same bound (signed links, paths, headers)', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('007')).toBe(7);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
    for (const text of [
      String(MAX_ID + 1),
      '4294967296',
      '9'.repeat(30),
      '0',
      '-1',
      '1.5',
      '1e3',
      ' 1',
      '',
      undefined,
    ]) {
      expect(parseId(text), String(text)).toBeNull();
    }
  });
});

describe('badges', () => {
  it('gives answer badges at each threshold', () => {
    expect(answerBadges(999)).toEqual([]);
    expect(answerBadges(1000)).toEqual(['1k-answer']);
    expect(answerBadges(20_000)).toEqual(['1k-answer', '5k-answer', '10k-answer', '20k-answer']);
    expect(answerBadges(100_000)).toHaveLength(8);
  });

  it('counts full years of membership, capped at seven', () => {
    const joined = new Date('2020-03-15T10:00:00Z');
    expect(yearBadge(joined, new Date('2021-03-15T09:59:59Z'))).toBeNull();
    expect(yearBadge(joined, new Date('2021-03-15T10:00:00Z'))).toBe('1-year-user');
    expect(yearBadge(joined, new Date('2023-12-01T00:00:00Z'))).toBe('3-year-user');
    expect(yearBadge(joined, new Date('2035-01-01T00:00:00Z'))).toBe('7-year-user');
    expect(badgesFor(5000, joined, new Date('2022-06-01T00:00:00Z'))).toEqual([
      '1k-answer',
      '5k-answer',
      '2-year-user',
    ]);
  });
});
