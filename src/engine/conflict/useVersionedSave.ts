import { useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import { IntentKeys } from '@/providers/intentKey';
import { useConflict } from './ConflictContext';
import { loadForAction } from '../loadForAction';

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
 * change again over the version the server named, as a knowing overwrite. The write's code (versionedWrite.ts) loads
 * with the first save (docs/performance.md#what-the-browser-loads): a save's button or row shows it is saving
 * meanwhile, and a load that fails is said in a message and ends the save as failed, with nothing sent.
 */
export function useVersionedSave(resource: ResourceDecl) {
  const ask = useConflict();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const intents = useRef<IntentKeys | null>(null);
  intents.current ??= new IntentKeys();

  return async function save<T>(attempt: SaveAttempt<T>): Promise<SaveOutcome<T>> {
    const write = await loadForAction(() => import('./versionedWrite'), message, t);
    if (!write) return { kind: 'failed', error: new Error(`${t('chunk.title')}: ${t('chunk.hint')}`) };
    return write.versionedWrite(resource, ask, intents.current!, attempt);
  };
}
