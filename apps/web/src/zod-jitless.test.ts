import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import './zod-jitless';

describe('zod-jitless', () => {
  it('switches zod to its eval-free parsers', () => {
    expect(config().jitless).toBe(true);
  });
});
