/** An in-process queue that runs its jobs one after another; a failing job never stops the next. */
export class SerialQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;

  push(job: () => Promise<void>): void {
    this.pending++;
    this.tail = this.tail.then(job).catch(() => {}).finally(() => {
      this.pending--;
    });
  }

  /** Resolves when every job pushed so far has finished (used on close and by tests). */
  async idle(): Promise<void> {
    while (this.pending > 0) await this.tail;
  }
}
