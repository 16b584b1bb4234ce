import type { TFunction } from 'i18next';
import type { AuditFieldChange } from '@schemas/audit';

/** Entities whose screens already name their fields: their labels are reused for the changed fields. */
const FIELD_NAMESPACES: Record<string, string> = {
  accountType: 'accountType',
  outMerchant: 'outMerchant',
  standardCity: 'cityMapping',
  menu: 'menuAdmin',
};

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
