import { DatePicker } from 'antd';

/** The date range search control: its own chunk, loaded by lists that have one (the picker is heavy). */
export default function DateRangeControl({ id, value, onChange }: { id?: string; value?: unknown; onChange?: (value: unknown) => void }) {
  return <DatePicker.RangePicker id={id} value={value as never} onChange={onChange} />;
}
