import { z } from 'zod';
import { dateTimeText } from './reply';
import { recordVersion, versionField } from './version';
import { idField, MAX_ID } from './input';
import { DENSITIES, LIST_TOOL_LIMITS, LIST_TOOL_MSG, SORT_ORDERS } from './listToolConstants';

/**
 * The operator tools of every generated list (docs/screens.md#operator-tools-on-every-list), as both sides see them: a user's column settings of a
 * list (kept per user, tenant and list on the server) and the saved views of a list (a search, a sort and
 * columns under a name, private or shared with the tenant).
 */

export { DENSITIES, LIST_TOOL_LIMITS, LIST_TOOL_MSG, SORT_ORDERS, VIEW_SHARE_PERMISSION, type Density } from './listToolConstants';

/** A list is known by its resource name (`accountType`): letters, digits, `_`, `-` and `.`. */
export const listKeySchema = z.string({ error: LIST_TOOL_MSG.listKey }).regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, LIST_TOOL_MSG.listKey);

const columnKeySchema = z.string({ error: LIST_TOOL_MSG.columns }).regex(/^[A-Za-z_$][A-Za-z0-9_.$-]{0,63}$/, LIST_TOOL_MSG.columns);

/** One column as the user arranged it: its place is its index in the list. */
export const columnSettingSchema = z.strictObject(
  {
    key: columnKeySchema,
    hidden: z.boolean({ error: LIST_TOOL_MSG.columns }).optional(),
    width: z.number({ error: LIST_TOOL_MSG.columns }).int(LIST_TOOL_MSG.columns).min(40, LIST_TOOL_MSG.columns).max(2000, LIST_TOOL_MSG.columns).optional(),
    fixed: z.enum(['left', 'right'], { error: LIST_TOOL_MSG.columns }).optional(),
  },
  { error: LIST_TOOL_MSG.columns },
);
export type ColumnSetting = z.infer<typeof columnSettingSchema>;

const columnListSchema = z
  .array(columnSettingSchema, { error: LIST_TOOL_MSG.columns })
  .max(LIST_TOOL_LIMITS.columns, LIST_TOOL_MSG.tooManyColumns)
  .refine((list) => new Set(list.map((c) => c.key)).size === list.length, LIST_TOOL_MSG.columns);

/** A user's layout of a list: its columns in order, and the table's density. */
export const listSettingsSchema = z.strictObject(
  {
    columns: columnListSchema,
    density: z.enum(DENSITIES, { error: LIST_TOOL_MSG.columns }).optional(),
  },
  { error: LIST_TOOL_MSG.columns },
);
export type ListSettings = z.infer<typeof listSettingsSchema>;

/**
 * What a view keeps: the search as the list's address writes it (text values, a date range as `from~to`), the
 * sort, and optionally the columns and density. A list reads it leniently: what it no longer has is ignored.
 */
export const viewStateSchema = z.strictObject(
  {
    search: z
      .record(columnKeySchema, z.string({ error: LIST_TOOL_MSG.viewState }).max(LIST_TOOL_LIMITS.searchValue, LIST_TOOL_MSG.viewState), { error: LIST_TOOL_MSG.viewState })
      .refine((r) => Object.keys(r).length <= LIST_TOOL_LIMITS.searchFields, LIST_TOOL_MSG.viewState),
    sort: z.strictObject({ field: columnKeySchema, order: z.enum(SORT_ORDERS, { error: LIST_TOOL_MSG.viewState }) }, { error: LIST_TOOL_MSG.viewState }).optional(),
    columns: columnListSchema.optional(),
    density: z.enum(DENSITIES, { error: LIST_TOOL_MSG.viewState }).optional(),
  },
  { error: LIST_TOOL_MSG.viewState },
);
export type ViewState = z.infer<typeof viewStateSchema>;

const viewNameSchema = z.string({ error: LIST_TOOL_MSG.viewName }).trim().min(1, LIST_TOOL_MSG.viewName).max(LIST_TOOL_LIMITS.viewName, LIST_TOOL_MSG.viewNameMax);

export const viewCreateSchema = z.strictObject(
  {
    listKey: listKeySchema,
    name: viewNameSchema,
    shared: z.boolean({ error: LIST_TOOL_MSG.viewState }).default(false),
    state: viewStateSchema,
  },
  { error: LIST_TOOL_MSG.viewState },
);

/** Rename, share or unshare, or replace what a view keeps; at least one of them. */
export const viewUpdateSchema = z
  .strictObject(
    {
      name: viewNameSchema.optional(),
      shared: z.boolean({ error: LIST_TOOL_MSG.viewState }).optional(),
      state: viewStateSchema.optional(),
      version: versionField.optional(),
    },
    { error: LIST_TOOL_MSG.viewState },
  )
  .refine((v) => v.name !== undefined || v.shared !== undefined || v.state !== undefined, LIST_TOOL_MSG.viewState);

export const viewIdSchema = z.object({ id: idField(LIST_TOOL_MSG.viewId) });

export const listKeyParamSchema = z.object({ listKey: listKeySchema });

/** The user's default view of a list, or none. */
export const defaultViewSchema = z.strictObject(
  {
    listKey: listKeySchema,
    viewId: z.int({ error: LIST_TOOL_MSG.viewId }).min(1, LIST_TOOL_MSG.viewId).max(MAX_ID, LIST_TOOL_MSG.viewId).nullable(),
  },
  { error: LIST_TOOL_MSG.viewId },
);

/** A saved view as the server returns it. */
export const listViewSchema = z
  .strictObject({
    id: z.int(),
    listKey: z.string(),
    name: z.string(),
    shared: z.boolean(),
    state: viewStateSchema,
    ownerId: z.int(),
    ownerName: z.string(),
    mine: z.boolean().describe("The view is the caller's own (only the owner renames, shares or deletes it)"),
    updateTime: dateTimeText,
    version: recordVersion,
  })
  .meta({ id: 'ListView' });
export type ListView = z.output<typeof listViewSchema>;

/** What a list asks for when it opens: the user's layout (null: the declaration's) and default view. */
export const listPrefsReplySchema = z.strictObject({ settings: listSettingsSchema.nullable(), defaultView: listViewSchema.nullable() });
export type ListPrefsReply = z.output<typeof listPrefsReplySchema>;

export const listViewsReplySchema = z.strictObject({ views: z.array(listViewSchema), defaultViewId: z.int().nullable() });
export type ListViewsReply = z.output<typeof listViewsReplySchema>;
