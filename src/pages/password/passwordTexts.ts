import { addTexts } from '@/providers/i18n';
import { passwordZh } from '@/locales/password.zh';

// The set-password step and the password change bring their zh texts with their chunk, not with the sign-in page
// (docs/performance.md#what-the-browser-loads).
addTexts('zh-CN', { password: passwordZh });
