import { useMemo } from 'react';
import { Alert, Button, Checkbox, Col, Form, InputNumber, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from '@resources/define';
import { dashboardDeclarationSchema, type DashboardRecord } from '@schemas/dashboard';
import { AGGREGATE_NAMES, AGGREGATES, DASHBOARD_HOMES, WIDGET_KINDS, WIDGET_RANGES, type AggregateName } from '@schemas/dashboardConstants';
import { DEFAULT_DASHBOARDS } from '@schemas/dashboardDefaults';
import { useDeclarationEditor } from '@/engine/declaration/useDeclarationEditor';
import { DeclarationEditorModal } from '@/engine/declaration/DeclarationEditorModal';
import { PlainSelect } from '@/engine/declaration/PlainSelect';
import { ItemButtons, TitleFields } from '@/engine/declaration/DeclarationFields';
import DashboardView from '../DashboardView';
import { formNameOf, fromForm, toForm, type DashboardValues } from './dashboardForm';
import '../dashboardTexts';

const T = 'dashboardAdmin';

/**
 * The dashboard designer's editor (docs/screens.md "Dashboards"): the form (or its JSON) beside a live preview over
 * the real aggregates; every error shows at the field it concerns, whether the schema in the browser or the server
 * found it, and saving keeps a new version. A save is one intent with its idempotency key, based on the dashboard
 * record's version (docs/api.md, "Idempotency keys and versions"): a dashboard someone saved, published or
 * withdrew meanwhile asks the conflict dialog, and nothing typed is lost. The saving, the errors and the JSON are
 * every versioned declaration's (src/engine/declaration/useDeclarationEditor.ts); the form, the conflict dialog's
 * wording of charts and the preview are the dashboard's.
 */
export default function DashboardEditorDialog({ resource, row, onClose, onSaved }: DialogProps) {
  const { t, i18n } = useTranslation();
  const record = row as DashboardRecord | undefined;
  const [form] = Form.useForm<DashboardValues>();
  const initial = useMemo(() => toForm(record?.declaration ?? DEFAULT_DASHBOARDS.wel), [record]);
  const values = Form.useWatch([], form) ?? initial;
  const checked = dashboardDeclarationSchema.safeParse(fromForm(values));
  const en = i18n.language.startsWith('en');

  /** A part of the declaration as the conflict dialog shows it: titles as text, charts by their titles, kinds and ranges. */
  const formatValue = (field: string, value: unknown): string | undefined => {
    const both = (title: unknown) => {
      const { zh = '', en: english = '' } = (title ?? {}) as { zh?: string; en?: string };
      return en ? `${english} / ${zh}` : `${zh} / ${english}`;
    };
    if (field === 'title' && value && typeof value === 'object') return both(value);
    if (field === 'home' && typeof value === 'string') return t(`${T}.homes.${value}`);
    if (field === 'widgets' && Array.isArray(value)) {
      return (value as { kind?: string; title?: { zh?: string; en?: string }; aggregate?: AggregateName; range?: string }[])
        .map((w) => {
          const parts = [
            w.kind ? t(`${T}.kinds.${w.kind}`) : '',
            w.aggregate && AGGREGATES[w.aggregate] ? AGGREGATES[w.aggregate].title[en ? 'en' : 'zh'] : '',
            w.range ? t(`${T}.ranges.${w.range}`) : '',
          ];
          const name = (en ? w.title?.en : w.title?.zh) ?? '';
          return en ? `${name} (${parts.filter(Boolean).join(', ')})` : `${name}（${parts.filter(Boolean).join('，')}）`;
        })
        .join(en ? '; ' : '；');
    }
    return undefined;
  };

  const editor = useDeclarationEditor({
    resource,
    record,
    form,
    path: '/admin/dashboard',
    schema: dashboardDeclarationSchema,
    texts: T,
    toForm,
    fromForm,
    formNameOf,
    kept: (imported) => ({ home: record?.home ?? imported.home }),
    conflictName: (read) => (en ? read.titleEn : read.titleZh),
    formatValue,
    onSaved,
    onClose,
  });

  const option = (group: string, value: string) => ({ value, label: t(`${T}.${group}.${value}`) });
  const formTab = (
    <Form form={form} id={editor.formId} layout="vertical" initialValues={initial} size="small" name="dashboardDesigner" onFinish={editor.save} onFinishFailed={editor.save}>
      <Row gutter={8}>
        <Col span={24}>
          <Form.Item name="home" label={t(`${T}.fields.home`)} rules={[{ required: true }]}>
            <PlainSelect disabled={Boolean(record)} options={DASHBOARD_HOMES.map((h) => option('homes', h))} />
          </Form.Item>
        </Col>
        <TitleFields texts={T} />
      </Row>
      <Typography.Text strong>{t(`${T}.fields.widgets`)}</Typography.Text>
      <Form.List name="widgets">
        {(fields, { add, remove, move }) => (
          <>
            {fields.map(({ key, name }, index) => {
              const aggregate = values.widgets?.[index]?.aggregate as AggregateName | undefined;
              const info = aggregate ? AGGREGATES[aggregate] : undefined;
              return (
                <div key={key} className="dash-designer-widget" data-testid={`designer-widget-${index}`}>
                  <Row gutter={4}>
                    <Col span={8}>
                      <Form.Item name={[name, 'kind']} label={t(`${T}.fields.kind`)}>
                        <Select options={WIDGET_KINDS.map((k) => option('kinds', k))} />
                      </Form.Item>
                    </Col>
                    <TitleFields texts={T} item={name} span={8} />
                    <Col span={12}>
                      <Form.Item name={[name, 'aggregate']} label={t(`${T}.fields.aggregate`)}>
                        <Select options={AGGREGATE_NAMES.map((a) => ({ value: a, label: en ? AGGREGATES[a].title.en : AGGREGATES[a].title.zh }))} />
                      </Form.Item>
                    </Col>
                    <Col span={12}>
                      <Form.Item name={[name, 'measure']} label={t(`${T}.fields.measure`)}>
                        <Select options={(info?.measures ?? []).map((m) => ({ value: m, label: t(`dashboard.measures.${m}`) }))} />
                      </Form.Item>
                    </Col>
                    {info?.dated ? (
                      <Col span={8}>
                        <Form.Item name={[name, 'range']} label={t(`${T}.fields.range`)}>
                          <Select allowClear options={WIDGET_RANGES.map((r) => option('ranges', r))} />
                        </Form.Item>
                      </Col>
                    ) : null}
                    <Col span={8}>
                      <Form.Item name={[name, 'groupBy']} label={t(`${T}.fields.groupBy`)}>
                        <Select allowClear options={(info?.groupBy ?? []).map((g) => option('groupBys', g))} />
                      </Form.Item>
                    </Col>
                    <Col span={8}>
                      <Form.Item name={[name, 'span']} label={t(`${T}.fields.span`)}>
                        <InputNumber min={1} max={4} precision={0} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    {Object.entries(info?.filters ?? {}).map(([filter, allowed]) => (
                      <Col span={8} key={filter}>
                        <Form.Item name={[name, 'filters', filter]} label={t(`${T}.fields.${filter === 'kind' ? 'kindFilter' : filter}`)}>
                          {allowed === 'id' ? (
                            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                          ) : (
                            <Select allowClear options={allowed.map((v) => ({ value: v, label: String(v) }))} />
                          )}
                        </Form.Item>
                      </Col>
                    ))}
                    <Col span={12}>
                      <Form.Item name={[name, 'allTenants']} valuePropName="checked">
                        <Checkbox>{t(`${T}.fields.allTenants`)}</Checkbox>
                      </Form.Item>
                    </Col>
                    <Col span={12}>
                      <ItemButtons texts={T} index={index} count={fields.length} move={move} onRemove={() => remove(name)} removeKey="removeWidget" />
                    </Col>
                  </Row>
                </div>
              );
            })}
            <Button size="small" onClick={() => add({ kind: 'bar', aggregate: 'rechargesPerDay', measure: 'amount', range: '30d', span: 2 })} style={{ marginBottom: 12 }}>
              {t(`${T}.actions.addWidget`)}
            </Button>
          </>
        )}
      </Form.List>
    </Form>
  );

  return (
    <DeclarationEditorModal
      editor={editor}
      formTab={formTab}
      tabsColumn={{ xs: 24, lg: 10 }}
      previewColumn={{ xs: 24, lg: 14, style: { maxHeight: '70vh', overflowY: 'auto' } }}
      preview={
        <>
          <Typography.Text strong>{t(`${T}.preview`)}</Typography.Text>
          {checked.success ? <DashboardView declaration={checked.data} /> : <Alert type="info" showIcon message={t(`${T}.previewInvalid`)} />}
        </>
      }
    />
  );
}
