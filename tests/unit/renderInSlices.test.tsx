import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInSlices } from '@/app/renderInSlices';

/**
 * Four components that each keep the thread for a while; the first asks for a timer. Rendered in one task, all
 * four render before the timer can fire; rendered in slices, React hands the thread back between them and the
 * timer fires before the last renders.
 */
function draw(render: (root: Root, node: React.ReactNode) => void) {
  const container = document.createElement('div');
  const root = createRoot(container);
  const seen: boolean[] = [];
  let timerFired = false;
  function Busy({ index }: { index: number }) {
    if (index === 0) setTimeout(() => (timerFired = true), 0);
    const until = performance.now() + 8;
    while (performance.now() < until);
    seen.push(timerFired);
    return <i>{index}</i>;
  }
  render(
    root,
    [0, 1, 2, 3].map((index) => <Busy key={index} index={index} />),
  );
  return { container, root, seen };
}

describe('the first screen’s render (docs/performance.md#what-the-browser-loads)', () => {
  let root: Root | undefined;
  afterEach(() => act(() => root?.unmount()));

  it('is done in slices, the browser getting the thread between them, and shows the same', async () => {
    const drawn = draw(renderInSlices);
    root = drawn.root;
    await waitFor(() => expect(drawn.container.textContent).toBe('0123'));
    expect(drawn.seen[0]).toBe(false);
    expect(drawn.seen.at(-1)).toBe(true);
  });

  it('where an ordinary render is one task: the timer waits for all four', async () => {
    const drawn = draw((r, node) => r.render(node));
    root = drawn.root;
    await waitFor(() => expect(drawn.container.textContent).toBe('0123'));
    expect(drawn.seen).toEqual([false, false, false, false]);
  });
});
