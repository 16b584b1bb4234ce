import type { DashboardDeclaration, WidgetDeclaration } from '@schemas/dashboard';

/**
 * The dashboard designer's form and the declaration it edits (docs/screens.md "Dashboards"): titles as two inputs,
 * each widget's options as fields. Both ways, so an imported JSON fills the form and the form saves JSON.
 */
export interface WidgetValues extends Omit<Partial<WidgetDeclaration>, 'title'> {
  titleZh?: string;
  titleEn?: string;
}

export interface DashboardValues {
  home?: DashboardDeclaration['home'];
  titleZh?: string;
  titleEn?: string;
  widgets?: WidgetValues[];
}

export function toForm(decl: DashboardDeclaration): DashboardValues {
  return {
    home: decl.home,
    titleZh: decl.title.zh,
    titleEn: decl.title.en,
    widgets: decl.widgets.map(({ title, ...w }) => ({ ...w, titleZh: title.zh, titleEn: title.en })),
  };
}

const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;

/** The declaration the form holds (not yet checked: the schema and the server do that, each error at its field). */
export function fromForm(values: DashboardValues): DashboardDeclaration {
  return {
    home: values.home,
    title: { zh: values.titleZh ?? '', en: values.titleEn ?? '' },
    widgets: (values.widgets ?? []).map(({ titleZh, titleEn, filters, allTenants, ...w }) => {
      const kept = filters ? defined(filters) : undefined;
      return defined({
        ...w,
        title: { zh: titleZh ?? '', en: titleEn ?? '' },
        filters: kept && Object.keys(kept).length > 0 ? kept : undefined,
        allTenants: allTenants ? true : undefined,
      });
    }),
  } as DashboardDeclaration;
}

/** Where a declaration path (`widgets.1.title.zh`) sits in the form (`['widgets', 1, 'titleZh']`); undefined: above the form. */
export function formNameOf(path: readonly (string | number)[]): (string | number)[] | undefined {
  const [head, index, sub, leaf] = path;
  if (head === 'title') return [index === 'en' ? 'titleEn' : 'titleZh'];
  if (head === 'home') return ['home'];
  if (head === 'widgets' && index !== undefined && sub !== undefined) {
    const i = Number(index);
    if (sub === 'title') return ['widgets', i, leaf === 'en' ? 'titleEn' : 'titleZh'];
    if (sub === 'filters') return leaf === undefined ? undefined : ['widgets', i, 'filters', leaf];
    return ['widgets', i, sub];
  }
  if (head === 'widgets') return undefined;
  return undefined;
}
