import { addTexts } from '@/providers/i18n';
import { activitiZh } from '@/locales/activiti.zh';

// A message's detail page brings its zh texts with its chunk (docs/performance.md#what-the-browser-loads).
addTexts('zh-CN', { activiti: activitiZh });
