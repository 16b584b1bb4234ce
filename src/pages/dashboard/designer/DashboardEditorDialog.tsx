import { useMemo, useState } from 'react';
import { Alert, App, Button, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Select, Space, Tabs, Typography, type SelectProps } from 'antd';
import { withoutRequired } from '@/engine/a11y';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from '@resources/define';
import type { Envelope } from '@schemas/envelope';
import { dashboardDeclarationSchema, type DashboardRecord } from '@schemas/dashboard';
import { AGGREGATE_NAMES, AGGREGATES, DASHBOARD_HOMES, WIDGET_KINDS, WIDGET_RANGES, type AggregateName } from '@schemas/dashboardConstants';
import { DEFAULT_DASHBOARDS } from '@schemas/dashboardDefaults';
import { http } from '@/providers/client';
import { useVersionedSave } from '@/engine/conflict/useVersionedSave';
import { versionOf } from '@/engine/conflict/version';
import type { ApiError } from '@/providers/apiError';
import { tm } from '@/providers/i18n';
import { useFormSubmit } from '@/engine/named/formSubmit';
import DashboardView from '../DashboardView';
import { formNameOf, fromForm, toForm, type DashboardValues } from './dashboardForm';
import '../dashboardTexts';

const T = 'dashboardAdmin';

/** A select without the aria-required antd's Form.Item puts on its box, where ARIA does not allow it. */
function PlainSelect(props: SelectProps & { 'aria-required'?: unknown }) {
  return <Select {...(withoutRequired(props as Record<string, unknown>) as SelectProps)} />;
}

/**
 * The dashboard designer's editor (docs/screens.md "Dashboards"): the form (or its JSON) beside a live preview over
 * the real aggregates; every error shows at the field it concerns, whether the schema in the browser or the server
 * found it, and saving keeps a new version. A save is one intent with its idempotency key, based on the dashboard
 * record's version (docs/api.md, "Idempotency keys and versions"): a dashboard someone saved, published or
 * withdrew meanwhile asks the conflict dialog, and nothing typed is lost.
 */
export default function DashboardEditorDialog({ resource, row, onClose, onSaved }: DialogProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const record = row as DashboardRecord | undefined;
  const [form] = Form.useForm<DashboardValues>();
  const initial = useMemo(() => toForm(record?.declaration ?? DEFAULT_DASHBOARDS.wel), [record]);
  const values = Form.useWatch([], form) ?? initial;
  const [problems, setProblems] = useState<string[]>([]);
  const [json, setJson] = useState('');
  const [jsonError, setJsonError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const versionedSave = useVersionedSave(resource);
  // The dashboard as it stood at a conflict the user resolved: the next save is based on it.
  const [rebased, setRebased] = useState<DashboardRecord | null>(null);
  const checked = dashboardDeclarationSchema.safeParse(fromForm(values));
  // The save button submits the form (Enter in a field too); its schema checks the whole declaration with its own messages.
  const { formId, submitProps } = useFormSubmit();
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

  const showErrors = (issues: { path: readonly (string | number)[]; message: string }[]) => {
    const general: string[] = [];
    const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
    for (const issue of issues) {
      const name = formNameOf(issue.path);
      if (!name) general.push(tm(issue.message));
      else if (!byField.has(name.join('.'))) byField.set(name.join('.'), { name, errors: [tm(issue.message)] });
    }
    form.setFields([...byField.values()] as Parameters<typeof form.setFields>[0]);
    setProblems(general);
  };

  const save = async () => {
    setProblems([]);
    const decl = dashboardDeclarationSchema.safeParse(fromForm(form.getFieldsValue(true)));
    if (!decl.success) return showErrors(decl.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message })));
    setSaving(true);
    try {
      const read = rebased ?? record;
      const parts = Object.keys({ ...decl.data, ...(read?.declaration ?? {}) });
      const outcome = await versionedSave({
        payload: decl.data,
        version: versionOf(read as Record<string, unknown> | undefined),
        send: (request) =>
          record
            ? http.put<Envelope<{ version: number }>>('/admin/dashboard', { id: record.id, ...decl.data }, { ignoreErrors: true, ...request })
            : http.post<Envelope<{ version: number }>>('/admin/dashboard', decl.data, { ignoreErrors: true, ...request }),
        conflict: read
          ? {
              fields: parts,
              base: read.declaration as unknown as Record<string, unknown>,
              yours: decl.data as unknown as Record<string, unknown>,
              name: en ? read.titleEn : read.titleZh,
              view: (theirs) => (theirs as unknown as DashboardRecord).declaration as unknown as Record<string, unknown>,
              formatValue,
            }
          : undefined,
      });
      if (outcome.kind === 'saved') {
        message.success(t(`${T}.saved`, { version: outcome.result.data.data.version }));
        onSaved();
        onClose();
      } else if (outcome.kind === 'theirs' || outcome.kind === 'edit') {
        const theirs = outcome.theirs as unknown as DashboardRecord;
        setRebased(theirs);
        form.setFieldsValue(toForm(outcome.kind === 'theirs' ? theirs.declaration : (outcome.values as unknown as DashboardRecord['declaration'])));
      } else {
        const failure = outcome.error as ApiError;
        const errors = Object.entries(failure.errors ?? {}).map(([path, text]) => ({ path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: text }));
        if (errors.length > 0) showErrors(errors);
        else setProblems([failure.message]);
      }
    } finally {
      setSaving(false);
    }
  };

  const importJson = () => {
    try {
      const parsed = dashboardDeclarationSchema.safeParse(JSON.parse(json));
      if (!parsed.success) return setJsonError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${tm(i.message)}`).join('；'));
      form.setFieldsValue({ ...toForm(parsed.data), home: record?.home ?? parsed.data.home });
      setJsonError(null);
    } catch {
      setJsonError(t(`${T}.jsonInvalid`));
    }
  };

  const option = (group: string, value: string) => ({ value, label: t(`${T}.${group}.${value}`) });
  const formTab = (
    <Form form={form} id={formId} layout="vertical" initialValues={initial} size="small" name="dashboardDesigner" onFinish={save} onFinishFailed={save}>
      <Row gutter={8}>
        <Col span={24}>
          <Form.Item name="home" label={t(`${T}.fields.home`)} rules={[{ required: true }]}>
            <PlainSelect disabled={Boolean(record)} options={DASHBOARD_HOMES.map((h) => option('homes', h))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="titleZh" label={t(`${T}.fields.titleZh`)} rules={[{ required: true }]}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="titleEn" label={t(`${T}.fields.titleEn`)} rules={[{ required: true }]}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
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
                    <Col span={8}>
                      <Form.Item name={[name, 'titleZh']} label={t(`${T}.fields.titleZh`)}>
                        <Input maxLength={40} />
                      </Form.Item>
                    </Col>
                    <Col span={8}>
                      <Form.Item name={[name, 'titleEn']} label={t(`${T}.fields.titleEn`)}>
                        <Input maxLength={40} />
                      </Form.Item>
                    </Col>
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
                      <Space size={2}>
                        <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                          {t(`${T}.actions.up`)}
                        </Button>
                        <Button size="small" disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                          {t(`${T}.actions.down`)}
                        </Button>
                        <Button size="small" danger onClick={() => remove(name)}>
                          {t(`${T}.actions.removeWidget`)}
                        </Button>
                      </Space>
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

  const jsonTab = (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t(`${T}.jsonHelp`)}</Typography.Paragraph>
      <Input.TextArea aria-label="JSON" rows={18} value={json} onChange={(e) => setJson(e.target.value)} style={{ fontFamily: 'monospace' }} status={jsonError ? 'error' : undefined} />
      {jsonError ? <Alert type="error" showIcon message={jsonError} /> : null}
      <Button onClick={importJson}>{t(`${T}.actions.importJson`)}</Button>
    </Space>
  );

  return (
    <Modal
      open
      width={1280}
      title={t(record ? `${T}.titles.edit` : `${T}.titles.create`)}
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('buttons.cancel')}
        </Button>,
        <Button key="save" type="primary" {...submitProps} loading={saving} disabled={saving} data-testid="form-save">
          {t('buttons.save')}
        </Button>,
      ]}
    >
      {problems.length > 0 ? <Alert type="error" showIcon message={problems.join('；')} style={{ marginBottom: 8 }} /> : null}
      <Row gutter={16}>
        <Col xs={24} lg={10} style={{ maxHeight: '70vh', overflowY: 'auto' }}>
          <Tabs
            size="small"
            onChange={(tab) => tab === 'json' && setJson(JSON.stringify(fromForm(form.getFieldsValue(true)), null, 2))}
            items={[
              { key: 'form', label: t(`${T}.tabs.form`), children: formTab, forceRender: true },
              { key: 'json', label: t(`${T}.tabs.json`), children: jsonTab },
            ]}
          />
        </Col>
        <Col xs={24} lg={14} style={{ maxHeight: '70vh', overflowY: 'auto' }}>
          <Typography.Text strong>{t(`${T}.preview`)}</Typography.Text>
          {checked.success ? <DashboardView declaration={checked.data} /> : <Alert type="info" showIcon message={t(`${T}.previewInvalid`)} />}
        </Col>
      </Row>
    </Modal>
  );
}
