import { zhPublic } from './zh-CN.public';
import { listToolsZh } from './listTools.zh';
import { gridZh, historyZh } from './history.zh';
import type { homeZh } from './home.zh';
import type { dashboardZh } from './dashboard.zh';
import type { infoZh } from './info.zh';
import type { activitiZh } from './activiti.zh';
import type { premiumZh } from './premium.zh';
import type { pickersZh } from './pickers.zh';
import type { settingsZh } from './settings.zh';
import type { errorLogZh } from './errorLog.zh';
import type { conflictZh } from './conflict.zh';
import type { passwordZh } from './password.zh';
import type { listPanelsZh } from './listPanels.zh';
import type { historyDrawerZh } from './historyDrawer.zh';

import { approvalShellZh } from './approvalShell.zh';
/**
 * zh-CN: the language of the product (the strings of docs/product.md are zh texts). Those of the pages shown without
 * signing in live in zh-CN.public.ts and are registered at start; the shell's and the list's here, registered when
 * the signed-in part loads; a page the first screen does not show brings its own (`*.zh.ts`) with its chunk
 * (docs/performance.md#what-the-browser-loads).
 */
export const zhCN = {
  ...zhPublic,
  tools: listToolsZh,
  history: historyZh,
  grid: gridZh,
  actions: { list: '列表', create: '新增', edit: '编辑', show: '查看', clone: '复制' },
  notifications: {
    success: '成功',
    error: '错误 (状态码: {{statusCode}})',
    undoable: '{{seconds}} 秒后可撤销',
    createSuccess: '新增成功!',
    createError: '新增{{resource}}失败 (状态码: {{statusCode}})',
    editSuccess: '编辑成功!',
    editError: '编辑{{resource}}失败 (状态码: {{statusCode}})',
    deleteSuccess: '删除成功',
    deleteError: '删除{{resource}}失败 (状态码: {{statusCode}})',
  },
  warnWhenUnsavedChanges: '确定离开吗？您有未保存的更改。',
  withheld: { hidden: '无权查看' },
  table: { actions: '操作', total: '共 {{total}} 条', empty: '暂无数据', selectRow: '选择此行', scrollRegion: '表格（可左右滚动）' },
  home: { title: '首页' },
  info: { title: '个人信息' },
  activiti: { title: '任务详情', viewDetail: '查看详情' },
  premium: { title: '版本与服务信息', open: '版本与服务信息' },
  errors: {
    notFoundTitle: '404',
    notFound: '抱歉，您访问的页面不存在',
    forbiddenTitle: '403',
    forbidden: '抱歉，您无权访问此页面',
    unauthorizedTitle: '401',
    unauthorized: '请先登录后再访问',
    serverTitle: '500',
    server: '抱歉，服务器出错了',
  },
  modules: {
    100: '平台',
    200: '餐饮',
    300: '供应链',
    400: '运营',
    500: '商旅',
    601: '商旅',
    630: '商旅',
    610: '商旅运营',
    620: '商旅运营',
    999: '运营',
  },
  accountType: { titles: { list: '账户类型', create: '新增账户类型', edit: '编辑账户类型', show: '账户类型详情' } },
  // The engine's dialogs and confirmations, and the screens built with it (docs/screens.md#declaring-a-screen).
  engine: {
    close: '关闭',
    tableDialog: { picked: '已选 {{count}} 项' },
    badQuery: { title: '页面地址不完整或有误', back: '返回上级页面' },
    confirm: {
      title: '提示',
      default: '确定执行该操作吗?',
      delete: '确定删除「{{name}}」吗? 删除后不可恢复。',
      enable: '确定启用「{{name}}」吗?',
      disable: '确定停用「{{name}}」吗?',
    },
  },
  outMerchant: { titles: { list: '三方企业授权', create: '新增三方企业', edit: '编辑三方企业', show: '三方企业详情' } },
  cityMapping: { titles: { list: '城市映射', edit: '编辑参照关系' } },
  menuAdmin: { titles: { list: '菜单管理', create: '新增菜单', edit: '编辑菜单', show: '菜单详情' } },
  tenantMenu: { titles: { list: '租户菜单' } },
  accountSubject: { titles: { list: '开户管理' } },
  accountChild: { titles: { list: '子账户管理', create: '新增子账户', edit: '编辑子账户', show: '查看子账户' } },
  accountPerson: { titles: { list: '选择员工' } },
  accountOverview: { titles: { list: '账户总览' } },
  accountFlow: { titles: { list: '账户流水' } },
  importLog: { titles: { list: '导入日志' } },
  exportLog: { titles: { list: '导出日志' } },
  audit: { titles: { list: '审计日志', show: '审计详情' } },
  screenAdmin: { titles: { list: '页面设计', create: '新建页面', edit: '设计页面' } },
  approval: approvalShellZh,
  approvalRequest: { titles: { list: approvalShellZh.titles.detail } },
  approvalRule: { titles: { list: approvalShellZh.titles.rules } },
  dashboardAdmin: { titles: { list: '看板设计', create: '新建看板', edit: '设计看板' } },
  // The screens of every module (docs/product.md#the-menu-and-modules).
  systemLog: { titles: { list: '系统日志', show: '日志详情' } },
  deptCardSummary: { titles: { list: '部门卡流水汇总' } },
  scmParam: { titles: { list: '供应链参数' } },
  tenant: { titles: { list: '租户管理' } },
  productLine: { titles: { list: '产品线' } },
  organisation: { titles: { list: '组织机构' } },
  userAdmin: { titles: { list: '用户管理', create: '新增用户', edit: '编辑用户', show: '用户详情' } },
  roleAdmin: { titles: { list: '角色管理', create: '新增角色', edit: '编辑角色', show: '角色详情' } },
  country: { titles: { list: '国家同步' } },
  commonCity: { titles: { list: '常用城市' } },
  /** Tabs and crumbs of the shell's pages that no menu node names. */
  shellPages: { notFound: '页面不存在', embedded: '嵌入页面' },
  importExport: {
    button: '导入/导出',
    menu: { template: '模板下载', import: '导入', importLog: '导入日志', export: '导出', exportLog: '导出日志' },
    acceptHint: '仅支持 .xls 和 .xlsx 文件',
    uploading: '正在上传…',
    exporting: '正在提交导出…',
    logTitle: { import: '导入日志', export: '导出日志' },
    columns: {
      creatorName: '创建人',
      createTime: '创建时间',
      taskName: '任务名称',
      fileName: '文件名称',
      totalNum: '总条数',
      successNum: '成功条数',
      state: '状态',
      progress: '进度',
      actions: '操作',
    },
    progress: {
      label: '任务进度',
      waiting: '排队中',
      reading: '读取文件：已读 {{done}} 行',
      rows: '{{done}} / {{total}} 行',
      rate: '{{rate}} 行/秒',
      left: '剩余约 {{time}}',
      estimating: '正在估算剩余时间',
      seconds: '{{s}} 秒',
      minutes: '{{m}} 分 {{s}} 秒',
      hours: '{{h}} 小时 {{m}} 分',
    },
    running: {
      badge: '{{count}} 个任务进行中',
      title: '进行中的任务',
      importItem: '导入中：{{name}} {{percent}}',
      cancelItem: '取消导出：{{name}} {{percent}}',
    },
    download: '下载结果',
    cancel: '取消导出',
    cancelConfirm: '确定取消该导出任务吗?',
    refresh: '刷新',
    autoRefresh: '任务进行中，列表自动刷新',
    noResult: '暂无结果文件',
    downloadFailed: '下载失败，请稍后重试',
  },
  a11y: {
    more: '更多',
    clear: '清除',
    rangeEnd: '{{label}} 结束日期',
    loading: '正在加载',
    selectColumn: '选择',
    listTotal: '列表已加载，共 {{total}} 条',
    menu: '菜单',
    tools: '工具',
  },
  common: { pleaseInput: '请输入{{label}}', pleaseSelect: '请选择{{label}}', all: '全部' },
  // The admin shell (docs/product.md#the-admin-shell)
  shellTools: { fullScreen: '全屏', exitFullScreen: '退出全屏' },
  tags: { close: '关闭', closeOthers: '关闭其他', closeAll: '关闭全部', actions: '标签操作', more: '更多标签', position: '第 {{position}} 个标签，共 {{count}} 个' },
  theme: { title: '主题', color: '主题色' },
  messages: { title: '系统消息', readAll: '全部已读', empty: '暂无消息' },
  settings: { title: '界面设置' },
  help: {
    title: '在线客服',
    body: '使用中遇到问题？请联系您的客户经理或拨打服务热线 400-800-2026（工作日 9:00-18:00）。',
    apiDocs: 'API 接口文档（供开发人员）',
    copyright: 'Atrium 版本 {{version}}',
  },
};

/** Every zh text: the shell's above and those each page brings with its chunk (the `*.zh.ts` files beside this one). */
export type LocaleResource = typeof zhCN & {
  home: typeof homeZh;
  dashboard: typeof dashboardZh;
  info: typeof infoZh;
  activiti: typeof activitiZh;
  premium: typeof premiumZh;
  pickers: typeof pickersZh;
  settings: typeof settingsZh;
  errorLog: typeof errorLogZh;
  password: typeof passwordZh;
  conflict: typeof conflictZh;
  tools: typeof listPanelsZh;
  history: typeof historyDrawerZh;
};

export { zhMessages } from './zh-CN.public';
