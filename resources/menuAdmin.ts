import { lazy } from 'react';
import { keepAliveEnum, menuFormSchema, menuTypeEnum, menuUpdateSchema } from '@schemas/menuAdmin';
import { defineResource } from './define';

/** Menu administration (SPEC.md section 7, "Menus and tenants"): the tree with create, edit, delete, view. */
export const menuAdminResource = defineResource({
  name: 'menuAdmin',
  module: 100,
  routes: { list: '/admin/menu/index' },
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
    { field: 'path' },
    { field: 'icon' },
    { field: 'sortOrder' },
    { field: 'type', render: 'enum', enum: menuTypeEnum },
    { field: 'keepAlive', render: 'enum', enum: keepAliveEnum },
    { field: 'permission' },
    { field: 'roles' },
  ],
  form: [
    { field: 'parentId', widget: 'custom', component: lazy(() => import('@/pages/menuAdmin/ParentMenuSelect')) },
    { field: 'name', widget: 'input', maxLength: 64 },
    { field: 'type', widget: 'radio', enum: menuTypeEnum },
    { field: 'path', widget: 'input', maxLength: 255 },
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
    { field: 'type', render: 'enum', enum: menuTypeEnum },
    { field: 'path' },
    { field: 'icon' },
    { field: 'sortOrder' },
    { field: 'keepAlive', render: 'enum', enum: keepAliveEnum },
    { field: 'permission' },
    { field: 'roles' },
  ],
  messages: { create: '新增成功!', edit: '编辑成功!', delete: '删除成功' },
  formWidth: 600,
  permissions: { add: 'sys_menu_add', edit: 'sys_menu_edit', delete: 'sys_menu_del' },
  pages: { list: lazy(() => import('@/pages/menuAdmin/MenuAdminPage')) },
});

/** A tenant's menu assignment (`/admin/tenant/product/list`, `PUT /admin/tenant/update/menu`). */
export const tenantMenuResource = defineResource({
  name: 'tenantMenu',
  module: 100,
  routes: { list: '/admin/tenantMenu/index' },
  api: {
    tree: '/admin/menu/tree',
    tenants: '/admin/tenant/list',
    products: '/admin/tenant/product/list',
    productLines: '/admin/dict/type/product_line',
    update: { url: '/admin/tenant/update/menu', method: 'put' },
  },
  columns: [],
  pages: { list: lazy(() => import('@/pages/tenantMenu/TenantMenuPage')) },
});
