import { getStore, removeStore, setStore } from '@/providers/storage';

/**
 * A form page's draft: its route query and values, kept for the session while the user picks records on
 * another page (docs/product.md#account-centre: the chosen people are kept for the session), so nothing typed is lost.
 */
export interface FormDraft {
  query: Record<string, unknown>;
  values: Record<string, unknown>;
}

const nameOf = (route: string) => `formDraft:${route}`;

export const readDraft = (route: string): FormDraft | undefined => {
  const draft = getStore<FormDraft>(nameOf(route));
  return draft && typeof draft === 'object' && draft.query && draft.values ? draft : undefined;
};

export const writeDraft = (route: string, draft: FormDraft) => setStore({ name: nameOf(route), content: draft, type: 'session' });

export const clearDraft = (route: string) => removeStore(nameOf(route));
