// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../server/tasks/collectGarbage';

describe('collectGarbage (the export frees its dead rows and buffers as it goes)', () => {
  it('collects unreachable objects without --expose-gc on the command line', async () => {
    expect(process.execArgv).not.toContain('--expose-gc');
    let ref: WeakRef<object> | undefined;
    (() => {
      ref = new WeakRef({ rows: new Array(10_000).fill('row') });
    })();
    // A WeakRef keeps its target alive until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(ref!.deref()).toBeUndefined();
  });
});
