import { useCallback, useRef, useState, type ChangeEvent } from 'react';

/** One check of a sign-in field; the first that fails gives the field's message. */
export interface FieldRule {
  required?: boolean;
  /** With `required`: only spaces count as empty. */
  whitespace?: boolean;
  pattern?: RegExp;
  message?: string;
  /** A check of its own: the message of what is wrong, or nothing. */
  check?: (value: string) => string | undefined;
}

export type FieldRules<V> = { [K in keyof V]?: FieldRule[] };
type Texts<V> = { [K in keyof V]?: string };

/** The message of the first rule the value breaks, if any. */
export function fieldProblem(value: string | undefined, rules: FieldRule[] = []): string | undefined {
  const text = value ?? '';
  for (const rule of rules) {
    if (rule.required && (rule.whitespace ? text.trim() === '' : text === '')) return rule.message;
    if (rule.pattern && text !== '' && !rule.pattern.test(text)) return rule.message;
    if (rule.check) {
      const problem = rule.check(text);
      if (problem) return problem;
    }
  }
  return undefined;
}

/**
 * The sign-in forms' values and messages, the part of antd's Form they used: a field is checked as it changes
 * and all shown fields on submit; a caller may set a field's value or message (a wrong captcha). The sign-in
 * page is the first download, and antd's Form with its validator is a tenth of it (docs/performance.md#what-the-browser-loads).
 */
export function useLoginFields<V extends Record<string, string | undefined>>(
  formName: string,
  rules: FieldRules<V>,
  /** Told of every change the user makes (not of values set by the page). */
  onUserChange?: (name: keyof V) => void,
) {
  const [values, setValues] = useState<Texts<V>>({});
  const [errors, setErrors] = useState<Texts<V>>({});
  // Read synchronously by handlers right after a change (e.g. the second-factor send reads the user name).
  const current = useRef<Texts<V>>({});
  const latestRules = useRef(rules);
  latestRules.current = rules;
  const latestOnChange = useRef(onUserChange);
  latestOnChange.current = onUserChange;

  const setFieldValue = useCallback(<K extends keyof V>(name: K, value: string) => {
    current.current = { ...current.current, [name]: value };
    setValues(current.current);
  }, []);

  const setFieldError = useCallback(<K extends keyof V>(name: K, message: string | undefined) => {
    setErrors((prev) => ({ ...prev, [name]: message }));
  }, []);

  const getFieldValue = useCallback(<K extends keyof V>(name: K): string | undefined => current.current[name], []);

  /** Checks the named fields, shows their messages, and gives the values when all pass (else null). */
  const validate = useCallback((names: (keyof V)[]): V | null => {
    const found: Texts<V> = {};
    for (const name of names) found[name] = fieldProblem(current.current[name], latestRules.current[name]);
    setErrors((prev) => ({ ...prev, ...found }));
    // The named fields passed their checks: a required one holds its text.
    return names.some((name) => found[name]) ? null : (current.current as unknown as V);
  }, []);

  const helpId = (name: keyof V & string) => `${formName}_${name}_help`;

  /** What an input of the field takes: its value, its check on change, and its message for screen readers. */
  const input = <K extends keyof V & string>(name: K) => {
    const error = errors[name];
    return {
      id: `${formName}_${name}`,
      name,
      value: values[name] ?? '',
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        setFieldValue(name, e.target.value);
        setFieldError(name, fieldProblem(e.target.value, latestRules.current[name]));
        latestOnChange.current?.(name);
      },
      status: error ? ('error' as const) : undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? helpId(name) : undefined,
    };
  };

  return { values, errors, input, helpId, setFieldValue, setFieldError, getFieldValue, validate };
}

export type LoginFields<V extends Record<string, string | undefined>> = ReturnType<typeof useLoginFields<V>>;
