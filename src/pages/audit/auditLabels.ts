import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import type { AuditFieldChange } from '@schemas/audit';
import { findResourceEntry } from '@resources/index';
import { loadResource } from '@/providers/resourceRegistry';
import { reportProblem } from '@/providers/reportProblem';

/** Entities whose screens already name their fields: their labels are reused for the changed fields. */
const FIELD_NAMESPACES: Record<string, string> = {
  accountType: 'accountType',
  outMerchant: 'outMerchant',
  standardCity: 'cityMapping',
  menu: 'menuAdmin',
  account: 'accountChild',
  subject: 'accountSubject',
};

/**
 * The entity's screen labels, which come with that screen's declaration: loaded here when the detail opens, so a
 * changed field reads as its screen names it even if that screen was never opened. True once they are there.
 */
export function useEntityLabels(entity: string): boolean {
  const entry = findResourceEntry(FIELD_NAMESPACES[entity]);
  const [ready, setReady] = useState(!entry);
  useEffect(() => {
    if (!entry) return;
    let live = true;
    loadResource(entry)
      .catch(reportProblem) // the audit's own labels stand in; why the screen's did not load goes to the error log
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [entry]);
  return ready;
}

/** The label of a changed field: the entity screen's own, else the audit screen's, else the field name. */
export function fieldLabel(t: TFunction, entity: string, field: string): string {
  const ns = FIELD_NAMESPACES[entity];
  const own = ns ? t(`${ns}.fields.${field}`, { defaultValue: '' }) : '';
  return own || t(`audit.changeFields.${field}`, { defaultValue: field });
}

/** A recorded value as text: empty reads as a dash, structures as JSON (secrets are already ******). */
export function valueText(value: AuditFieldChange['before']): string {
  if (value === null || value === undefined || value === '') return '-';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
