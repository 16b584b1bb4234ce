import { useCallback } from 'react';
import type { RouterProvider } from '@refinedev/core';
import { createElement } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';

// Refine calls each binding as a hook inside its own (useGo calls `go()`), so each is one, named as such.
const useGoBinding: NonNullable<RouterProvider['go']> = () => {
  const navigate = useNavigate();
  return useCallback(
    ({ to, type, query }) => {
      const qs = query ? `?${new URLSearchParams(query as Record<string, string>).toString()}` : '';
      const path = `${to ?? ''}${qs}`;
      if (type === 'path') return path;
      navigate(path, { replace: type === 'replace' });
      return undefined;
    },
    [navigate],
  );
};

const useBackBinding: NonNullable<RouterProvider['back']> = () => {
  const navigate = useNavigate();
  return useCallback(() => navigate(-1), [navigate]);
};

const useParseBinding: NonNullable<RouterProvider['parse']> = () => {
  const params = useParams();
  const { pathname, search } = useLocation();
  return useCallback(() => ({ pathname, params: { ...params, ...Object.fromEntries(new URLSearchParams(search)) } }), [params, pathname, search]);
};

/**
 * Refine's router bindings for jsdom tests. Vitest loads react-router through Vite for our code but
 * natively for @refinedev/react-router, so the published bindings would see a different router context;
 * these do the same job (go, back, parse) on the instance our code uses.
 */
export const testRouterProvider: RouterProvider = {
  go: useGoBinding,
  Link: ({ to, ...rest }) => createElement(Link, { to, ...rest }),
  back: useBackBinding,
  parse: useParseBinding,
};
