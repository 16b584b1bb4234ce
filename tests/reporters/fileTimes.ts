import type { Reporter, TestModule } from 'vitest/node';
import { recordFileTimes } from '../../scripts/testTimes';

type Diagnostic = ReturnType<TestModule['diagnostic']>;

/**
 * A file's own time. A worker of a project without isolation (`isolate: false`) sets its environment (jsdom) up
 * once for all its files, yet Vitest reports that time again with each of them: it is the worker's, not the
 * file's, and counting it on every file put a file of a few milliseconds among the slowest.
 */
export function fileTime(d: Pick<Diagnostic, 'environmentSetupDuration' | 'prepareDuration' | 'collectDuration' | 'setupDuration' | 'duration'>, isolated: boolean): number {
  return (isolated ? d.environmentSetupDuration : 0) + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
}

/** Records each test file's time, per project (unit, api), for the timing report at the end of `npm test`. */
export default class VitestFileTimes implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const byProject = new Map<string, { file: string; ms: number }[]>();
    const retried = new Map<string, string[]>();
    for (const m of modules) {
      const project = m.project.name || 'vitest';
      const ms = fileTime(m.diagnostic(), m.project.config.isolate !== false);
      byProject.set(project, [...(byProject.get(project) ?? []), { file: m.moduleId, ms }]);
      for (const t of m.children.allTests()) {
        if (t.diagnostic()?.flaky) retried.set(project, [...(retried.get(project) ?? []), t.fullName]);
      }
    }
    for (const [project, files] of byProject) recordFileTimes(project, files, retried.get(project));
  }
}
