import { Alert, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@schemas/envelope';
import type { ScreenSource } from '@schemas/runtimeScreen';
import { http } from '@/providers/client';
import { currentLanguage } from '@/providers/i18n';
import { DataTable } from '@/engine/named/DataTable';
import { fromForm, type DesignerValues } from './designerForm';

const PREVIEW_ROWS = 10;

/** A cell as the list shows it: an enum's label in the console's language, JSON as text, the rest as text. */
function cellText(value: unknown, labels: { value: string; zh: string; en: string }[] | undefined, lang: string) {
  if (value === null || value === undefined) return '';
  const label = labels?.find((l) => l.value === String(value));
  if (label) return lang === 'en' ? label.en : label.zh;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The designer's live preview: the first rows of the source's real data in the declared default sort, read by the
 * designer's own call (the server's access and tenant rules apply), under the columns the form declares as it is edited.
 */
export function ScreenPreview({ values, source }: { values: DesignerValues; source: ScreenSource | undefined }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const decl = fromForm(values, source);
  // The declared default sort, as the published screen asks it; a field the source cannot sort by is left to the
  // form's own error at 默认排序字段 rather than refused again here.
  const sort = decl.sort && source?.sortable.includes(decl.sort.field) ? decl.sort : undefined;
  const rows = useQuery({
    queryKey: ['screenPreview', source?.call.path, sort?.field, sort?.order],
    enabled: Boolean(source),
    queryFn: async () =>
      (
        await http.get<Envelope<{ records: Record<string, unknown>[]; total: number }>>(source!.call.path, {
          params: { current: 1, size: PREVIEW_ROWS, ...(sort ? { [sort.order === 'asc' ? 'ascs' : 'descs']: [sort.field] } : {}) },
          ignoreErrors: true,
        })
      ).data.data,
  });
  const columns = decl.columns.filter((c) => c.field);
  return (
    <section aria-label={t('screenAdmin.preview')} data-testid="screen-preview">
      <Typography.Title level={5}>{lang === 'en' ? decl.title.en || t('screenAdmin.preview') : decl.title.zh || t('screenAdmin.preview')}</Typography.Title>
      {!source || columns.length === 0 ? (
        <Typography.Text type="secondary">{t('screenAdmin.previewEmpty')}</Typography.Text>
      ) : rows.isError ? (
        <Alert type="error" showIcon message={(rows.error as Error).message} />
      ) : (
        <DataTable
          size="small"
          rowKey={(r) => String(r.id ?? JSON.stringify(r))}
          loading={rows.isLoading}
          dataSource={rows.data?.records ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={columns.map((c, i) => ({
            key: `${c.field}-${i}`,
            dataIndex: c.field,
            title: (lang === 'en' ? c.title.en : c.title.zh) || c.field,
            width: c.width,
            ellipsis: true,
            render: (value: unknown) => cellText(value, c.enumLabels, lang),
          }))}
          footer={() => t('screenAdmin.previewTotal', { count: rows.data?.total ?? 0 })}
        />
      )}
    </section>
  );
}
