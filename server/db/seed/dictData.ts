import { productLineEnum } from '../../../schemas/menuAdmin';
import { outSupplierEnum } from '../../../schemas/outMerchant';
import { mappingFlagEnum } from '../../../schemas/city';

/** Dictionaries of `GET /admin/dict/type/{type}`; labels come from the shared enums so both sides agree. */
export interface DictSeed {
  dictType: string;
  value: string;
  label: string;
  enLabel: string;
  sortOrder: number;
  description: string | null;
}

const fromEnum = (dictType: string, options: readonly { value: string | number; zh: string; en: string }[]): DictSeed[] =>
  options.map((o, i) => ({ dictType, value: String(o.value), label: o.zh, enLabel: o.en, sortOrder: i + 1, description: null }));

export const DICT_ITEMS: DictSeed[] = [
  ...fromEnum('product_line', productLineEnum.options),
  ...fromEnum('out_supplier', outSupplierEnum.options),
  ...fromEnum('city_mapping_flag', mappingFlagEnum.options),
];
