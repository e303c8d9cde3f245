import * as contract from '@qurio/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileResponseSerializer } from './response-serializer.js';

const person = { id: 1, username: 'alice', fullname: 'Alice A', image: null, verified: false };

function feedRow(id: number, sender: typeof person | null) {
  return {
    id,
    user_id: 1,
    sender_id: sender ? sender.id : null,
    anonymous: sender === null,
    question: 'What do you like about summer?',
    answer: 'Long evenings.',
    status: 'answered',
    filtered: false,
    like_count: 3,
    liked: true,
    prompt_id: null,
    date_added: '2026-01-01T00:00:00.000Z',
    date_answered: '2026-01-02T00:00:00.000Z',
    content_warning: null,
    imported: false,
    user: { ...person, email: 'alice@example.com' },
    sender,
    media: [
      {
        id: 9,
        kind: 'image',
        alt: 'A cat',
        width: 640,
        height: 480,
        url: '/uploads/media/a-640.jpg',
        sizes: [{ width: 640, height: 480, url: '/uploads/media/a-640.jpg', uploader_id: 7 }],
        user_id: 7,
      },
    ],
    question_id: id,
    fullname: 'Alice A',
    username: 'alice',
    image: null,
    verified: false,
    user_date: '2025-01-01T00:00:00.000Z',
    question_date: '2026-01-02T00:00:00.000Z',
    // What a row or a careless handler might carry: never to be written.
    password_hash: 'argon2id$secret',
    sender_ip: '203.0.113.9',
  };
}

describe('compileResponseSerializer', () => {
  it('compiles the response of every call of the contract', () => {
    const calls = Object.entries(contract).filter(
      ([, value]) => typeof value === 'object' && value !== null && 'response' in value && 'path' in value,
    );
    expect(calls.length).toBeGreaterThan(40);
    for (const [name, call] of calls) {
      expect(() => compileResponseSerializer((call as { response: z.ZodType }).response, name), name).not.toThrow();
    }
  });

  it('writes what a zod parse would, and no field the contract does not declare, at any depth', () => {
    const value = {
      questions: [feedRow(1, null), feedRow(2, { ...person, id: 2, username: 'bob' })],
      limit: 20,
      debug: { sql: 'select *' },
    };
    const json = compileResponseSerializer(contract.timeline.response, 'timeline')(value);
    expect(json).toBe(JSON.stringify(contract.timeline.response.parse(value)));
    for (const leak of [
      'password_hash',
      'argon2id',
      'sender_ip',
      '203.0.113.9',
      'alice@example.com',
      'debug',
      'uploader_id',
      'user_id":7',
    ]) {
      expect(json).not.toContain(leak);
    }
    const [anonymous, named] = JSON.parse(json).questions;
    expect(anonymous.sender).toBeNull();
    expect(named.sender).toEqual({ ...person, id: 2, username: 'bob' });
  });

  it('refuses a required field that is missing, as a parse did', () => {
    const serialize = compileResponseSerializer(contract.timeline.response, 'timeline');
    const { username: _dropped, ...row } = feedRow(1, null);
    expect(() => serialize({ questions: [row], limit: 20 })).toThrow();
  });

  it('refuses, when the server starts, a response object that lets unknown fields through', () => {
    expect(() => compileResponseSerializer(z.looseObject({ id: z.number() }), 'loose')).toThrow(/unknown properties/);
    // A record is fine: its keys are the data, its values follow the schema.
    const counts = compileResponseSerializer(z.object({ counts: z.record(z.string(), z.number()) }), 'record');
    expect(counts({ counts: { a: 1, b: 2 } })).toBe('{"counts":{"a":1,"b":2}}');
  });
});
