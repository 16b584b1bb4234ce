import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply, pageOf } from '../../schemas/reply';
import { deptLevelSchema, deptNodeSchema, deptTreeSchema, pickerPersonSchema } from '../../schemas/orgPicker';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { searchObject } from '../../schemas/input';
import {
  byCompanySchema,
  deptLevelEnumOptions,
  idListSchema,
  lazyTreeFields,
  lazyTreeSchema,
  queryByDeptSchema,
  type DeptNode,
  type PickerPerson,
} from '../../schemas/orgPicker';
import type { Database } from '../db/schema';
import { ok } from '../http/envelope';
import { languageOf } from '../http/language';
import { mergeQueryIntoBody } from '../http/queryIntoBody';
import { listScenes } from '../services/accountCentre';
import type { ComputedDictionaries } from './menuAdmin';
import { containsOp, likePattern } from '../db/textSearch';

/** At most this many name matches per tree search; the tree shows them with their ancestors. */
const SEARCH_LIMIT = 200;

interface DeptRow {
  dept_id: number;
  name: string;
  parent_id: number;
  level: number;
  enable: string;
  has_children: boolean;
}

function toNode(row: DeptRow, levelLimit: number | undefined): DeptNode {
  return {
    deptId: row.dept_id,
    name: row.name,
    parentId: row.parent_id,
    deptLable: row.level,
    isLevel: row.level === 0,
    enable: row.enable,
    disabled: levelLimit !== undefined && row.level < levelLimit,
    hasChildren: row.has_children,
  };
}

/** Nests flat nodes under their parents; nodes whose parent is absent become roots. */
function nest(nodes: DeptNode[]): DeptNode[] {
  const byId = new Map(nodes.map((n) => [n.deptId, { ...n, children: [] as DeptNode[] }]));
  const roots: DeptNode[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node.parentId);
    if (parent) parent.children!.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Users and departments the pickers read (SPEC.md section 7, users and organisations). */
/** The by-name tree search: the lazy tree's fields with a name to search for. */
const treeByNameSchema = searchObject({
  ...lazyTreeFields,
  name: z.string({ error: '请输入组织名称' }).max(50, '请输入组织名称').trim().min(1, '请输入组织名称'),
});

export async function orgPickerRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deptSelect = (tenantId: number) =>
    db
      .selectFrom('sys_dept as d')
      .where('d.tenant_id', '=', tenantId)
      .select([
        'd.dept_id',
        'd.name',
        'd.parent_id',
        'd.level',
        'd.enable',
        sql<boolean>`exists (select 1 from sys_dept c where c.tenant_id = d.tenant_id and c.parent_id = d.dept_id)`.as('has_children'),
      ]);

  const personSelect = (tenantId: number) =>
    db
      .selectFrom('sys_user as u')
      .leftJoin('sys_dept as d', 'd.dept_id', 'u.dept_id')
      .where('u.tenant_id', '=', tenantId)
      .where('u.lock_flag', '=', '0')
      .select(['u.user_id', 'u.username', 'u.actual_name', 'u.phone', 'u.dept_id', 'd.name as dept_name', 'u.job_no']);
  const toPerson = (r: Awaited<ReturnType<ReturnType<typeof personSelect>['executeTakeFirstOrThrow']>>): PickerPerson => ({
    userId: r.user_id,
    username: r.username,
    actualName: r.actual_name,
    phone: r.phone,
    deptId: r.dept_id,
    deptName: r.dept_name ?? null,
    jobNo: r.job_no,
  });

  app.post('/admin/user/listByIds', { schema: { body: idListSchema, response: { 200: okReply(z.array(pickerPersonSchema)) } } }, async (request) => {
    const ids = request.body;
    if (ids.length === 0) return ok([]);
    const rows = await personSelect(request.user.tenantId).where('u.user_id', 'in', ids).orderBy('u.user_id').execute();
    return ok(rows.map(toPerson));
  });

  app.post('/admin/dept/getDeptListByIds', { schema: { body: idListSchema, response: { 200: okReply(z.array(deptNodeSchema)) } } }, async (request) => {
    const ids = request.body;
    if (ids.length === 0) return ok([]);
    const rows = await db
      .selectFrom('sys_dept as d')
      .leftJoin('sys_dept as p', 'p.dept_id', 'd.parent_id')
      .where('d.tenant_id', '=', request.user.tenantId)
      .where('d.dept_id', 'in', ids)
      .select(['d.dept_id', 'd.name', 'd.parent_id', 'd.level', 'd.enable', 'p.name as parent_name'])
      .orderBy('d.dept_id')
      .execute();
    return ok(
      rows.map((r) => ({
        ...toNode({ ...r, has_children: false }, undefined),
        parentName: r.parent_name ?? null,
      })),
    );
  });

  app.get('/admin/dept/getDeptLabLeList', { schema: { response: { 200: okReply(z.array(deptLevelSchema)) } } }, async (request) => {
    const lang = languageOf(request.headers);
    return ok(deptLevelEnumOptions.map((o) => ({ value: o.value, label: o[lang] })));
  });

  app.get('/admin/dept/list/byCompanyId', { schema: { querystring: byCompanySchema, response: { 200: okReply(z.array(deptNodeSchema)) } } }, async (request) => {
    const q = request.query;
    const tenantId = request.user.tenantId;
    const rows = await sql<DeptRow>`
      with recursive sub as (
        select dept_id from sys_dept
        where tenant_id = ${tenantId} and ${q.companyId === undefined ? sql`parent_id = 0` : sql`dept_id = ${q.companyId}`}
        union all
        select d.dept_id from sys_dept d join sub on d.parent_id = sub.dept_id where d.tenant_id = ${tenantId}
      )
      select d.dept_id, d.name, d.parent_id, d.level, d.enable, false as has_children
      from sys_dept d join sub on sub.dept_id = d.dept_id
      ${q.enable !== undefined ? sql`where d.enable = ${q.enable}` : sql``}
      order by d.level, d.sort_order, d.dept_id
      limit 20000
    `.execute(db);
    const nodes = rows.rows.map((r) => toNode(r, undefined));
    const ids = new Set(nodes.map((n) => n.deptId));
    return ok(nest(nodes.map((n) => ({ ...n, hasChildren: nodes.some((c) => c.parentId === n.deptId && ids.has(c.deptId)) }))));
  });

  // SPEC.md section 7 names the fields (deptId, current, size) without saying where: the query or the body.
  app.post('/admin/user/queryByDeptId', { schema: { body: queryByDeptSchema, response: { 200: okReply(pageOf(pickerPersonSchema)) } }, preValidation: mergeQueryIntoBody }, async (request) => {
    const q = request.body;
    const tenantId = request.user.tenantId;
    let query = personSelect(tenantId);
    if (q.deptId !== undefined) {
      // The department and everything below it.
      query = query.where(
        'u.dept_id',
        'in',
        sql<number>`(with recursive sub as (
          select dept_id from sys_dept where tenant_id = ${tenantId} and dept_id = ${q.deptId}
          union all select d.dept_id from sys_dept d join sub on d.parent_id = sub.dept_id where d.tenant_id = ${tenantId}
        ) select dept_id from sub)`,
      );
    }
    if (q.name) query = query.where('u.actual_name', containsOp(q.name), likePattern(q.name));
    const { total } = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await query.orderBy('u.user_id').limit(q.size).offset((q.current - 1) * q.size).execute();
    return ok({ records: rows.map(toPerson), total: Number(total), current: q.current, size: q.size });
  });

  const lazyLoad = async (request: { body: z.output<typeof lazyTreeSchema>; user: { tenantId: number } }) => {
    const q = request.body;
    if (q.name) return searchTree(request.user.tenantId, q.name, q.levelLimit);
    const rows = await deptSelect(request.user.tenantId)
      .where('d.parent_id', '=', q.parentId ?? 0)
      .orderBy('d.sort_order')
      .orderBy('d.dept_id')
      .limit(5000)
      .execute();
    return ok({ deptList: rows.map((r) => toNode(r, q.levelLimit)), lazyLoad: true });
  };

  const searchTree = async (tenantId: number, name: string, levelLimit: number | undefined) => {
    const rows = await sql<DeptRow>`
      with recursive hit as (
        select dept_id from sys_dept where tenant_id = ${tenantId} and name ${sql.raw(containsOp(name))} ${likePattern(name)} order by level, dept_id limit ${SEARCH_LIMIT}
      ), up as (
        select d.dept_id, d.parent_id from sys_dept d join hit on hit.dept_id = d.dept_id
        union
        select p.dept_id, p.parent_id from sys_dept p join up on p.dept_id = up.parent_id where p.tenant_id = ${tenantId}
      )
      select d.dept_id, d.name, d.parent_id, d.level, d.enable,
        exists (select 1 from sys_dept c where c.tenant_id = d.tenant_id and c.parent_id = d.dept_id) as has_children
      from sys_dept d where d.dept_id in (select dept_id from up)
      order by d.level, d.sort_order, d.dept_id
    `.execute(db);
    return ok({ deptList: nest(rows.rows.map((r) => toNode(r, levelLimit))), lazyLoad: false });
  };

  const treeReply = { 200: okReply(deptTreeSchema) };
  for (const path of ['/admin/dept/v2/lazyLoadTree', '/admin/dept/v2/lazyLoadTreeV2']) {
    app.post(path, { schema: { body: lazyTreeSchema, response: treeReply } }, lazyLoad);
  }
  for (const path of ['/admin/dept/v2/loadTreeByName', '/admin/dept/v2/loadTreeByNameV2', '/admin/dept/loadTreeByName', '/admin/dept/loadTreeByNameV2']) {
    app.post(path, { schema: { body: treeByNameSchema, response: treeReply } }, async (request) => searchTree(request.user.tenantId, request.body.name, request.body.levelLimit));
  }
}

/**
 * Dictionaries computed from the account centre's own tables, served by the one dictionary route
 * (`GET /admin/dict/type/{type}` in menuAdmin.ts) next to the stored ones.
 */
export function accountCentreDictionaries(db: Kysely<Database>): ComputedDictionaries {
  return {
    account_scene: async (tenantId) =>
      (await listScenes(db, tenantId)).map((scene, index) => ({
        id: scene.id,
        dictType: 'account_scene',
        value: String(scene.id),
        label: scene.sceneName,
        enLabel: scene.sceneName,
        sortOrder: index,
        description: null,
      })),
    dept_level: async () =>
      deptLevelEnumOptions.map((o, index) => ({
        id: index + 1,
        dictType: 'dept_level',
        value: String(o.value),
        label: o.zh,
        enLabel: o.en,
        sortOrder: index,
        description: null,
      })),
  };
}
