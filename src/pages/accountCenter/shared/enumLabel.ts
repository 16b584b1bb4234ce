import type { EnumDef } from '@schemas/enums';
import { currentLanguage } from '@/providers/i18n';

/** The label of an enum value in the current language. */
export const enumLabel = (def: EnumDef, value: unknown) => def.label(value, currentLanguage());

/** Select options of an enum in the current language. */
export const enumOptions = (def: EnumDef) => {
  const en = currentLanguage() === 'en';
  return def.options.map((o) => ({ value: o.value, label: en ? o.en : o.zh }));
};
