import { Select, type SelectProps } from 'antd';
import { withoutRequired } from '../a11y';

/** A select without the aria-required antd's Form.Item puts on its box, where ARIA does not allow it (the declaration editors' required selects). */
export function PlainSelect(props: SelectProps & { 'aria-required'?: unknown }) {
  return <Select {...(withoutRequired(props as Record<string, unknown>) as SelectProps)} />;
}
