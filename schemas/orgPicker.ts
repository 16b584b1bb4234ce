import { z } from 'zod';
import { withheldNamesSchema } from './withheldReply';
import { boundedText, flagField, idField, INPUT_MSG, numberChoice, pageFields, searchObject, wholeNumber } from './input';

/** Person in a picker list (docs/product.md#records-and-fields). */
export const pickerPersonSchema = z
  .strictObject({
    userId: z.int(),
    username: z.string(),
    actualName: z.string(),
    phone: z.string().nullable(),
    deptId: z.int().nullable(),
    deptName: z.string().nullable(),
    jobNo: z.string().nullable(),
    withheld: withheldNamesSchema,
  })
  .meta({ id: 'PickerPerson' });
export type PickerPerson = z.output<typeof pickerPersonSchema>;

/** Department node of the organisation tree (docs/product.md#records-and-fields). */
export const deptNodeSchema = z
  .strictObject({
    deptId: z.int(),
    name: z.string(),
    parentId: z.int(),
    parentName: z.string().nullable().optional(),
    deptLable: z.int().describe('Level: 0 group, 1 company, 2 department, 3 team ...'),
    isLevel: z.boolean(),
    enable: z.string(),
    disabled: z.boolean(),
    hasChildren: z.boolean(),
    version: z.int().min(1).optional().describe("The department record's version (docs/security.md)"),
    get children(): z.ZodOptional<z.ZodArray<typeof deptNodeSchema>> {
      return z.array(deptNodeSchema).optional();
    },
  })
  .meta({ id: 'DeptNode' });
export type DeptNode = z.output<typeof deptNodeSchema>;

/** The tree calls' answer: the nodes, and whether the tree loads lazily from here (false: a whole search result). */
export const deptTreeSchema = z.strictObject({ deptList: z.array(deptNodeSchema), lazyLoad: z.boolean() });

/** `GET /admin/dept/getDeptLabLeList`: the department levels, labelled in the caller's language. */
export const deptLevelSchema = z.strictObject({ value: z.int(), label: z.string() });

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

const id = idField();
const DEPT_LEVELS = deptLevelEnumOptions.map((o) => o.value);

/** The fields of the lazy tree calls (`name` is required by the by-name calls). */
export const lazyTreeFields = {
  /** 0 for the top of the tree. */
  parentId: wholeNumber({ min: 0, max: Number.MAX_SAFE_INTEGER, message: INPUT_MSG.id }).optional(),
  name: boundedText(50).optional(),
  status: numberChoice([0, 1]).optional(),
  platformSearch: flagField().optional(),
  /** When set, nodes above this level cannot be chosen. */
  levelLimit: numberChoice(DEPT_LEVELS).optional(),
};

/** Body of the lazy tree calls. */
export const lazyTreeSchema = searchObject(lazyTreeFields);

/** Body of list-by-ids calls: a bare array or `{ ids }`. */
export const idListSchema = z
  .union([z.array(id), z.object({ ids: z.array(id) })], { error: '请选择数据' })
  .transform((v) => (Array.isArray(v) ? v : v.ids))
  .refine((v) => v.length <= 10_000, '选择的数据过多');

/** Query and body of `POST /admin/user/queryByDeptId` (either may carry the fields). */
export const queryByDeptSchema = searchObject({
  deptId: id.optional(),
  ...pageFields(),
  name: boundedText(50).optional(),
});

export const byCompanySchema = z.object({
  companyId: id.optional(),
  enable: z.enum(['0', '1'], { error: INPUT_MSG.choice }).optional(),
});
