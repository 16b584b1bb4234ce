/** Small statistics helpers for the benchmark report. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, median: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

export async function timeCalls(count: number, call: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** One line of the report: what, the number, the budget and whether it is met. */
export function report(what: string, value: string, budget?: string, met?: boolean) {
  const verdict = budget === undefined ? '' : met ? '  ok' : '  OVER BUDGET';
  console.log(`${what.padEnd(58)} ${value.padStart(14)}${budget ? `   budget ${budget}` : ''}${verdict}`);
}

/** Debian's Chromium, headless, with nothing of its own on the network. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
