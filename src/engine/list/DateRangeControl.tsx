import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** A day as the address writes it (`yyyy-MM-dd`) becomes a date; a picked date stays as it is. */
const asDay = (v: unknown) => (typeof v === 'string' && v ? dayjs(v) : v || null);

/** The date range search control: its own chunk, loaded by lists that have one (the picker is heavy). */
export default function DateRangeControl({ id, value, onChange }: { id?: string; value?: unknown; onChange?: (value: unknown) => void }) {
  const range = Array.isArray(value) ? (value.map(asDay) as never) : undefined;
  return <DatePicker.RangePicker id={id} value={range} onChange={onChange} />;
}
