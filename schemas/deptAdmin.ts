import { z } from 'zod';
import { idField, wholeNumber } from './input';
import { dateTimeText } from './reply';
import { recordVersion, versionField } from './version';

/**
 * Departments of 组织机构 (`/admin/dept/index`, docs/security.md "Users, roles and data scopes"): add, rename,
 * move and delete, beside the lazy tree and its search.
 */
export const DEPT_MSG = {
  id: '部门编号格式错误',
  name: '请输入部门名称',
  nameMax: '部门名称不能超过50个字符',
  parent: '请选择上级部门',
  parentUnknown: '上级部门不存在',
  cycle: '不能移动到本部门或其下级部门',
  root: '集团不能移动',
  sortOrder: '请输入0-9999的排序号',
  hasChildren: '该部门下还有下级部门，不能删除',
  hasPeople: '该部门下还有人员，不能删除',
  hasSubjects: '该部门已开户，不能删除',
} as const;

const deptId = idField(DEPT_MSG.id);

const deptFields = {
  name: z.string({ error: DEPT_MSG.name }).max(50, DEPT_MSG.nameMax).trim().min(1, DEPT_MSG.name),
  parentId: idField(DEPT_MSG.parent),
  sortOrder: wholeNumber({ min: 0, max: 9999, message: DEPT_MSG.sortOrder }).optional(),
};

/** `POST /admin/dept`: a department under an existing one. */
export const deptCreateSchema = z.object(deptFields);

/** `PUT /admin/dept`: rename, and move under another parent (never into its own subtree). */
export const deptUpdateSchema = z.object({
  deptId,
  ...deptFields,
  parentId: deptFields.parentId.optional(),
  version: versionField.optional(),
});

export const deptIdParamsSchema = z.object({ id: deptId });

export const deptRecordSchema = z
  .strictObject({
    deptId: z.int(),
    name: z.string(),
    parentId: z.int().describe('0 for the group at the top'),
    parentName: z.string().nullable(),
    deptLable: z.int().describe('Level: 0 group, 1 company, 2 department, 3 team ...'),
    sortOrder: z.int(),
    createTime: dateTimeText,
    version: recordVersion,
  })
  .meta({ id: 'AdminDept' });
export type AdminDept = z.output<typeof deptRecordSchema>;
