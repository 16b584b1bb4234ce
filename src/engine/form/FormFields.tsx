import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { FormContext, FormFieldDecl, ResourceDecl } from '@resources/define';
import { currentLanguage, tm } from '@/providers/i18n';
import { textOf } from '../values/renderValue';
import { FormControl } from './FormControl';
import { isRequired, rulesFor } from './schemaRules';
import { dynamic, scopeOf } from '../dynamic';
import { isWithheld } from '@/providers/withheld';
import { WithheldText } from '../values/WithheldText';

/** docs/product.md#validation, emptiness: null, undefined, '', [] and {} are empty; numbers and booleans are not. */
export const isEmptyValue = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0);

const CHOICE_WIDGETS = new Set(['select', 'multiSelect', 'radio', 'tags', 'plugin']);

interface FieldProps {
  resource: ResourceDecl;
  decl: FormFieldDecl;
  schema?: z.ZodType;
  fctx: FormContext;
  /** The whole form is closed to input (its record loading, or saving). */
  closed?: boolean;
}

/** The hint under a field, from the values being edited. */
function FieldHint({ decl, values }: { decl: FormFieldDecl; values: Record<string, unknown> }) {
  const text = dynamic(decl.hint, `fields.${decl.field}.hint`, [values, currentLanguage()], scopeOf(undefined, { values }), 'values');
  return text ? <div className="form-hint">{text}</div> : null;
}

/** One field: hidden while its condition fails, read-only where declared, its rules from the schema plus `requiredWhen`. */
function FieldItem({ resource, decl, schema, fctx, closed }: FieldProps) {
  const { t } = useTranslation();
  const at = `${resource.name}.fields.${decl.field}`;
  const scope = scopeOf(fctx.record, fctx);
  if (decl.visibleWhen && !dynamic(decl.visibleWhen, `${at}.visibleWhen`, [fctx.values, fctx], scope, 'values')) return null;
  const label = t(decl.labelKey ?? `${resource.name}.fields.${decl.field}`);
  // A field the user's roles withhold: shown as such, and not a form value, so a save never sends it.
  if (isWithheld(decl.withheld)) {
    return (
      <Form.Item label={label}>
        <WithheldText />
      </Form.Item>
    );
  }
  const readOnly =
    fctx.mode === 'view' ||
    (typeof decl.readOnly === 'boolean' ? decl.readOnly : !!dynamic(decl.readOnly, `${at}.readOnly`, [fctx], scope, 'values')) ||
    (fctx.mode === 'edit' && !!decl.readOnlyOnEdit);

  if (decl.display) {
    const id = `${decl.field}-display`;
    return (
      <Form.Item label={label} htmlFor={id}>
        <Input id={id} value={textOf({ type: decl.displayType, enum: decl.enum }, dynamic(decl.display, `${at}.display`, [fctx], scope, 'values'), currentLanguage())} disabled />
      </Form.Item>
    );
  }

  const placeholder = t(decl.placeholderKey ?? `${resource.name}.placeholders.${decl.field}`, {
    defaultValue: t(CHOICE_WIDGETS.has(decl.widget) ? 'common.pleaseSelect' : 'common.pleaseInput', { label }),
  });
  const conditional = decl.requiredWhen && dynamic(decl.requiredWhen.when, `${at}.requiredWhen.when`, [fctx.values, fctx], scope, 'values') ? decl.requiredWhen.message : null;
  const rules: Rule[] = [
    ...rulesFor(schema, decl.field),
    ...(conditional
      ? [
          {
            validator: async (_: unknown, value: unknown) => {
              if (isEmptyValue(value)) throw new Error(tm(conditional));
            },
          },
        ]
      : []),
  ];
  return (
    <Form.Item
      name={decl.field}
      label={label}
      required={!readOnly && (isRequired(schema, decl.field) || !!conditional)}
      rules={readOnly ? [] : rules}
      extra={decl.hint ? <FieldHint decl={decl} values={fctx.values} /> : undefined}
    >
      <FormControl decl={decl} placeholder={placeholder} disabled={readOnly || closed} fctx={fctx} namespace={resource.name} />
    </Form.Item>
  );
}

interface Props {
  resource: ResourceDecl;
  fields: FormFieldDecl[];
  schema?: z.ZodType;
  /** The context without the values: they are watched here. */
  base: Omit<FormContext, 'values'>;
  /**
   * Closes every field to input, as the form's own `disabled` would: a field's control is given its read-only state
   * explicitly, and an explicit `false` would override the form's.
   */
  closed?: boolean;
}

/** The declared fields of a form (dialog or page), each seeing the values so far for its conditions. */
export function FormFields({ resource, fields, schema, base, closed }: Props) {
  const form = Form.useFormInstance();
  const watched = Form.useWatch((values) => values, { form, preserve: true }) as Record<string, unknown> | undefined;
  const fctx: FormContext = { ...base, values: watched ?? form.getFieldsValue(true) };
  return (
    <>
      {fields
        .filter((f) => (base.mode !== 'create' || !f.editOnly) && (base.mode === 'create' || !f.createOnly))
        .map((f) => (
          <FieldItem key={f.field} resource={resource} decl={f} schema={schema} fctx={fctx} closed={closed} />
        ))}
    </>
  );
}
