import { describe, expect, it } from 'vitest';
import { Periodic } from './periodic.js';

describe('Periodic', () => {
  it('runs at once, reports a failure, and stop() waits for the pass that is running', async () => {
    const errors: unknown[] = [];
    let finish: () => void = () => {};
    let passes = 0;
    const periodic = new Periodic(
      60_000,
      () => {
        passes += 1;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      (error) => errors.push(error),
    );
    periodic.start();
    periodic.start();
    expect(passes).toBe(1);
    let stopped = false;
    const stopping = periodic.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    expect(errors).toEqual([]);

    const failing = new Periodic(
      60_000,
      () => Promise.reject(new Error('disk gone')),
      (error) => errors.push(error),
    );
    failing.start();
    await failing.stop();
    expect(errors.map((e) => (e as Error).message)).toEqual(['disk gone']);
  });
});
