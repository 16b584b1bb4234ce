import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createRoutesFromElements, MemoryRouter, Outlet, Route, useLocation, useNavigate, useParams } from 'react-router';
import { usePathRoutes } from '@/app/usePathRoutes';

/** How often the routes are matched against an address (the work `<Routes>` does on every navigation). */
let matched = 0;
vi.mock('react-router', async (importOriginal) => {
  const router = await importOriginal<typeof import('react-router')>();
  return {
    ...router,
    matchRoutes: (...args: Parameters<typeof router.matchRoutes>) => {
      matched++;
      return router.matchRoutes(...args);
    },
  };
});

let layoutRenders = 0;
function Layout() {
  layoutRenders++;
  return <Outlet />;
}
function Page({ name }: { name: string }) {
  const { search } = useLocation();
  const params = useParams();
  return <p data-testid="page">{`${name}${search}${params.id ? ` ${params.id}` : ''}`}</p>;
}
let go: (to: string) => void = () => undefined;
function Nav() {
  go = useNavigate();
  return null;
}

const routes = createRoutesFromElements(
  <Route element={<Layout />}>
    <Route path="/a" element={<Page name="a" />} />
    <Route path="/b/:id" element={<Page name="b" />} />
    <Route path="*" element={<Page name="404" />} />
  </Route>,
);
function Routes() {
  return usePathRoutes(routes);
}

describe('usePathRoutes', () => {
  it('renders the route of the path, matched once per path: a new search or a path seen before matches nothing again', async () => {
    render(
      <MemoryRouter initialEntries={['/a?k=1']}>
        <Nav />
        <Routes />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('page')).toHaveTextContent('a?k=1');
    expect(matched).toBe(1);
    layoutRenders = 0;
    await act(async () => go('/a?k=2'));
    // The page sees its new search; the same element for the same path, so the layout is not rendered again.
    expect(screen.getByTestId('page')).toHaveTextContent('a?k=2');
    expect(layoutRenders).toBe(0);
    await act(async () => go('/b/7'));
    expect(screen.getByTestId('page')).toHaveTextContent('b 7');
    await act(async () => go('/a?k=1'));
    await act(async () => go('/nowhere'));
    expect(screen.getByTestId('page')).toHaveTextContent('404');
    expect(matched).toBe(3);
  });
});
