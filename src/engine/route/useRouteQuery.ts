import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { PageKind, ResourceDecl } from '@resources/define';
import { readDraft } from '../form/formDraft';
import { routeSearchOf } from '../list/pageKey';

/** A query string as an object: a repeated key becomes a list (docs/api.md#the-contract). */
export function queryObjectOf(search: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  new URLSearchParams(search).forEach((value, key) => {
    const known = out[key];
    out[key] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  });
  return out;
}

export type RouteQuery = { ok: true; query: Record<string, unknown>; raw: Record<string, unknown>; fromDraft: boolean } | { ok: false; message: string; field?: string };

/**
 * The route query of a resource page, checked by the resource's query schema (the route of docs/product.md#route-parameters
 * table). A form page that keeps a draft, opened again without a query, takes the draft's query.
 */
export function useRouteQuery(resource: ResourceDecl, kind: PageKind, path: string): RouteQuery {
  const { search: address } = useLocation();
  // A list's own state in the address (its search, sort, page) is not part of the page's route query: the
  // query (and what depends on it) stays the same while the list's search changes.
  const search = kind === 'list' ? routeSearchOf(address) : address;
  return useMemo(() => {
    const form = kind === 'list' ? undefined : (resource.forms?.[kind] ?? (kind === 'show' ? resource.forms?.edit : undefined));
    const draft = form?.keepDraft && !search.replace(/^\?/, '') ? readDraft(path) : undefined;
    const raw = draft ? draft.query : queryObjectOf(search);
    const schema = kind === 'list' ? resource.query : form?.query;
    if (!schema) return { ok: true, query: raw, raw, fromDraft: !!draft };
    const result = schema.safeParse(raw);
    if (result.success) return { ok: true, query: result.data as Record<string, unknown>, raw, fromDraft: !!draft };
    const issue = result.error.issues[0];
    return { ok: false, message: issue?.message ?? '', field: issue?.path.map(String).join('.') };
  }, [resource, kind, path, search]);
}
