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
    // CPU time, not wall time: on a loaded machine the wall clock measured the other processes.
    // argon2 runs on libuv's threads, which process.cpuUsage() counts. It counts the whole process,
    // so work left running by an earlier file in this worker (a CI run once measured 43 ms for four
    // cheap hashes) lands in some samples: the least of several single checks is the check's own.
    const cpu = async (work: () => Promise<unknown>) => {
      let least = Number.POSITIVE_INFINITY;
      for (let i = 0; i < 6; i++) {
        const before = process.cpuUsage();
        await work();
        const used = process.cpuUsage(before);
        least = Math.min(least, used.user + used.system);
      }
      return least;
    };
    const real = await cpu(() => standard.verify(stored, 'wrong horse'));
    const burnt = await cpu(() => standard.burnCheck('wrong horse'));
    const cheap = await cpu(() => createPasswordHasher('fast').burnCheck('wrong horse'));
    // The same argon2 work either way; a cheap hash would cost a twentieth or less.
    expect(burnt).toBeGreaterThan(real / 3);
    expect(cheap).toBeLessThan(real / 5);
  });
});
