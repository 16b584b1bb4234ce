import type { Rule } from 'antd/es/form';
import type { ZodType } from 'zod';
import { tm } from '@/providers/i18n';

/**
 * An antd Form rule from a shared zod schema: the browser shows the same message (translated) that the
 * server would answer. The resource engine of issue 3 will take this role for generated forms.
 */
export function zodRule(schema: ZodType): Rule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(tm(result.error.issues[0]?.message ?? ''));
    },
  };
}
