/**
 * Rows per second of one phase of a running task, measured by its worker from the phase's start (a run's own
 * clock: the rows of an earlier phase, such as an import's refused rows, are not in `rows`).
 */
export class ProgressMeter {
  private readonly start: number;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.start = now();
  }

  /** The rate after `rows` rows of this phase; null before there is anything to measure. */
  rate(rows: number): number | null {
    const seconds = (this.now() - this.start) / 1000;
    return rows > 0 && seconds > 0 ? rows / seconds : null;
  }
}
