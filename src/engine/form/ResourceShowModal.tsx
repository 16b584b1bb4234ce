import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import { useDataProvider, type BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl, ShowFieldDecl } from '@resources/define';
import { columnKey } from '@resources/define';
import { currentLanguage } from '@/providers/i18n';
import { renderValue } from '../values/renderValue';
import { Details } from '@/engine/named/Details';

/** What the show dialog lists: declared show fields, else the form fields then the other columns shown in the detail. */
export function showFieldsOf(resource: ResourceDecl): ShowFieldDecl[] {
  if (resource.showFields) return resource.showFields;
  const columns = (resource.columns ?? []).filter((c) => !c.hideInDetail && !c.hideInTable);
  const fromForm: ShowFieldDecl[] = (resource.form ?? []).map((f) => {
    const col = columns.find((c) => columnKey(c) === f.field);
    if (col) return { field: f.field, type: col.type, enum: col.enum, colors: col.colors, titleKey: col.titleKey, withheld: col.withheld ?? f.withheld };
    return { field: f.field, type: f.widget === 'json' ? 'json' : f.enum ? 'enum' : undefined, enum: f.enum, withheld: f.withheld };
  });
  const rest = columns
    .filter((c) => !fromForm.some((f) => f.field === columnKey(c)))
    .map((c) => ({ field: columnKey(c), type: c.type, enum: c.enum, colors: c.colors, titleKey: c.titleKey, withheld: c.withheld }));
  return [...fromForm, ...rest];
}

/** The generated show dialog: the record (by `api.one` when declared, else the row) read-only. */
export function ResourceShowModal({ resource, row, onClose }: { resource: ResourceDecl; row: BaseRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider()();
  const [record, setRecord] = useState<BaseRecord>(row);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = row[resource.idField ?? 'id'] as string | number;

  useEffect(() => {
    if (!resource.api.one) return;
    let live = true;
    setLoading(true);
    dataProvider
      .getOne({ resource: resource.name, id, meta: { api: resource.api } })
      .then(({ data }) => live && setRecord(data))
      .catch((e: Error) => live && setError(e.message))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [dataProvider, resource, id]);

  const lang = currentLanguage();
  return (
    <Modal open title={t(`${resource.name}.titles.show`)} onCancel={onClose} width={resource.formWidth ?? 560} footer={<Button onClick={onClose}>{t('engine.close')}</Button>}>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      <Spin spinning={loading}>
        <Details column={1} bordered size="small" className="resource-show">
          {showFieldsOf(resource).map((f) => (
            <Details.Item key={f.field} label={t(f.titleKey ?? `${resource.name}.fields.${f.field}`)}>
              {renderValue(f, record[f.field], lang)}
            </Details.Item>
          ))}
        </Details>
      </Spin>
    </Modal>
  );
}
