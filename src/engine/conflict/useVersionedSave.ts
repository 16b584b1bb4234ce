import { useRef } from 'react';
import type { ResourceDecl } from '@resources/define';
import { IntentKeys } from '@/providers/intentKey';
import { useConflict } from './ConflictContext';
import { rebaseValues, staleOf, versionOf } from './staleWrite';

type Row = Record<string, unknown>;

/** What a save sends besides its body (the HTTP client's options): the intent's key, the version, the overwrite flag. */
export interface WriteRequest {
  idempotencyKey: string;
  ifMatch?: number;
  overwrite?: boolean;
  /** A stale version is resolved in the conflict dialog: the client shows no toast for it. */
  resolvesConflicts: boolean;
}

/** How a save ended. */
export type SaveOutcome<T> =
  | { kind: 'saved'; result: T }
  /** The user kept the other person's change: show the record as it now stands. */
  | { kind: 'theirs'; theirs: Row }
  /** The user goes on editing: the form takes `values` (theirs where the user left a field alone) and `theirs`' version. */
  | { kind: 'edit'; theirs: Row; values: Row }
  | { kind: 'failed'; error: unknown };

export interface SaveAttempt<T> {
  send: (request: WriteRequest) => Promise<T>;
  /** What is sent (the body): the same thing sent again keeps its key while unanswered. */
  payload: unknown;
  /** The version of the record the change is based on (none: the record has none, or this is no change of one). */
  version: number | undefined;
  /**
   * Resolve a stale version with the user: the fields written, what was read, what the user holds now; `view` puts
   * the record the server sends back into the shape of those fields (a dialog whose form is not the record's own),
   * `formatValue` writes a value as the screen shows it where the resource's labels do not say.
   */
  conflict?: {
    fields: readonly string[];
    base: Row | undefined;
    yours: Row;
    name?: string;
    editMeans?: 'form' | 'nothing';
    view?: (record: Row) => Row;
    formatValue?: (field: string, value: unknown) => string | undefined;
  };
  /**
   * Called once the server answered stale, just before the conflict dialog opens: a dialog of the caller's that
   * waits on this save (a confirmation) steps aside, so that the conflict dialog is not under it.
   */
  beforeAsk?: () => void;
}

/**
 * Saves of a screen (docs/api.md, "Idempotency keys and versions"): each intent with its idempotency key (the HTTP
 * client retries it when no answer came, and a second click while it runs gets the first result), each change with
 * the version it was based on; a stale version opens the conflict dialog, and "apply mine on top" writes the same
 * change again over the version the server named, as a knowing overwrite.
 */
export function useVersionedSave(resource: ResourceDecl) {
  const ask = useConflict();
  const intents = useRef<IntentKeys | null>(null);
  intents.current ??= new IntentKeys();

  return async function save<T>(attempt: SaveAttempt<T>): Promise<SaveOutcome<T>> {
    let version = attempt.version;
    let overwrite = false;
    for (;;) {
      const call = intents.current!.take({ payload: attempt.payload, version, overwrite });
      try {
        const result = await attempt.send({ idempotencyKey: call.key, ifMatch: version, overwrite: overwrite || undefined, resolvesConflicts: !!attempt.conflict });
        call.settle();
        return { kind: 'saved', result };
      } catch (error) {
        call.settle(error);
        const stale = attempt.conflict ? staleOf(error) : null;
        if (!stale || !attempt.conflict) return { kind: 'failed', error };
        const { fields, base, yours, view, ...shown } = attempt.conflict;
        const theirs = view ? view(stale.theirs) : stale.theirs;
        attempt.beforeAsk?.();
        const choice = await ask({ resource, ...shown, fields, base, yours, stale: { ...stale, theirs } });
        if (choice === 'theirs') return { kind: 'theirs', theirs: stale.theirs };
        if (choice === 'edit') return { kind: 'edit', theirs: stale.theirs, values: rebaseValues(fields, base, yours, theirs) };
        version = versionOf(stale.theirs);
        overwrite = true;
      }
    }
  };
}
