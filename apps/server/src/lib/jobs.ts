/**
 * Work a request starts and does not wait for (building a data export), one at a time in this
 * process. Closing waits for the running and queued jobs; a job lost to a crash is found again
 * by whoever owns it (features/export resumes queued exports at start).
 */
export class Jobs {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  run(job: () => Promise<void>): void {
    this.pending += 1;
    this.tail = this.tail
      .then(job)
      .catch(this.onError)
      .finally(() => {
        this.pending -= 1;
      });
  }

  get size(): number {
    return this.pending;
  }

  /** Resolves once every job queued so far has finished. */
  async drain(): Promise<void> {
    while (this.pending > 0) await this.tail;
  }
}
