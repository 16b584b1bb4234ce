import { Profiler, useEffect, useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Modal } from 'antd';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { currentPageActions, usePageActions } from '@/engine/pageActions';
import { usePageShown } from '@/engine/pageShown';
import { setStore } from '@/providers/storage';
import { useStoreValue } from '@/providers/useStoreValue';
import { KeepAliveOutlet } from '@/shell/keepAlive/KeepAliveOutlet';

let mounts = 0;
/** Runs of each page's effects (by its search): a page shown again must not run them again. */
const effectRuns = new Map<string, number>();
const countRun = (search: string) => effectRuns.set(search, (effectRuns.get(search) ?? 0) + 1);
/** What each page last rendered for usePageShown. */
const shownAs = new Map<string, boolean>();
/** Renders of each page's body (by its search), to see which pages a switch really renders again. */
const renders = new Map<string, number>();
function Body({ search, n }: { search: string; n: number }) {
  renders.set(search, (renders.get(search) ?? 0) + 1);
  return (
    <>
      {search}:{n}
    </>
  );
}
function Counter() {
  const [n, setN] = useState(0);
  const { search } = useLocation();
  useState(() => ++mounts);
  useEffect(() => {
    countRun(search);
  }, [search]);
  useLayoutEffect(() => {
    countRun(search);
  }, [search]);
  usePageActions([{ key: `act${search}`, label: `act${search}`, run: () => undefined }]);
  return (
    <button type="button" onClick={() => setN(n + 1)} data-testid={`counter${search}`}>
      <Body search={search} n={n} />
      <Shown search={search} />
    </button>
  );
}
function Shown({ search }: { search: string }) {
  shownAs.set(search, usePageShown());
  return null;
}
/** A page with a dialog left open. */
function WithDialog() {
  return (
    <Modal open title="dialog" footer={null}>
      <span data-testid="dialog-body">left open</span>
    </Modal>
  );
}

/**
 * A page that shows a stored value, as the home page shows the active module's menu; its body counts renders
 * (React may still call the reader itself when the store changes, which then bails out before its children).
 */
let readerRenders = 0;
function Reader() {
  return <ReaderBody value={useStoreValue<number>('reader-value')} />;
}
function ReaderBody({ value }: { value: number | undefined }) {
  readerRenders++;
  return <span data-testid="reader">{value ?? 'none'}</span>;
}

let go: (to: string) => void = () => undefined;
function Nav() {
  go = useNavigate();
  return null;
}

const flagged = (p: string): boolean => p === '/kept' || p === '/dialog' || p === '/reader';

function tree(openValues: string[], limit: number, isKeepAlive = flagged) {
  return (
    // As the console's router (App.tsx): a navigation renders with the stores written in the same task.
    <MemoryRouter initialEntries={['/kept?p=1']} useTransitions={false}>
      <Nav />
      <Routes>
        <Route element={<KeepAliveOutlet isKeepAlive={isKeepAlive} openValues={openValues} limit={limit} />}>
          <Route path="/kept" element={<Counter />} />
          <Route path="/dialog" element={<WithDialog />} />
          <Route path="/plain" element={<Counter />} />
          <Route path="/reader" element={<Reader />} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

const renderAt = (openValues: string[], limit = 2) => render(tree(openValues, limit));

const click = (search: string) => fireEvent.click(screen.getByTestId(`counter${search}`));

describe('KeepAliveOutlet', () => {
  it('keeps pages mounted up to the limit and drops the least recently used', async () => {
    mounts = 0;
    renderAt(['/kept?p=1', '/kept?p=2', '/kept?p=3']);
    click('?p=1');
    await act(async () => go('/kept?p=2'));
    click('?p=2');
    click('?p=2');
    await act(async () => go('/kept?p=1'));
    // Page 1 came back as left, without mounting again.
    expect(screen.getByTestId('counter?p=1')).toHaveTextContent('?p=1:1');
    expect(mounts).toBe(2);
    await act(async () => go('/kept?p=3'));
    // Limit 2: page 2 was least recently used and is gone; 1 and 3 are kept.
    expect(screen.queryByTestId('counter?p=2')).toBeNull();
    expect(document.querySelectorAll('[data-keep-alive]')).toHaveLength(2);
    await act(async () => go('/kept?p=2'));
    expect(screen.getByTestId('counter?p=2')).toHaveTextContent('?p=2:0');
  });

  it('a switch between kept pages renders neither the hidden page nor the one shown again at its own address', async () => {
    renderAt(['/kept?p=1', '/kept?p=2'], 10);
    await act(async () => go('/kept?p=2'));
    await act(async () => go('/kept?p=1'));
    renders.clear();
    for (let i = 0; i < 4; i++) await act(async () => go(i % 2 === 0 ? '/kept?p=2' : '/kept?p=1'));
    // Each switch is a new location object to the same place: the page's element and context stay as they were,
    // so no page renders its content again (React may still call a location reader, which then bails out).
    expect(renders.get('?p=1') ?? 0).toBe(0);
    expect(renders.get('?p=2') ?? 0).toBe(0);
    expect(screen.getByTestId('counter?p=1')).toHaveTextContent('?p=1:0');
  });

  it('a switch neither moves a page in the document nor changes a class: either makes the browser style and lay out the whole page again', async () => {
    renderAt(['/kept?p=1', '/kept?p=2', '/kept?p=3'], 10);
    await act(async () => go('/kept?p=2'));
    await act(async () => go('/kept?p=3'));
    const host = document.querySelector('[data-keep-alive]')!.parentElement!;
    const moves: MutationRecord[] = [];
    const observer = new MutationObserver((records) => moves.push(...records));
    observer.observe(host, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    for (const p of [1, 3, 2, 1, 3]) await act(async () => go(`/kept?p=${p}`));
    observer.disconnect();
    expect(moves).toEqual([]);
    // In the order first opened, whichever was used last.
    expect([...host.querySelectorAll('[data-keep-alive]')].map((el) => el.getAttribute('data-keep-alive'))).toEqual(['/kept?p=1', '/kept?p=2', '/kept?p=3']);
  });

  it('hidden pages keep the location they were opened with', async () => {
    renderAt(['/kept?p=1', '/kept?p=2'], 10);
    await act(async () => go('/kept?p=2'));
    const hidden = document.querySelector('[data-keep-alive="/kept?p=1"]') as HTMLElement;
    expect(hidden).toHaveAttribute('data-keep-alive-hidden');
    expect(document.querySelector('[data-keep-alive="/kept?p=2"]')).not.toHaveAttribute('data-keep-alive-hidden');
    expect(hidden.textContent).toBe('?p=1:0');
  });

  it('a switch runs no effect of the pages again: a hidden page is hidden by an attribute, not taken out of React', async () => {
    renderAt(['/kept?p=1', '/kept?p=2'], 10);
    await act(async () => go('/kept?p=2'));
    await act(async () => go('/kept?p=1'));
    effectRuns.clear();
    for (let i = 0; i < 4; i++) await act(async () => go(i % 2 === 0 ? '/kept?p=2' : '/kept?p=1'));
    // <Activity> would have cleaned up and run again each page's effects (antd's layout measurements among them) on every switch.
    expect(effectRuns.get('?p=1') ?? 0).toBe(0);
    expect(effectRuns.get('?p=2') ?? 0).toBe(0);
  });

  it('a hidden page knows it is hidden, and only the page on screen offers its actions to the palette', async () => {
    renderAt(['/kept?p=1', '/kept?p=2'], 10);
    expect(shownAs.get('?p=1')).toBe(true);
    expect(currentPageActions().map((a) => a.key)).toEqual(['act?p=1']);
    await act(async () => go('/kept?p=2'));
    expect(shownAs.get('?p=1')).toBe(false);
    expect(shownAs.get('?p=2')).toBe(true);
    expect(currentPageActions().map((a) => a.key)).toEqual(['act?p=2']);
    await act(async () => go('/kept?p=1'));
    expect(shownAs.get('?p=1')).toBe(true);
    expect(shownAs.get('?p=2')).toBe(false);
    expect(currentPageActions().map((a) => a.key)).toEqual(['act?p=1']);
    // A page that is not kept alive: no kept page is shown, none offers its actions.
    await act(async () => go('/plain'));
    expect(shownAs.get('?p=1')).toBe(false);
  });

  it('a switch between kept pages is one commit: the page revealed, the one hidden and their visibility readers together', async () => {
    let commits = 0;
    render(
      <Profiler id="outlet" onRender={() => commits++}>
        {tree(['/kept?p=1', '/kept?p=2'], 10)}
      </Profiler>,
    );
    await act(async () => go('/kept?p=2'));
    await act(async () => go('/kept?p=1'));
    for (const p of [2, 1, 2]) {
      commits = 0;
      await act(async () => go(`/kept?p=${p}`));
      // The visibility was a store set after the switch's commit: its readers rendered in a second commit.
      expect(commits).toBe(1);
      expect(shownAs.get(`?p=${p}`)).toBe(true);
      expect(shownAs.get(`?p=${3 - p}`)).toBe(false);
    }
    expect(currentPageActions().map((a) => a.key)).toEqual(['act?p=2']);
  });

  it('a hidden page is not rendered by a store written with the switch that hides it, nor while hidden; shown again, it shows the stored value', async () => {
    setStore({ name: 'reader-value', content: 1 });
    renderAt(['/kept?p=1', '/reader'], 10);
    await act(async () => go('/reader'));
    expect(screen.getByTestId('reader')).toHaveTextContent('1');
    readerRenders = 0;
    // A module switch: the menu both home pages read is written in the same task as the navigation.
    await act(async () => {
      setStore({ name: 'reader-value', content: 2 });
      go('/kept?p=1');
    });
    await act(async () => setStore({ name: 'reader-value', content: 3 }));
    expect(readerRenders).toBe(0);
    expect(screen.getByTestId('reader')).toHaveTextContent('1');
    await act(async () => go('/reader'));
    expect(screen.getByTestId('reader')).toHaveTextContent('3');
    expect(readerRenders).toBe(1);
    // Hidden and shown again with the value it was hidden with: not rendered at all.
    await act(async () => go('/kept?p=1'));
    await act(async () => go('/reader'));
    expect(readerRenders).toBe(1);
  });

  it("a dialog left open on a page hides with the page's tab and is there again when the tab comes back", async () => {
    renderAt(['/kept?p=1', '/dialog'], 10);
    await act(async () => go('/dialog'));
    const layer = () => document.querySelector<HTMLElement>('[data-keep-alive-overlays="/dialog"]')!;
    expect(layer()).toContainElement(screen.getByTestId('dialog-body'));
    expect(layer().style.display).toBe('');
    await act(async () => go('/kept?p=1'));
    expect(layer().style.display).toBe('none');
    await act(async () => go('/dialog'));
    expect(layer().style.display).toBe('');
  });

  it('a kept page stays mounted while its tab is open when the menu flagging it goes (a module switch shows the next menu first)', async () => {
    mounts = 0;
    const view = renderAt(['/kept?p=1'], 10);
    click('?p=1');
    // The next module's menu does not flag the page: it is still the same page, not mounted again.
    view.rerender(tree(['/kept?p=1'], 10, () => false));
    expect(screen.getByTestId('counter?p=1')).toHaveTextContent('?p=1:1');
    await act(async () => go('/plain'));
    await act(async () => go('/kept?p=1'));
    expect(screen.getByTestId('counter?p=1')).toHaveTextContent('?p=1:1');
    expect(mounts).toBe(2);
  });

  it('pages not flagged keepAlive are not cached, and a closed tab drops its page', async () => {
    const view = renderAt(['/kept?p=1'], 10);
    click('?p=1');
    await act(async () => go('/plain'));
    expect(document.querySelectorAll('[data-keep-alive]')).toHaveLength(1);
    // Still open: coming back finds it as left.
    await act(async () => go('/kept?p=1'));
    expect(screen.getByTestId('counter?p=1')).toHaveTextContent('?p=1:1');
    await act(async () => go('/plain'));
    // Its tab closes: the page and its state go.
    view.rerender(tree([], 10));
    expect(document.querySelectorAll('[data-keep-alive]')).toHaveLength(0);
    await act(async () => go('/kept?p=1'));
    expect(screen.getByTestId('counter?p=1')).toHaveTextContent('?p=1:0');
  });
});
