import { formatMoney } from '@schemas/money';

/** A money cell: 2 decimals, right-aligned digits; computed from decimal strings, never floats. */
export function Money({ value }: { value: string | number | null | undefined }) {
  const text = formatMoney(value);
  return <span className="ac-money">{text === '' ? '-' : text}</span>;
}
