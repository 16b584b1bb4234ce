import { addTexts } from '@/providers/i18n';
import { pickersZh } from '@/locales/pickers.zh';

// The pickers bring their zh texts with their chunk (docs/performance.md#what-the-browser-loads).
addTexts('zh-CN', { pickers: pickersZh });
