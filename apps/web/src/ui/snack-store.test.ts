import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSnackQueue } from './snack-store';

describe('snack queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each message for 3000 ms and waits 400 ms before the next', () => {
    const queue = createSnackQueue();
    queue.show('first');
    queue.show('second', 'error');
    expect(queue.current()?.text).toBe('first');
    expect(queue.isBusy()).toBe(true);

    vi.advanceTimersByTime(2999);
    expect(queue.current()?.text).toBe('first');
    vi.advanceTimersByTime(1);
    expect(queue.current()).toBeNull();

    vi.advanceTimersByTime(399);
    expect(queue.current()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(queue.current()).toMatchObject({ text: 'second', kind: 'error' });

    vi.advanceTimersByTime(3000);
    expect(queue.current()).toBeNull();
    expect(queue.isBusy()).toBe(false);
  });

  it('respects the gap even when a message arrives right after one closed', () => {
    const queue = createSnackQueue();
    queue.show('one');
    vi.advanceTimersByTime(3000);
    queue.show('two');
    expect(queue.current()).toBeNull();
    vi.advanceTimersByTime(400);
    expect(queue.current()?.text).toBe('two');
  });

  it('notifies subscribers and can be dismissed early', () => {
    const queue = createSnackQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.show('hello');
    expect(listener).toHaveBeenCalledTimes(1);
    queue.dismiss();
    expect(queue.current()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    queue.show('again');
    vi.advanceTimersByTime(400);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
