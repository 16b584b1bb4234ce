import { AutoComplete, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@schemas/envelope';
import { runtimeScreenPath } from '@schemas/screens';
import type { WidgetPluginProps } from '@resources/define';
import { http } from '@/providers/client';
import { currentLanguage } from '@/providers/i18n';

interface PublishedScreen {
  key: string;
  titleZh: string;
  titleEn: string;
}

/** The published runtime screens the user may put in a menu (docs/screens.md#screens-built-at-run-time). */
export function usePublishedScreens() {
  return useQuery({
    queryKey: ['publishedScreens'],
    queryFn: async () => (await http.get<Envelope<PublishedScreen[]>>('/admin/screen/published', { ignoreErrors: true })).data.data ?? [],
  });
}

/**
 * A menu node's path: free text (a declared screen's route or an http(s) address), and the tenant's published
 * runtime screens offered as `/s/{key}` with their titles. The server refuses a leaf to an unpublished one.
 */
export default function MenuPathInput({ value, onChange, disabled, placeholder, id, ...aria }: WidgetPluginProps) {
  const screens = usePublishedScreens();
  const en = currentLanguage() === 'en';
  const text = typeof value === 'string' ? value : '';
  const options = (screens.data ?? [])
    .map((s) => ({ value: runtimeScreenPath(s.key), label: `${runtimeScreenPath(s.key)} · ${en ? s.titleEn : s.titleZh}` }))
    .filter((o) => !text || o.label.toLowerCase().includes(text.toLowerCase()));
  return (
    // The input is antd's own, so it keeps its placeholder and ARIA ties as the plain path input had them. Its id
    // goes to the AutoComplete, which gives it to the input it draws (an id on the input would be replaced), so
    // the field's label names it.
    <AutoComplete id={id} value={text} onChange={(next) => onChange?.(next)} disabled={disabled} options={options}>
      <Input placeholder={placeholder} maxLength={255} aria-invalid={aria['aria-invalid']} aria-describedby={aria['aria-describedby']} />
    </AutoComplete>
  );
}
