import { cityLevelEnum, type SlyCity } from '@schemas/city';
import type { ColumnDecl } from './define';

/**
 * The business-travel cities a standard city may be mapped to, as the mapping dialog lists them (SPEC.md
 * section 2): name, full name, level and code, drawn by the engine's columns; the dialog pages and picks one.
 */
export const cityCandidateColumns: ColumnDecl<SlyCity>[] = [
  { field: 'name', titleKey: 'cityMapping.fields.candidateName' },
  { field: 'fullName', titleKey: 'cityMapping.fields.candidateFullName', ellipsis: true },
  { field: 'level', titleKey: 'cityMapping.fields.level', type: 'enum', enum: cityLevelEnum, width: 90 },
  { field: 'slyCode', titleKey: 'cityMapping.fields.slyCode', width: 110 },
];
