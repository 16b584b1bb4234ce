import { addTexts } from '@/providers/i18n';
import { dashboardZh } from '@/locales/dashboard.zh';

// The dashboards' zh texts come with the dashboards' code, not with the signed-in part (docs/performance.md#what-the-browser-loads).
addTexts('zh-CN', { dashboard: dashboardZh });
