import type { DashboardDeclaration } from './dashboard';
import type { DashboardHome } from './dashboardConstants';

/**
 * The dashboard each module home shows until its tenant publishes one of its own (docs/screens.md "Dashboards").
 * Plain data, checked by the declaration schema like a designer's (tests/unit/dashboardWidgets.test.tsx).
 */
export const DEFAULT_DASHBOARDS: Record<DashboardHome, DashboardDeclaration> = {
  wel: {
    home: 'wel',
    title: { zh: '经营概览', en: 'Business at a glance' },
    widgets: [
      { kind: 'stat', title: { zh: '今日充值', en: 'Recharged today' }, aggregate: 'rechargesPerDay', measure: 'amount', range: 'today', span: 1 },
      { kind: 'stat', title: { zh: '今日消费', en: 'Spent today' }, aggregate: 'consumptionPerDay', measure: 'amount', range: 'today', span: 1 },
      { kind: 'stat', title: { zh: '今日登录', en: 'Sign-ins today' }, aggregate: 'signInsPerDay', measure: 'count', range: 'today', span: 1 },
      { kind: 'stat', title: { zh: '近30天导入导出', en: 'Imports and exports, 30 days' }, aggregate: 'tasksByState', measure: 'count', range: '30d', span: 1 },
      { kind: 'line', title: { zh: '近30天每日充值', en: 'Recharges per day, 30 days' }, aggregate: 'rechargesPerDay', measure: 'amount', range: '30d', span: 2 },
      { kind: 'bar', title: { zh: '各账户类型余额', en: 'Balances by account type' }, aggregate: 'balancesByAccountType', measure: 'amount', span: 2 },
      { kind: 'donut', title: { zh: '账户状态分布', en: 'Accounts by status' }, aggregate: 'accountsByStatus', measure: 'count', span: 2 },
      { kind: 'pie', title: { zh: '近30天按交易类型的流水', en: 'Flows by exchange type, 30 days' }, aggregate: 'flowsByExchangeType', measure: 'amount', range: '30d', span: 2 },
      { kind: 'bar', title: { zh: '近30天每日消费', en: 'Consumption per day, 30 days' }, aggregate: 'consumptionPerDay', measure: 'amount', range: '30d', span: 2 },
      { kind: 'line', title: { zh: '近30天每日登录', en: 'Sign-ins per day, 30 days' }, aggregate: 'signInsPerDay', measure: 'count', range: '30d', span: 2 },
      { kind: 'table', title: { zh: '近30天导入导出任务', en: 'Import and export tasks, 30 days' }, aggregate: 'tasksByState', measure: 'count', range: '30d', span: 4 },
    ],
  },
  scm: {
    home: 'scm',
    title: { zh: '供应链概览', en: 'Supply chain at a glance' },
    widgets: [
      { kind: 'stat', title: { zh: '今日消费', en: 'Spent today' }, aggregate: 'consumptionPerDay', measure: 'amount', range: 'today', span: 2 },
      { kind: 'stat', title: { zh: '近7天导入导出', en: 'Imports and exports, 7 days' }, aggregate: 'tasksByState', measure: 'count', range: '7d', span: 2 },
      { kind: 'bar', title: { zh: '近30天每日消费', en: 'Consumption per day, 30 days' }, aggregate: 'consumptionPerDay', measure: 'amount', range: '30d', span: 2 },
      { kind: 'table', title: { zh: '近30天导入导出任务', en: 'Import and export tasks, 30 days' }, aggregate: 'tasksByState', measure: 'count', range: '30d', span: 2 },
    ],
  },
  operate: {
    home: 'operate',
    title: { zh: '运营概览（全部租户）', en: 'Operations at a glance (every tenant)' },
    widgets: [
      {
        kind: 'stat',
        title: { zh: '全部租户今日充值', en: 'Recharged today, every tenant' },
        aggregate: 'rechargesPerDay',
        measure: 'amount',
        range: 'today',
        allTenants: true,
        span: 2,
      },
      { kind: 'stat', title: { zh: '全部租户今日登录', en: 'Sign-ins today, every tenant' }, aggregate: 'signInsPerDay', measure: 'count', range: 'today', allTenants: true, span: 2 },
      {
        kind: 'line',
        title: { zh: '全部租户近30天每日充值', en: 'Recharges per day, every tenant' },
        aggregate: 'rechargesPerDay',
        measure: 'amount',
        range: '30d',
        allTenants: true,
        span: 2,
      },
      { kind: 'donut', title: { zh: '全部租户账户状态', en: 'Accounts by status, every tenant' }, aggregate: 'accountsByStatus', measure: 'count', allTenants: true, span: 2 },
      {
        kind: 'line',
        title: { zh: '全部租户近30天每日登录', en: 'Sign-ins per day, every tenant' },
        aggregate: 'signInsPerDay',
        measure: 'count',
        range: '30d',
        allTenants: true,
        span: 2,
      },
      {
        kind: 'table',
        title: { zh: '全部租户近30天导入导出', en: 'Imports and exports, every tenant' },
        aggregate: 'tasksByState',
        measure: 'count',
        range: '30d',
        allTenants: true,
        span: 2,
      },
    ],
  },
};
