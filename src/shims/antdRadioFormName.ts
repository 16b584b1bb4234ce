import { toArray } from 'antd/es/form/util';

/**
 * antd's radio group names its radios after the form field (`toNamePathStr`), which it takes from antd's form
 * hook module; that module brings the form's field store and validation library (rc-field-form) onto every
 * path with a radio, the first list's included (the table's selection). The same function, without its
 * neighbours (scripts/buildShims.ts).
 */
export function toNamePathStr(name: unknown): string {
  return toArray(name).join('_');
}
