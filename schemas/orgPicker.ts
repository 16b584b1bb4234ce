import { z } from 'zod';

/** Person in a picker list (SPEC.md section 3). */
export interface PickerPerson {
  userId: number;
  username: string;
  actualName: string;
  phone: string | null;
  deptId: number | null;
  deptName: string | null;
  jobNo: string | null;
}

/** Department node of the organisation tree (SPEC.md section 3). */
export interface DeptNode {
  deptId: number;
  name: string;
  parentId: number;
  parentName?: string | null;
  /** Level: 0 group, 1 company, 2 department, 3 team ... */
  deptLable: number;
  isLevel: boolean;
  enable: string;
  disabled: boolean;
  hasChildren: boolean;
  children?: DeptNode[];
}

export const deptLevelEnumOptions = [
  { value: 0, zh: '集团', en: 'Group' },
  { value: 1, zh: '公司', en: 'Company' },
  { value: 2, zh: '部门', en: 'Department' },
  { value: 3, zh: '班组', en: 'Team' },
] as const;

export const CANNOT_PICK_GROUP = '不能选择集团!';
export const PICK_ORG_TO_SEARCH = '请先选择组织';
export const PICK_PEOPLE_TO_ADD = '请先选择添加的员工!';
export const PICK_PEOPLE_TO_DELETE = '请先选择删除的员工!';
export const TREE_SEARCH_DEBOUNCE_MS = 500;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Body of the lazy tree calls. */
export const lazyTreeSchema = z.object({
  parentId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  name: z.string().trim().max(50).optional(),
  status: z.coerce.number().int().optional(),
  platformSearch: z.boolean().optional(),
  /** When set, nodes above this level cannot be chosen. */
  levelLimit: z.coerce.number().int().optional(),
});

/** Body of list-by-ids calls: a bare array or `{ ids }`. */
export const idListSchema = z
  .union([z.array(id), z.object({ ids: z.array(id) })], { error: '请选择数据' })
  .transform((v) => (Array.isArray(v) ? v : v.ids))
  .refine((v) => v.length <= 10_000, '选择的数据过多');

export const queryByDeptSchema = z.object({
  deptId: id.optional(),
  current: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(500).default(10),
  name: z.string().trim().max(50).optional(),
});

export const byCompanySchema = z.object({
  companyId: id.optional(),
  enable: z.string().max(1).optional(),
});
