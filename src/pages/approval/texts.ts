import { addTexts } from '@/providers/i18n';
import { approvalZh } from '@/locales/approval.zh';

/**
 * The approval screens' zh texts, registered when they load: on a phone they open without the signed-in part,
 * which brings the console's other texts (English comes whole with the language, src/locales/en.ts).
 */
addTexts('zh-CN', { approval: approvalZh });
