import type { PickerPerson } from '@schemas/orgPicker';

/**
 * The people chosen on addPerson for the addChild form, kept for the session (SPEC.md section 2) so the
 * form can be left and come back to.
 */
const KEY = 'atrium-accountCenter-chosenPeople';

export function readChosenPeople(): PickerPerson[] {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export function writeChosenPeople(people: PickerPerson[]): void {
  sessionStorage.setItem(KEY, JSON.stringify(people));
}

export function clearChosenPeople(): void {
  sessionStorage.removeItem(KEY);
}

/** The addChild form's values kept while the user picks people, so nothing typed is lost. */
const DRAFT_KEY = 'atrium-accountCenter-childDraft';
export const readChildDraft = (): Record<string, unknown> | null => {
  try {
    return JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
};
export const writeChildDraft = (draft: Record<string, unknown>) => sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
export const clearChildDraft = () => sessionStorage.removeItem(DRAFT_KEY);
