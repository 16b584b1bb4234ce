import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DeclContext, ResourceDecl } from '@resources/define';
import { currentLanguage } from '@/providers/i18n';

interface ResourcePage {
  resource: ResourceDecl;
  /** The route query as the resource's query schema parsed it. */
  query: Record<string, unknown>;
  /** The query as the address (or the kept draft) wrote it, before parsing. */
  rawQuery?: Record<string, unknown>;
  /** The query came from a form page's kept draft (the page opened again without one). */
  fromDraft?: boolean;
}

const PageContext = createContext<ResourcePage | null>(null);

/** The resource and parsed route query of the page being shown, for everything the page renders. */
export function ResourcePageProvider({ resource, query, rawQuery, fromDraft, children }: ResourcePage & { children: ReactNode }) {
  const value = useMemo(() => ({ resource, query, rawQuery, fromDraft }), [resource, query, rawQuery, fromDraft]);
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export function useResourcePage(): ResourcePage | null {
  return useContext(PageContext);
}

/** The context a declaration's callbacks are given: route query, header record, language. */
export function useDeclContext(header?: Record<string, unknown>): DeclContext {
  const page = useContext(PageContext);
  const lang = currentLanguage();
  const query = page?.query;
  return useMemo(() => ({ query: query ?? {}, header, lang }), [query, header, lang]);
}
