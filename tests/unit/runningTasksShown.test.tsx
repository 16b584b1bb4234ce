import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ExportTaskRecord } from '@schemas/tasks';
import { RUNNING_TASKS_URL } from '@/engine/importExport/runningTasksApi';
import { useRunningTasks } from '@/engine/importExport/useRunningTasks';
import { PageVisibleContext } from '@/engine/pageShown';
import { http } from '@/providers/client';
import { renderInApp } from './helpers/renderResource';
import { stubAdapter } from './helpers/stubAdapter';

/**
 * A list's running tasks on a kept-alive page (docs/product.md#import-and-export-tasks): with the live connection down it
 * polls while a task runs and its page is shown, so only then does it follow the page's visibility; a list with
 * nothing running is not rendered by a tab or module switch (docs/performance.md#tab-and-module-switches).
 */

const running: ExportTaskRecord = {
  id: 9,
  taskName: '账户流水',
  billType: 'EXPORT_FLOW',
  totalNum: 100,
  successNum: 10,
  state: 'doing',
  message: null,
  creatorName: '系统管理员',
  createTime: '2026-11-23 08:00:00',
  downloadUrl: null,
  progress: { phase: 'writing', done: 10, total: 100, rowsPerSecond: 10, secondsLeft: 9 },
};

let exports: ExportTaskRecord[] = [];
let renders = 0;
function Tasks() {
  renders++;
  return <span data-testid="count">{useRunningTasks({ billType: 'EXPORT_FLOW' }).count}</span>;
}
// The same element on every render of the frame, as the keep-alive outlet hands React a kept page.
const tasks = <Tasks />;
function Frame() {
  const [visible, setVisible] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setVisible((v) => !v)}>
        switch
      </button>
      <PageVisibleContext.Provider value={visible}>{tasks}</PageVisibleContext.Provider>
    </>
  );
}

beforeEach(() => {
  renders = 0;
  http.defaults.adapter = stubAdapter((req) => (req.url === RUNNING_TASKS_URL ? { data: { code: 0, data: { imports: [], exports } } } : { data: { code: 0, data: null } })).adapter;
});

const switchTwice = () => {
  const before = renders;
  act(() => fireEvent.click(screen.getByText('switch')));
  act(() => fireEvent.click(screen.getByText('switch')));
  return renders - before;
};

describe("a list's running tasks on a kept-alive page", () => {
  it('with nothing running, a switch of its page does not render it (the connection down)', async () => {
    exports = [];
    renderInApp('/', <Frame />);
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('0'));
    expect(switchTwice()).toBe(0);
  });

  it('with a task running and the connection down, it follows its page, to stop polling while hidden', async () => {
    exports = [running];
    renderInApp('/', <Frame />);
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
    expect(switchTwice()).toBe(2);
  });
});
