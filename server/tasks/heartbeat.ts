import type { FastifyBaseLogger } from 'fastify';
import { sql, type RawBuilder } from 'kysely';

/**
 * The heart-beat of running tasks (docs/operating.md, "What survives what"). A run writes the database's time
 * into its task row every interval (TASK_HEARTBEAT_SECONDS) on a timer of its own, whatever its work is doing:
 * a long query, a big result file or the database being away for a while never make a live run look dead. A
 * row still running whose beat is older than MISSED_BEATS intervals belongs to a run that died with its
 * instance (kill -9, a lost machine); the sweeper (sweeper.ts) of any instance then takes the task back.
 */
export const MISSED_BEATS = 3;

/** The database's own clock: beats and their age are measured on one clock, whichever instance writes them. */
export const beatNow = (): RawBuilder<Date> => sql<Date>`now()`;

/** Whether a row's beat is older than `deadAfterMs` (the database's clock). */
export const beatOlderThan = (deadAfterMs: number): RawBuilder<boolean> => sql<boolean>`heartbeat_time < now() - ${deadAfterMs / 1000} * interval '1 second'`;

/**
 * Beats for one run until the returned function is called. `write` is the run's own conditional update (its
 * attempt, its running states) and answers whether the row is still the run's: a run that lost its task stops
 * beating for it. A beat that fails (the database away) is logged once per streak and tried again next time;
 * a beat still under way when the next is due (a long statement ahead of it) is not doubled.
 */
export function startBeating(write: () => Promise<boolean>, intervalMs: number, log: FastifyBaseLogger, task: Record<string, unknown>): () => void {
  let failing = false;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    write()
      .then(
        (held) => {
          if (failing) log.info(task, 'task heartbeat written again');
          failing = false;
          if (!held) clearInterval(timer);
        },
        (error: unknown) => {
          if (!failing) log.warn({ err: error, ...task }, 'task heartbeat not written; trying again at the next beat');
          failing = true;
        },
      )
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  // A run keeps the process alive by itself; its beat must not keep a stopping one.
  timer.unref();
  return () => clearInterval(timer);
}
