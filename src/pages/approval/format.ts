import type { TFunction } from 'i18next';
import { dsTypeEnum, withheldFieldEnum } from '@schemas/access';
import { currentLanguage } from '@/providers/i18n';

/** A changed field's name as people read it: the approval texts' label, else the field's own name. */
export const fieldLabel = (t: TFunction, field: string) => {
  // A bulk revert keys each field by its record: `account#12.status`.
  const [record, name] = field.includes('.') ? [field.slice(0, field.lastIndexOf('.')), field.slice(field.lastIndexOf('.') + 1)] : [null, field];
  const label = t(`approval.fields.${name}`, { defaultValue: name });
  return record ? `${record} · ${label}` : label;
};

/** A recorded value as text: a status, a data scope and withheld fields by their names, a list joined, nothing as a dash. */
export function fieldValue(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.endsWith('status') && (value === 1 || value === 2 || value === 3)) return t(`approval.statuses.${value}`);
  if (field === 'dsType') return dsTypeEnum.label(value, currentLanguage());
  if (field === 'withheld' && Array.isArray(value)) return value.length ? value.map((v) => withheldFieldEnum.label(v, currentLanguage())).join('、') : '—';
  if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join('、') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
