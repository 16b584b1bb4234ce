import { addTexts } from '@/providers/i18n';
import { listPanelsZh } from '@/locales/listPanels.zh';

// The column settings and views panels, a bulk run's result, the command palette and the shortcuts bring their zh
// texts with their chunks (docs/performance.md#what-the-browser-loads); a list shows only its tools' buttons.
addTexts('zh-CN', { tools: listPanelsZh });
