import { ApiError } from './apiError';

/**
 * Puts a failure that nothing else shows into the page's local error log (the shell captures what is reported,
 * docs/product.md#the-admin-shell): the browser's reportError, which reaches the window's error listeners as an uncaught
 * error would, without stopping the code that caught it. Where there is none (tests in Node), the console.
 */
export function reportProblem(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
}

/**
 * For a call whose refusal the caller handles in its own way (a refused refresh, a logout the server no longer
 * knows): the server's answer is expected, so only a failure that is not one (no answer, a fault of ours) is
 * reported.
 */
export function reportUnlessAnswered(error: unknown): void {
  if (!(error instanceof ApiError)) reportProblem(error);
}
