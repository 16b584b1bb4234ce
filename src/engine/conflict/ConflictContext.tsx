import { createContext, lazy, Suspense, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ResourceDecl } from '@resources/define';
import type { StaleWrite } from './staleWrite';

type Row = Record<string, unknown>;

/** What the user chose: reload the record as it stands, write theirs over it anyway, or keep editing. */
export type ConflictChoice = 'theirs' | 'mine' | 'edit';

/** A stale write to resolve: the screen's resource (its labels), the fields written, what was read and what was sent. */
export interface ConflictQuestion {
  resource: ResourceDecl;
  /** The record's name as the screen shows it. */
  name?: string;
  fields: readonly string[];
  base: Row | undefined;
  yours: Row;
  stale: StaleWrite;
  /** What "go on editing" means here (a form stays open; a toggle is simply not done). */
  editMeans?: 'form' | 'nothing';
  /** A value as the screen writes it, where the resource's labels do not say (undefined: theirs). */
  formatValue?: (field: string, value: unknown) => string | undefined;
}

type Ask = (question: ConflictQuestion) => Promise<ConflictChoice>;

const ConflictAskContext = createContext<Ask | null>(null);

/** The dialog loads with the first conflict: no screen's first download carries it (docs/performance.md#what-the-browser-loads). */
const ConflictDialog = lazy(() => import('./ConflictDialog'));

/**
 * Holds the conflict dialog of the signed-in console (docs/api.md, "Idempotency keys and versions"): any save that
 * gets a 412 asks it, and waits for the user's choice. One question at a time; a second waits for the first.
 */
export function ConflictProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ question: ConflictQuestion; answer: (choice: ConflictChoice) => void } | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const ask = useCallback<Ask>((question) => {
    const asked = queue.current.then(
      () =>
        new Promise<ConflictChoice>((resolve) => {
          setOpen({
            question,
            answer: (choice) => {
              setOpen(null);
              resolve(choice);
            },
          });
        }),
    );
    queue.current = asked.catch(() => undefined);
    return asked;
  }, []);

  const value = useMemo(() => ask, [ask]);
  return (
    <ConflictAskContext value={value}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <ConflictDialog question={open.question} onChoose={open.answer} />
        </Suspense>
      ) : null}
    </ConflictAskContext>
  );
}

/** Asks the user how to resolve a stale write; resolves with the choice. */
export function useConflict(): Ask {
  const ask = use(ConflictAskContext);
  if (!ask) throw new Error('A save needs the conflict dialog: wrap the console in ConflictProvider (src/app/SignedInProviders.tsx).');
  return ask;
}
