import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import type { EnumDef } from '@schemas/enums';
import { currentLanguage } from '@/providers/i18n';

/** A recorded value as text: empty reads as a dash, structures as JSON (secrets are already ******). */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The enum a resource declares for a field, wherever it declares it (a column, the detail, the form). */
function enumOf(resource: ResourceDecl, field: string): EnumDef | undefined {
  const decls: { field?: string; enum?: EnumDef }[] = [...(resource.columns ?? []), ...(resource.showFields ?? []), ...((resource.form ?? []) as { field?: string; enum?: EnumDef }[])];
  return decls.find((d) => d.field === field && d.enum)?.enum;
}

/**
 * The labels of a record's changes in its own screen's words and the user's language: a field as the screen
 * names it, a value as its enum reads (启用 rather than 1).
 */
export function useChangeLabels(resource: ResourceDecl) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return {
    field: (field: string) => t(`${resource.name}.fields.${field}`, { defaultValue: t(`audit.changeFields.${field}`, { defaultValue: field }) }),
    value: (field: string, value: unknown) => {
      const def = enumOf(resource, field);
      return def && value !== null && value !== undefined && value !== '' ? def.label(value, lang) : valueText(value);
    },
  };
}
