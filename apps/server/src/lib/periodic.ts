/**
 * Background work the server repeats on a timer (the export file sweep): one pass at a time,
 * the first at once, a failure reported and retried at the next turn. The timer does not keep
 * the process alive; `stop()` waits for a pass that is running, so shutdown never closes the
 * database under it. Tests call the work itself with their clock instead of waiting on this.
 */
export class Periodic {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly everyMs: number,
    private readonly work: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.run(), this.everyMs);
    this.timer.unref();
    this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private run(): void {
    if (this.running || this.stopped) return;
    this.running = this.work()
      .then(
        () => undefined,
        (error: unknown) => this.onError(error),
      )
      .finally(() => {
        this.running = null;
      });
  }
}
