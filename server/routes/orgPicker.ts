import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply } from '../../schemas/reply';
import { withheldPageOf } from '../../schemas/withheldReply';
import { deptLevelSchema, deptNodeSchema, deptTreeSchema, pickerPersonSchema } from '../../schemas/orgPicker';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { searchObject } from '../../schemas/input';
import { byCompanySchema, deptLevelEnumOptions, idListSchema, lazyTreeFields, lazyTreeSchema, queryByDeptSchema } from '../../schemas/orgPicker';
import type { Database } from '../db/schema';
import { ok } from '../http/envelope';
import { languageOf } from '../http/language';
import { mergeQueryIntoBody } from '../http/queryIntoBody';
import { listScenes } from '../repositories/scenes';
import type { ComputedDictionaries } from '../domain/menuTree';
import { deptChildren, deptsByIds, deptTreeOfCompany, deptTreeSearch, peopleByIds, peopleOfDept } from '../repositories/org';
import { accessOf } from '../access/dataScope';
import { withheldPage, withheldRecord } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';
import { SCREEN, op } from '../http/operations';

/** Users and departments the pickers read (docs/product.md#users-and-organisations). */
/** The by-name tree search: the lazy tree's fields with a name to search for. */
const treeByNameSchema = searchObject({
  ...lazyTreeFields,
  name: z.string({ error: '请输入组织名称' }).max(50, '请输入组织名称').trim().min(1, '请输入组织名称'),
});

export async function orgPickerRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // People's phones are withheld from a caller whose roles withhold them (docs/security.md): each person names it.
  app.post(
    '/admin/user/listByIds',
    {
      schema: { body: idListSchema, response: { 200: okReply(z.array(pickerPersonSchema)) } },
      config: { operation: op('listUsersByIds', 'Users by their ids', 'org', SCREEN.picker), readOnly: true, personalData: true },
    },
    async (request) => {
      const ids = request.body;
      if (ids.length === 0) return ok([]);
      const { withheld } = await accessOf(request, db);
      return ok((await peopleByIds(db, request.user.tenantId, ids)).map((person) => withheldRecord(person, WITHHELD_KEYS.person, withheld)));
    },
  );

  app.post(
    '/admin/dept/getDeptListByIds',
    {
      schema: { body: idListSchema, response: { 200: okReply(z.array(deptNodeSchema)) } },
      config: { operation: op('listDeptsByIds', 'Departments by their ids', 'org', SCREEN.picker), readOnly: true },
    },
    async (request) => {
      const ids = request.body;
      if (ids.length === 0) return ok([]);
      return ok(await deptsByIds(db, request.user.tenantId, ids));
    },
  );

  app.get(
    '/admin/dept/getDeptLabLeList',
    { schema: { response: { 200: okReply(z.array(deptLevelSchema)) } }, config: { operation: op('listDeptLevels', 'The department levels', 'org', SCREEN.picker) } },
    async (request) => {
      const lang = languageOf(request.headers);
      return ok(deptLevelEnumOptions.map((o) => ({ value: o.value, label: o[lang] })));
    },
  );

  app.get(
    '/admin/dept/list/byCompanyId',
    {
      schema: { querystring: byCompanySchema, response: { 200: okReply(z.array(deptNodeSchema)) } },
      config: { operation: op('listDeptsOfCompany', 'The departments under a company, as a tree', 'org', SCREEN.picker) },
    },
    async (request) => {
      return ok(await deptTreeOfCompany(db, request.user.tenantId, request.query));
    },
  );

  // docs/product.md#calls names the fields (deptId, current, size) without saying where: the query or the body.
  app.post(
    '/admin/user/queryByDeptId',
    {
      schema: { body: queryByDeptSchema, response: { 200: okReply(withheldPageOf(pickerPersonSchema)) } },
      preValidation: mergeQueryIntoBody,
      config: { operation: op('listUsersOfDept', 'A page of the users of a department', 'org', 'the Add-person page (addPerson)'), readOnly: true, personalData: true },
    },
    async (request) => {
      const { withheld } = await accessOf(request, db);
      return ok(withheldPage(await peopleOfDept(db, request.user.tenantId, request.body), WITHHELD_KEYS.person, withheld));
    },
  );

  const lazyLoad = async (request: { body: z.output<typeof lazyTreeSchema>; user: { tenantId: number } }) => {
    const q = request.body;
    if (q.name) return searchTree(request.user.tenantId, q.name, q.levelLimit);
    return ok({ deptList: await deptChildren(db, request.user.tenantId, q.parentId ?? 0, q.levelLimit), lazyLoad: true });
  };

  const searchTree = async (tenantId: number, name: string, levelLimit: number | undefined) => {
    return ok({ deptList: await deptTreeSearch(db, tenantId, name, levelLimit), lazyLoad: false });
  };

  const treeReply = { 200: okReply(deptTreeSchema) };
  for (const [path, operation] of [
    ['/admin/dept/v2/lazyLoadTree', op('loadDeptTree', 'One level of the organisation tree, or a search of it', 'org', SCREEN.picker)],
    ['/admin/dept/v2/lazyLoadTreeV2', op('loadDeptTreeV2', 'One level of the organisation tree, or a search of it (v2)', 'org', SCREEN.picker)],
  ] as const) {
    app.post(path, { schema: { body: lazyTreeSchema, response: treeReply }, config: { operation, readOnly: true } }, lazyLoad);
  }
  for (const [path, operation] of [
    ['/admin/dept/v2/loadTreeByName', op('searchDeptTree', 'The organisation tree down to the departments a name finds', 'org', SCREEN.picker)],
    ['/admin/dept/v2/loadTreeByNameV2', op('searchDeptTreeV2', 'The organisation tree down to the departments a name finds (v2)', 'org', SCREEN.picker)],
    ['/admin/dept/loadTreeByName', op('searchDeptTreeLegacy', 'The organisation tree down to the departments a name finds (first version)', 'org', SCREEN.picker)],
    ['/admin/dept/loadTreeByNameV2', op('searchDeptTreeLegacyV2', 'The organisation tree down to the departments a name finds (first version, v2)', 'org', SCREEN.picker)],
  ] as const) {
    app.post(path, { schema: { body: treeByNameSchema, response: treeReply }, config: { operation, readOnly: true } }, async (request) =>
      searchTree(request.user.tenantId, request.body.name, request.body.levelLimit),
    );
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
