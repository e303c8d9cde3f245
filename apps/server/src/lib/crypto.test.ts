import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './crypto.js';

describe('password hashing', () => {
  it('hashes with OWASP argon2id parameters by default, and with cheap ones only in the fast mode', async () => {
    const standard = createPasswordHasher('standard');
    const fast = createPasswordHasher('fast');
    const strong = await standard.hash('correct horse');
    expect(strong).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await fast.hash('correct horse')).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    // A hash names its parameters: either mode checks the other's, so a test server reads any database.
    expect(await fast.verify(strong, 'correct horse')).toBe(true);
    expect(await standard.verify(await fast.hash('battery staple'), 'battery staple')).toBe(true);
    expect(await standard.verify(strong, 'wrong horse')).toBe(false);
    expect(await standard.verify('not a hash', 'correct horse')).toBe(false);
  });

  it('spends a real check on an unknown account, with the same parameters as a stored hash', async () => {
    const standard = createPasswordHasher('standard');
    const stored = await standard.hash('correct horse');
    await standard.burnCheck('warm-up');
    // Interleaved, so a burst of load elsewhere slows both sides alike.
    let real = 0;
    let burnt = 0;
    for (let i = 0; i < 4; i++) {
      let started = performance.now();
      await standard.verify(stored, 'wrong horse');
      real += performance.now() - started;
      started = performance.now();
      await standard.burnCheck('wrong horse');
      burnt += performance.now() - started;
    }
    // Same argon2 work either way (a cheap hash would take a tenth of the time or less).
    expect(burnt).toBeGreaterThan(real / 4);
    expect(burnt).toBeLessThan(real * 4);
  });
});
