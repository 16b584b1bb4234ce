import { keepAliveEnum, menuFormSchema, menuTypeEnum, menuUpdateSchema } from '@schemas/menuAdmin';
import type { MenuNode } from '@schemas/menu';
import { defineResource } from './define';
import { menuAdminTexts } from './texts/menuAdmin';

/** Menu administration (docs/product.md#menus-and-tenants): the tree with create, edit, delete, view. */
export default defineResource<MenuNode>()({
  api: {
    list: '/admin/menu/tree',
    one: '/admin/menu/:id',
    create: { url: '/admin/menu', method: 'post' },
    update: { url: '/admin/menu', method: 'put' },
    delete: { url: '/admin/menu/:id', method: 'delete' },
    productLines: '/admin/dict/type/product_line',
  },
  schema: { create: menuFormSchema, update: menuUpdateSchema },
  titleField: 'name',
  columns: [
    { field: 'id' },
    { field: 'name' },
    { field: 'enName' },
    { field: 'path' },
    { field: 'icon' },
    { field: 'sortOrder' },
    { field: 'type', type: 'enum', enum: menuTypeEnum },
    { field: 'keepAlive', type: 'enum', enum: keepAliveEnum },
    { field: 'permission' },
    { field: 'roles' },
  ],
  form: [
    { field: 'parentId', widget: 'plugin', plugin: 'parentMenu' },
    { field: 'name', widget: 'input', maxLength: 64 },
    { field: 'enName', widget: 'input', maxLength: 64 },
    { field: 'type', widget: 'radio', enum: menuTypeEnum },
    { field: 'path', widget: 'plugin', plugin: 'menuPath' },
    { field: 'icon', widget: 'input', maxLength: 64 },
    { field: 'sortOrder', widget: 'number' },
    { field: 'keepAlive', widget: 'radio', enum: keepAliveEnum },
    { field: 'permission', widget: 'input', maxLength: 100 },
    { field: 'roles', widget: 'tags' },
  ],
  showFields: [
    { field: 'id' },
    { field: 'parentId' },
    { field: 'name' },
    { field: 'enName' },
    { field: 'type', type: 'enum', enum: menuTypeEnum },
    { field: 'path' },
    { field: 'icon' },
    { field: 'sortOrder' },
    { field: 'keepAlive', type: 'enum', enum: keepAliveEnum },
    { field: 'permission' },
    { field: 'roles' },
  ],
  toolbar: [{ key: 'create', kind: 'create', permission: 'sys_menu_add' }],
  actions: [
    { key: 'edit', kind: 'edit', permission: 'sys_menu_edit' },
    { key: 'delete', kind: 'delete', permission: 'sys_menu_del' },
  ],
  messages: { create: '新增成功!', edit: '编辑成功!', delete: '删除成功' },
  formWidth: 600,
  page: 'menuAdmin',
  texts: menuAdminTexts,
});
