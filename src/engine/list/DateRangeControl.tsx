import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDayjs } from '@/engine/values/useDayjs';

interface Props {
  id?: string;
  /** The field's label: the form item's label names the first input, this one (with "end date") the second. */
  label: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** The date range search control: its own chunk, loaded by lists that have one (the picker is heavy). */
export default function DateRangeControl({ id, label, value, onChange }: Props) {
  const { t } = useTranslation();
  const dayjs = useDayjs();
  // A day as the address writes it (`yyyy-MM-dd`) becomes a date; a picked date stays as it is.
  const asDay = (v: unknown) => (typeof v === 'string' && v ? dayjs(v) : v || null);
  const range = Array.isArray(value) ? (value.map(asDay) as never) : undefined;
  const end = id ? `${id}_end` : undefined;
  return (
    <>
      <DatePicker.RangePicker id={{ start: id, end }} value={range} onChange={onChange} />
      {end && (
        <label htmlFor={end} className="visually-hidden">
          {t('a11y.rangeEnd', { label })}
        </label>
      )}
    </>
  );
}
