import { sql, type Kysely } from 'kysely';

/**
 * People and access administered in the console (docs/security.md, "Users, roles and data scopes").
 *
 * - Departments keep their place in the tree as a path of ids (`/1/5/23/`), so "this department and everything
 *   below it" is a prefix and a record's department is checked against a data scope without walking the tree.
 *   Triggers keep it, whoever writes: an insert takes its parent's path and the level below it, and a move (a new
 *   parent_id) rewrites the path and level of the department and of everything below it, refusing a move into its
 *   own subtree.
 * - Users: an ID number, the temporary-password flag (they set their own before anything else), a delete flag
 *   (a deleted user keeps their rows for the trail and the logs but leaves every list).
 * - Roles: the data scope (`ds_type` 0 all, 1 custom departments, 2 own department and below, 3 own department,
 *   4 self), the custom departments (`ds_scope`) and the withheld fields.
 * - Subjects: who opened them (`create_by`), which a "self" scope sees.
 * - Users, roles and departments carry a `version`: 1 when inserted, one more at each update.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    sql`alter table sys_dept add column path text`,
    sql`alter table sys_dept add column version integer not null default 1`,
    sql`alter table sys_dept add column update_time timestamptz`,
    sql`with recursive placed as (
        select dept_id, '/' || dept_id || '/' as path from sys_dept d
        where parent_id = 0 or not exists (select 1 from sys_dept p where p.dept_id = d.parent_id)
        union all
        select d.dept_id, placed.path || d.dept_id || '/' from sys_dept d join placed on d.parent_id = placed.dept_id
      )
      update sys_dept d set path = placed.path from placed where placed.dept_id = d.dept_id`,
    sql`update sys_dept set path = '/' || dept_id || '/' where path is null`,
    sql`alter table sys_dept alter column path set not null`,
    sql`create index sys_dept_path on sys_dept (path text_pattern_ops)`,
    sql`create function sys_dept_placed() returns trigger language plpgsql as $$
      declare
        parent_path text;
        parent_level integer;
      begin
        if new.parent_id <> 0 then
          select path, level into parent_path, parent_level from sys_dept where dept_id = new.parent_id;
        end if;
        new.path := coalesce(parent_path, '/') || new.dept_id || '/';
        new.level := coalesce(parent_level + 1, 0);
        return new;
      end $$`,
    sql`create trigger sys_dept_placed before insert on sys_dept for each row execute function sys_dept_placed()`,
    sql`create function sys_dept_moved() returns trigger language plpgsql as $$
      declare
        parent_path text := '/';
        parent_level integer := -1;
      begin
        if new.parent_id <> 0 then
          select path, level into parent_path, parent_level from sys_dept where dept_id = new.parent_id;
          if parent_path is null then
            raise exception 'department % cannot move under % which does not exist', new.dept_id, new.parent_id;
          end if;
          if parent_path like old.path || '%' then
            raise exception 'department % cannot move into its own subtree', new.dept_id;
          end if;
        end if;
        new.path := parent_path || new.dept_id || '/';
        new.level := parent_level + 1;
        update sys_dept
          set path = new.path || substr(path, length(old.path) + 1), level = level + (new.level - old.level), version = version + 1
          where path like old.path || '%' and dept_id <> new.dept_id;
        return new;
      end $$`,
    sql`create trigger sys_dept_moved before update of parent_id on sys_dept
      for each row when (old.parent_id is distinct from new.parent_id) execute function sys_dept_moved()`,

    sql`alter table sys_user add column id_number varchar(21)`,
    sql`alter table sys_user add column password_temporary boolean not null default false`,
    sql`alter table sys_user add column del_flag char(1) not null default '0'`,
    sql`alter table sys_user add column version integer not null default 1`,
    sql`alter table sys_user add column update_time timestamptz`,

    sql`alter table sys_role add column ds_type smallint not null default 0`,
    sql`alter table sys_role add column ds_scope jsonb not null default '[]'`,
    sql`alter table sys_role add column withheld jsonb not null default '[]'`,
    sql`alter table sys_role add column version integer not null default 1`,
    sql`alter table sys_role add column create_time timestamptz not null default now()`,
    sql`alter table sys_role add column update_time timestamptz`,
    sql`create index sys_user_role_role on sys_user_role (role_id)`,

    sql`alter table act_subject add column create_by bigint`,
    sql`create index act_subject_creator on act_subject (tenant_id, create_by) where create_by is not null`,
  ];
  for (const statement of statements) await statement.execute(db);
}
