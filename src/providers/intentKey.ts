import { ApiError } from './apiError';

/**
 * Idempotency keys of the console's writes (docs/api.md, "Idempotency keys and versions"): one key per user intent
 * (a dialog's submission, an inline save, a bulk action's row, a revert), reused by every retry of that intent, so
 * that a double click, a retry after a time-out or a reconnect never does the work twice.
 */

/** A random UUID (version 4) drawn with getRandomValues, which plain http has too (randomUUID needs a secure page). */
export function newIdempotencyKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether a failed call got no answer at all (the network, a time-out): its work may or may not have been done. */
export const unanswered = (error: unknown) => error instanceof ApiError && error.statusCode === 0;

/** One call of an intent: its key, and what to do once it ended. */
export interface IntentCall {
  key: string;
  /** After the call: an answer ends the intent; no answer keeps the key, so that the retry is the same request. */
  settle(error?: unknown): void;
}

/**
 * The keys of a screen's intents: the same key for the same thing sent again while no answer has come (a double
 * click, a retry after a time-out or a lost connection), a new one once the server answered (a success, or a
 * refusal the user then reads and acts on) or for anything else sent (the user edited the form: another intent).
 * Several intents may be under way at once (two cells saving), each with its own key.
 */
export class IntentKeys {
  private readonly open = new Map<string, string>();

  /** The key to send `payload` (the body with its version and overwrite flag) with. */
  take(payload: unknown): IntentCall {
    const text = JSON.stringify(payload ?? null);
    let key = this.open.get(text);
    if (!key) {
      key = newIdempotencyKey();
      this.open.set(text, key);
    }
    const taken = key;
    return {
      key: taken,
      settle: (error?: unknown) => {
        if (error !== undefined && unanswered(error)) return;
        if (this.open.get(text) === taken) this.open.delete(text);
      },
    };
  }
}
