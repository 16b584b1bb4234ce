import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/domain/password';
import { serverWithUsers } from './support/server';

/**
 * The data scope over random organisations (docs/security.md, "Users, roles and data scopes"): each run builds a
 * tenant of its own (a random department tree, people, subjects of every type opened by someone or nobody, flows)
 * and a viewer holding one to three roles of random scopes, then holds the subject list and the flow total the
 * viewer gets to the union of the scopes computed here from the tree's parent links.
 */
const t = serverWithUsers();
const PASSWORD = 'Prop2026pass';

const world = fc.record({
  /** Node i > 0 hangs under one of the nodes before it. */
  parents: fc.array(fc.nat(), { minLength: 1, maxLength: 14 }).map((picks) => picks.map((p, i) => (i === 0 ? -1 : p % i))),
  people: fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
  /** Per department: opened as an organisation subject, by whom (0 nobody, 1 the viewer), and its flows. */
  orgs: fc.array(fc.record({ open: fc.boolean(), byViewer: fc.boolean(), flows: fc.nat({ max: 3 }) }), { minLength: 14, maxLength: 14 }),
  /** Per person: the same for their employee subject. */
  employees: fc.array(fc.record({ open: fc.boolean(), byViewer: fc.boolean(), flows: fc.nat({ max: 3 }) }), { minLength: 6, maxLength: 6 }),
  /** A provider and a tenant subject, which only scope 0 sees. */
  others: fc.record({ provider: fc.boolean(), tenant: fc.boolean(), byViewer: fc.boolean() }),
  viewerDept: fc.nat(),
  roles: fc.array(fc.record({ dsType: fc.integer({ min: 0, max: 4 }), custom: fc.array(fc.nat(), { maxLength: 4 }) }), { minLength: 1, maxLength: 3 }),
});

let nextTenant = 9000;

describe('a data scope over a random organisation', () => {
  it("gives exactly the subjects and flows of the union of the viewer's roles", async () => {
    const db = t.server.app.database.db;
    const hash = await hashPassword(PASSWORD, t.server.config.passwordCost);
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        const tenantId = nextTenant++;
        const tag = `p${tenantId}`;
        await db
          .insertInto('sys_tenant')
          .values({ id: tenantId, name: `随机租户${tenantId}`, short_name: tag, status: '0' })
          .execute();
        const depts: number[] = [];
        for (const [i, parent] of w.parents.entries()) {
          const row = await db
            .insertInto('sys_dept')
            .values({ tenant_id: tenantId, parent_id: parent < 0 ? 0 : depts[parent], name: `${tag}-部门${i}`, level: 0, sort_order: i, enable: '0' })
            .returning('dept_id')
            .executeTakeFirstOrThrow();
          depts.push(Number(row.dept_id));
        }
        const deptAt = (n: number) => depts[n % depts.length];
        const people: { id: number; dept: number }[] = [];
        for (const [i, pick] of w.people.entries()) {
          const dept = deptAt(pick);
          const row = await db
            .insertInto('sys_user')
            .values({ tenant_id: tenantId, dept_id: dept, username: `${tag}e${i}`, actual_name: `员工${i}`, lock_flag: '0' })
            .returning('user_id')
            .executeTakeFirstOrThrow();
          people.push({ id: Number(row.user_id), dept });
        }
        const viewerDept = deptAt(w.viewerDept);
        const viewer = Number(
          (
            await db
              .insertInto('sys_user')
              .values({ tenant_id: tenantId, dept_id: viewerDept, username: `${tag}v`, actual_name: '观察者', password_hash: hash, lock_flag: '0' })
              .returning('user_id')
              .executeTakeFirstOrThrow()
          ).user_id,
        );
        for (const [i, role] of w.roles.entries()) {
          const custom = [...new Set(role.custom.map(deptAt))];
          const row = await db
            .insertInto('sys_role')
            .values({ tenant_id: tenantId, role_code: `R${i}`, role_name: `角色${i}`, cross_tenant: false, ds_type: role.dsType, ds_scope: JSON.stringify(custom) })
            .returning('role_id')
            .executeTakeFirstOrThrow();
          await db.insertInto('sys_user_role').values({ user_id: viewer, role_id: row.role_id }).execute();
        }

        // The subjects with their flows; what each belongs to, for the expected scope below.
        const subjects: { id: number; type: number; dept: number | null; byViewer: boolean; flows: number }[] = [];
        const open = async (type: number, sysId: number | null, dept: number | null, byViewer: boolean, flows: number) => {
          const n = subjects.length;
          const subject = await db
            .insertInto('act_subject')
            .values({ tenant_id: tenantId, subject_no: `${tag}S${n}`, subject_name: `主体${n}`, subject_type: type, subject_sys_id: sysId, create_by: byViewer ? viewer : null })
            .returning('id')
            .executeTakeFirstOrThrow();
          const account = await db
            .insertInto('act_account')
            .values({
              tenant_id: tenantId,
              subject_id: subject.id,
              parent_id: null,
              level: 1,
              account_no: `${tag}A${n}`,
              account_name: `账户${n}`,
              account_scope: 1,
              flag: 0,
              status: 2,
              config_ids: '[]',
              account_sys_id: '[]',
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (flows > 0) {
            await db
              .insertInto('act_account_flow')
              .values(
                Array.from({ length: flows }, (_, k) => ({
                  tenant_id: tenantId,
                  account_id: account.id,
                  account_no: `${tag}A${n}`,
                  subject_id: subject.id,
                  subject_no: `${tag}S${n}`,
                  flow_subject_type: 1,
                  account_type_id: null,
                  exchange_type: 3,
                  flow_type: 1,
                  change_num: '1',
                  after_num: String(k + 1),
                  after_credit_num: '0',
                })),
              )
              .execute();
          }
          subjects.push({ id: Number(subject.id), type, dept, byViewer, flows });
        };
        for (const [i, dept] of depts.entries()) {
          const o = w.orgs[i];
          if (i > 0 && o.open) await open(1, dept, dept, o.byViewer, o.flows);
        }
        for (const [i, person] of people.entries()) {
          const e = w.employees[i];
          if (e.open) await open(2, person.id, person.dept, e.byViewer, e.flows);
        }
        if (w.others.provider) await open(9, null, null, w.others.byViewer, 1);
        if (w.others.tenant) await open(0, tenantId, null, w.others.byViewer, 1);

        // The scope, from the parent links: the union of every role's departments, and the viewer's own subjects.
        const children = new Map<number, number[]>();
        w.parents.forEach((parent, i) => parent >= 0 && children.set(depts[parent], [...(children.get(depts[parent]) ?? []), depts[i]]));
        const below = (d: number): number[] => [d, ...(children.get(d) ?? []).flatMap(below)];
        const all = w.roles.some((r) => r.dsType === 0);
        const seen = new Set<number>();
        for (const role of w.roles) {
          if (role.dsType === 1) role.custom.map(deptAt).forEach((d) => seen.add(d));
          if (role.dsType === 2) below(viewerDept).forEach((d) => seen.add(d));
          if (role.dsType === 3) seen.add(viewerDept);
        }
        const self = w.roles.some((r) => r.dsType === 4);
        const expected = subjects.filter((s) => all || ((s.type === 1 || s.type === 2) && ((s.dept !== null && seen.has(s.dept)) || (self && s.byViewer))));

        const token = await t.server.login(`${tag}v`, PASSWORD);
        const list = (await t.server.request('POST', '/accountcenter/subject/list', { token, json: { current: 1, size: 100 } })).body.data;
        expect(list.records.map((r: { id: number }) => r.id).sort()).toEqual(expected.map((s) => s.id).sort());
        expect(list.total).toBe(expected.length);
        const flows = (await t.server.request('POST', '/accountcenter/actaccountflow/detail/page', { token, json: { current: 1, size: 10 } })).body.data;
        expect(flows.total).toBe(expected.reduce((sum, s) => sum + s.flows, 0));
      }),
      { numRuns: 30 },
    );
  });
});
