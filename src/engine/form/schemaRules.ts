import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import type { FieldErrors } from '@schemas/envelope';
import { tm } from '@/providers/i18n';

/** The schema of one field of an object schema, if the schema is an object. */
export function fieldSchemaOf(schema: z.ZodType | undefined, field: string): z.ZodType | undefined {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  return shape?.[field];
}

/** A field is required when its schema refuses "nothing". */
export function isRequired(schema: z.ZodType | undefined, field: string): boolean {
  const fieldSchema = fieldSchemaOf(schema, field);
  return fieldSchema ? !fieldSchema.safeParse(undefined).success : false;
}

/** What a form control holds for "nothing": antd gives undefined, a cleared input gives ''. */
const normalise = (value: unknown) => (value === null ? undefined : value);

/**
 * antd Form rules for one field from the shared zod schema: the very check the server runs, with its
 * message (in the user's language). The asterisk comes from `isRequired` on the Form.Item.
 */
export function rulesFor(schema: z.ZodType | undefined, field: string): Rule[] {
  const fieldSchema = fieldSchemaOf(schema, field);
  if (!fieldSchema) return [];
  return [
    {
      validator: async (_rule, value) => {
        const result = fieldSchema.safeParse(normalise(value));
        if (!result.success) throw new Error(tm(result.error.issues[0]?.message ?? ''));
      },
    },
  ];
}

/**
 * The whole form through the schema (object-level rules included): the parsed values, or the message of
 * each failing field keyed by field.
 */
export function validateAll(schema: z.ZodType | undefined, values: Record<string, unknown>): { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  if (!schema) return { ok: true, data: values };
  const input = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, normalise(v)]));
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data as Record<string, unknown> };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
