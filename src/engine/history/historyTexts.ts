import { addTexts } from '@/providers/i18n';
import { historyDrawerZh } from '@/locales/historyDrawer.zh';

// The history drawer, undo's revert and the conflict dialog bring the history's zh texts with their chunks
// (docs/performance.md#what-the-browser-loads); a list shows only its history button and 撤销.
addTexts('zh-CN', { history: historyDrawerZh });
