import type { ResourceDecl } from '@resources/define';
import type { IntentKeys } from '@/providers/intentKey';
import type { ConflictQuestion, ConflictChoice } from './ConflictContext';
import { rebaseValues, staleOf } from './staleWrite';
import { versionOf } from './version';
import type { SaveAttempt, SaveOutcome } from './useVersionedSave';

/**
 * A versioned write (docs/api.md, "Idempotency keys and versions"), loaded with a screen's first write rather than
 * with its list (docs/performance.md#what-the-browser-loads): the intent's key, the version it was based on; a stale
 * version asks the conflict dialog, and "apply mine on top" writes the same change again over the version the server
 * named, as a knowing overwrite.
 */
export async function versionedWrite<T>(
  resource: ResourceDecl,
  ask: (question: ConflictQuestion) => Promise<ConflictChoice>,
  intents: IntentKeys,
  attempt: SaveAttempt<T>,
): Promise<SaveOutcome<T>> {
  let version = attempt.version;
  let overwrite = false;
  for (;;) {
    const call = intents.take({ payload: attempt.payload, version, overwrite });
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
}
