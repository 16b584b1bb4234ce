/** What matching reads of a standard city: its country, level and the names of its three levels. */
export interface StandardCityNames {
  country_code: string;
  level: number;
  province_name: string | null;
  city_name: string | null;
  area_name: string | null;
}

/** What matching reads of a business-travel city. */
export interface CityCandidate {
  country_code: string;
  level: number;
  name: string;
  parent_name: string | null;
}

/**
 * How a standard city is matched to a business-travel city (docs/product.md#cities-and-sync): by country, level and
 * name, the names compared without their administrative suffixes. Rules only; the columns a mapping sets and the sync's
 * reads and writes are server/repositories/cityMapping.ts's.
 */

/**
 * Administrative suffixes that the two sides write differently ("深圳市" and "深圳", "阿克苏地区" and
 * "阿克苏"), longest first so that "自治区" goes before "区".
 */
const SUFFIXES = ['特别行政区', '维吾尔自治区', '壮族自治区', '回族自治区', '自治区', '自治州', '地区', '省', '市', '区', '县', '都', '府'];

/** A name as written and with each administrative suffix it ends with removed. */
export function nameForms(name: string | null | undefined): Set<string> {
  const text = (name ?? '').trim();
  const forms = new Set<string>(text ? [text] : []);
  for (const suffix of SUFFIXES) {
    if (text.length > suffix.length && text.endsWith(suffix)) forms.add(text.slice(0, -suffix.length));
  }
  return forms;
}

/**
 * Whether two names denote the same place: some written or suffix-stripped form of one equals one of the
 * other. ("成都" and "成都市" agree through "成都", not through stripping "都" from "成都".)
 */
export function sameCityName(a: string | null | undefined, b: string | null | undefined): boolean {
  const forms = nameForms(a);
  for (const form of nameForms(b)) if (forms.has(form)) return true;
  return false;
}

/** A standard city's own name and its parent's name at its level (1 province, 2 city, 3 district). */
export function standardNames(row: Pick<StandardCityNames, 'level' | 'province_name' | 'city_name' | 'area_name'>) {
  if (row.level === 1) return { name: row.province_name, parent: null };
  if (row.level === 2) return { name: row.city_name, parent: row.province_name };
  return { name: row.area_name, parent: row.city_name };
}

/** The business-travel city of the same country, level and name (and parent, where both have one). */
export function findMatch<C extends CityCandidate>(row: StandardCityNames, candidates: C[]): C | undefined {
  const { name, parent } = standardNames(row);
  if (!name?.trim()) return undefined;
  return candidates.find(
    (c) => c.country_code === row.country_code && c.level === row.level && sameCityName(c.name, name) && (!c.parent_name || !parent?.trim() || sameCityName(c.parent_name, parent)),
  );
}
