import type { StageTime } from './testTimes';

/** A stage of `npm test`: its command and the stages that must have passed before it starts. */
export interface PlannedStage {
  stage: string;
  command: string;
  after: string[];
}

/**
 * The stages chosen, each waiting for the chosen stages it waits for directly or through stages left out
 * (`npm test -- typecheck build`: the build still comes after the type-check).
 */
export function choosePlan(stages: PlannedStage[], chosen: string[]): PlannedStage[] {
  const byName = new Map(stages.map((s) => [s.stage, s]));
  const waitsFor = (name: string, seen = new Set<string>()): string[] =>
    (byName.get(name)?.after ?? []).flatMap((before) => {
      if (seen.has(before)) return [];
      seen.add(before);
      return chosen.includes(before) ? [before] : waitsFor(before, seen);
    });
  return stages.filter((s) => chosen.includes(s.stage)).map((s) => ({ ...s, after: [...new Set(waitsFor(s.stage))] }));
}

/**
 * Runs the plan: every stage starts as soon as the stages it waits for have passed, so stages that do not
 * depend on each other run side by side. The first stage in the plan's order to start while none is showing its
 * output shows it live; one that starts beside it keeps its output and prints it as one block when it ends.
 * Once a stage fails no other starts (those running finish), and the run's result lists only the stages run.
 */
export async function runPlan(plan: PlannedStage[], run: (stage: PlannedStage, quiet: boolean) => Promise<StageTime>): Promise<StageTime[]> {
  const done: StageTime[] = [];
  const started = new Set<string>();
  const running = new Map<string, Promise<void>>();
  let live: string | undefined;
  let failed = false;
  const passed = (name: string) => done.some((d) => d.stage === name && d.ok);
  for (;;) {
    if (!failed) {
      for (const s of plan) {
        if (started.has(s.stage) || !s.after.every(passed)) continue;
        started.add(s.stage);
        const quiet = live !== undefined;
        if (!quiet) live = s.stage;
        running.set(
          s.stage,
          run(s, quiet).then((result) => {
            done.push(result);
            failed ||= !result.ok;
            if (live === s.stage) live = undefined;
            running.delete(s.stage);
          }),
        );
      }
    }
    if (running.size === 0) break;
    await Promise.race(running.values());
  }
  // In the plan's order, for the report.
  return plan.flatMap((s) => done.filter((d) => d.stage === s.stage));
}
