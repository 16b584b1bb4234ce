/** Enums with their display labels in both languages; both sides read labels from here. */
export interface EnumOption<V extends string | number = string | number> {
  value: V;
  zh: string;
  en: string;
}

export interface EnumDef<V extends string | number = string | number> {
  options: readonly EnumOption<V>[];
  values: V[];
  label(value: unknown, lang?: string): string;
}

export function defineEnum<V extends string | number>(options: readonly EnumOption<V>[]): EnumDef<V> {
  return {
    options,
    values: options.map((o) => o.value),
    label(value, lang = 'zh') {
      const found = options.find((o) => String(o.value) === String(value));
      if (!found) return value === undefined || value === null ? '' : String(value);
      return lang.startsWith('en') ? found.en : found.zh;
    },
  };
}
