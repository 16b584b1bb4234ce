import type { Reporter, TestModule } from 'vitest/node';
import { recordFileTimes } from '../../scripts/testTimes';

/** Records each test file's time, per project (unit, api), for the timing report at the end of `npm test`. */
export default class VitestFileTimes implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const byProject = new Map<string, { file: string; ms: number }[]>();
    const retried = new Map<string, string[]>();
    for (const m of modules) {
      const project = m.project.name || 'vitest';
      const d = m.diagnostic();
      const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      byProject.set(project, [...(byProject.get(project) ?? []), { file: m.moduleId, ms }]);
      for (const t of m.children.allTests()) {
        if (t.diagnostic()?.flaky) retried.set(project, [...(retried.get(project) ?? []), t.fullName]);
      }
    }
    for (const [project, files] of byProject) recordFileTimes(project, files, retried.get(project));
  }
}
