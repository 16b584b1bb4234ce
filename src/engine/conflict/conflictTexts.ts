import { addTexts } from '@/providers/i18n';
import { conflictZh } from '@/locales/conflict.zh';

// The conflict dialog and a bulk run's result, which name stale writes, bring their zh texts with their chunks
// (docs/performance.md#what-the-browser-loads).
addTexts('zh-CN', { conflict: conflictZh });
