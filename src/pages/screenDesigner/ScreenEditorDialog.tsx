import { useMemo, useState } from 'react';
import { Alert, App, Button, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Select, Space, Tabs, Typography, type SelectProps } from 'antd';
import { withoutRequired } from '@/engine/a11y';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@schemas/envelope';
import { runtimeScreenPath, SCREEN_PAGE_SIZES, SCREEN_VALUE_TYPES, screenDeclarationSchema, type ScreenRecord, type ScreenSource } from '@schemas/runtimeScreen';
import type { DialogProps } from '@resources/define';
import { http } from '@/providers/client';
import type { ApiError } from '@/providers/apiError';
import { currentLanguage, tm } from '@/providers/i18n';
import { formNameOf, fromForm, toForm, type DesignerValues } from './designerForm';
import { useVersionedSave } from '@/engine/conflict/useVersionedSave';
import { versionOf } from '@/engine/conflict/version';
import { ScreenPreview } from './ScreenPreview';
import { useFormSubmit } from '@/engine/named/formSubmit';

const T = 'screenAdmin';

/** A select without the aria-required antd's Form.Item puts on its box, where ARIA does not allow it. */
function PlainSelect(props: SelectProps & { 'aria-required'?: unknown }) {
  return <Select {...(withoutRequired(props as Record<string, unknown>) as SelectProps)} />;
}

/** The allow-list of sources, as the server owns it. */
export function useScreenSources() {
  return useQuery({
    queryKey: ['screenSources'],
    queryFn: async () => (await http.get<Envelope<ScreenSource[]>>('/admin/screen/sources')).data.data,
    staleTime: Infinity,
  });
}

/**
 * The screen designer's editor (docs/screens.md#screens-built-at-run-time): the form on one side and a live preview of
 * the source's real data on the other, and the JSON for export and import. Every error shows at the field it
 * concerns, whether the schema in the browser or the server's allow-list found it; saving keeps a new version.
 * A save is one intent with its idempotency key, based on the screen record's version (docs/api.md): a screen
 * another designer saved meanwhile asks the conflict dialog, its declaration compared part by part.
 */
export default function ScreenEditorDialog({ resource, row, onClose, onSaved }: DialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const record = row as ScreenRecord | undefined;
  const [form] = Form.useForm<DesignerValues>();
  const { formId, submitProps } = useFormSubmit();
  const initial = useMemo<DesignerValues>(() => (record ? toForm(record.declaration) : { pageSize: 20, columns: [{}], search: [], detail: [], mutations: [] }), [record]);
  const values = Form.useWatch([], form) ?? initial;
  const sources = useScreenSources();
  const source = sources.data?.find((s) => s.key === values.source);
  const [problems, setProblems] = useState<string[]>([]);
  const [json, setJson] = useState('');
  const [jsonError, setJsonError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const versionedSave = useVersionedSave(resource);
  // The screen as it stood at a conflict the user resolved: the next save is based on it.
  const [rebased, setRebased] = useState<ScreenRecord | null>(null);
  const fieldOptions = (source?.fields ?? []).map((f) => ({ value: f.name, label: `${f.name} (${f.type})` }));

  /** Puts each message under its field; those without one go above the form. */
  const showErrors = (issues: { path: readonly (string | number)[]; message: string }[]) => {
    const general: string[] = [];
    const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
    for (const issue of issues) {
      const name = formNameOf(issue.path);
      if (!name) general.push(tm(issue.message));
      else {
        const id = name.join('.');
        if (!byField.has(id)) byField.set(id, { name, errors: [tm(issue.message)] });
      }
    }
    form.setFields([...byField.values()] as Parameters<typeof form.setFields>[0]);
    setProblems(general);
  };

  const save = async () => {
    const decl = fromForm(form.getFieldsValue(true), source);
    setProblems([]);
    const checked = screenDeclarationSchema.safeParse(decl);
    if (!checked.success) {
      showErrors(checked.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message })));
      return;
    }
    setSaving(true);
    try {
      const read = rebased ?? record;
      const parts = Object.keys({ ...checked.data, ...(read?.declaration ?? {}) });
      const outcome = await versionedSave({
        payload: checked.data,
        version: versionOf(read as Record<string, unknown> | undefined),
        send: (request) =>
          record
            ? http.put<Envelope<{ version: number }>>('/admin/screen', { id: record.id, ...checked.data }, { ignoreErrors: true, ...request })
            : http.post<Envelope<{ version: number }>>('/admin/screen', checked.data, { ignoreErrors: true, ...request }),
        conflict: read
          ? {
              fields: parts,
              base: read.declaration as unknown as Record<string, unknown>,
              yours: checked.data as unknown as Record<string, unknown>,
              name: read.key,
              view: (theirs) => (theirs as unknown as ScreenRecord).declaration as unknown as Record<string, unknown>,
            }
          : undefined,
      });
      if (outcome.kind === 'saved') {
        message.success(t(`${T}.saved`, { version: outcome.result.data.data.version }));
        onSaved();
        onClose();
      } else if (outcome.kind === 'theirs' || outcome.kind === 'edit') {
        const theirs = outcome.theirs as unknown as ScreenRecord;
        setRebased(theirs);
        form.setFieldsValue(toForm(outcome.kind === 'theirs' ? theirs.declaration : (outcome.values as unknown as ScreenRecord['declaration'])));
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
      const parsed = screenDeclarationSchema.safeParse(JSON.parse(json));
      if (!parsed.success) {
        setJsonError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${tm(i.message)}`).join('；'));
        return;
      }
      form.setFieldsValue({ ...toForm(parsed.data), key: record?.key ?? parsed.data.key });
      setJsonError(null);
    } catch {
      setJsonError(t(`${T}.jsonInvalid`));
    }
  };

  const formTab = (
    // The declaration's schema checks the whole of it with its own messages, whatever the fields' rules found
    // (they mark what is required): the save runs either way.
    <Form form={form} id={formId} layout="vertical" initialValues={initial} size="small" name="screenDesigner" onFinish={save} onFinishFailed={save}>
      <Row gutter={8}>
        <Col span={12}>
          <Form.Item name="key" label={t(`${T}.fields.key`)} rules={[{ required: true }]}>
            <Input maxLength={40} disabled={Boolean(record)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="source" label={t(`${T}.fields.source`)} rules={[{ required: true }]}>
            <PlainSelect options={(sources.data ?? []).map((s) => ({ value: s.key, label: currentLanguage() === 'en' ? s.title.en : s.title.zh }))} />
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
      <Typography.Text strong>{t(`${T}.fields.columns`)}</Typography.Text>
      <Form.List name="columns">
        {(fields, { add, remove, move }) => (
          <>
            {fields.map(({ key, name }, index) => (
              <div key={key} className="screen-designer-column" data-testid={`designer-column-${index}`}>
                <Row gutter={4}>
                  <Col span={8}>
                    <Form.Item name={[name, 'field']} label={t(`${T}.fields.field`)}>
                      <Select showSearch options={fieldOptions} />
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
                  <Col span={8}>
                    <Form.Item name={[name, 'type']} label={t(`${T}.fields.type`)}>
                      <Select allowClear options={SCREEN_VALUE_TYPES.map((v) => ({ value: v, label: v }))} />
                    </Form.Item>
                  </Col>
                  <Col span={6}>
                    <Form.Item name={[name, 'width']} label={t(`${T}.fields.width`)}>
                      <InputNumber min={40} max={800} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={10}>
                    <Space size={2} style={{ marginTop: 28 }}>
                      <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                        {t(`${T}.actions.up`)}
                      </Button>
                      <Button size="small" disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                        {t(`${T}.actions.down`)}
                      </Button>
                      <Button size="small" danger onClick={() => remove(name)}>
                        {t(`${T}.actions.removeColumn`)}
                      </Button>
                    </Space>
                  </Col>
                  {['enum', 'tag'].includes(values.columns?.[index]?.type ?? '') ? (
                    <Col span={24}>
                      <Form.Item name={[name, 'enumLabels']} label={t(`${T}.fields.enumLabels`)}>
                        <Input.TextArea rows={2} />
                      </Form.Item>
                    </Col>
                  ) : null}
                </Row>
              </div>
            ))}
            <Button size="small" onClick={() => add({})} style={{ marginBottom: 12 }}>
              {t(`${T}.actions.addColumn`)}
            </Button>
          </>
        )}
      </Form.List>
      <Row gutter={8}>
        <Col span={12}>
          <Form.Item name="search" label={t(`${T}.fields.search`)}>
            <Select
              mode="multiple"
              options={(source?.search ?? []).map((s) => ({ value: s.field, label: s.operators[0] === 'between' ? `${s.field} (${t(`${T}.operators.between`)})` : s.field }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="pageSize" label={t(`${T}.fields.pageSize`)}>
            <Select options={SCREEN_PAGE_SIZES.map((v) => ({ value: v, label: String(v) }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="sortField" label={t(`${T}.fields.sortField`)}>
            <Select allowClear options={(source?.sortable ?? []).map((field) => ({ value: field, label: field }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="sortOrder" label={t(`${T}.fields.sortOrder`)}>
            <Select allowClear options={(['asc', 'desc'] as const).map((order) => ({ value: order, label: t(`${T}.sortOrders.${order}`) }))} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="detail" label={t(`${T}.fields.detail`)}>
            <Select mode="multiple" options={fieldOptions} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="mutations" label={t(`${T}.fields.actions`)}>
            <Checkbox.Group options={(source?.mutations ?? []).map((m) => ({ value: m.key, label: t(`buttons.${m.key}`) }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="export" label={t(`${T}.fields.export`)} valuePropName="checked">
            <Checkbox disabled={!source?.export} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="confirmZh" label={t(`${T}.fields.confirmZh`)}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="confirmEn" label={t(`${T}.fields.confirmEn`)}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="visibleJson" label={t(`${T}.fields.visible`)} extra={t(`${T}.visibleHelp`)}>
            <Input.TextArea rows={2} maxLength={2000} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );

  const jsonTab = (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t(`${T}.jsonHelp`)}</Typography.Paragraph>
      <Input.TextArea aria-label="JSON" rows={18} value={json} onChange={(e) => setJson(e.target.value)} style={{ fontFamily: 'monospace' }} status={jsonError ? 'error' : undefined} />
      {jsonError ? <Alert type="error" showIcon message={jsonError} /> : null}
      <Space>
        <Button onClick={importJson}>{t(`${T}.actions.importJson`)}</Button>
        <Button onClick={() => void navigator.clipboard?.writeText(json)}>{t(`${T}.actions.copyJson`)}</Button>
      </Space>
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
        record?.publishedVersion ? (
          <Button key="open" href={runtimeScreenPath(record.key)} target="_blank">
            {t(`${T}.actions.open`)}
          </Button>
        ) : null,
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
        <Col span={11} style={{ maxHeight: '70vh', overflowY: 'auto' }}>
          <Tabs
            size="small"
            onChange={(tab) => tab === 'json' && setJson(JSON.stringify(fromForm(form.getFieldsValue(true), source), null, 2))}
            items={[
              { key: 'form', label: t(`${T}.tabs.form`), children: formTab, forceRender: true },
              { key: 'json', label: t(`${T}.tabs.json`), children: jsonTab },
            ]}
          />
        </Col>
        <Col span={13}>
          <ScreenPreview values={values} source={source} />
        </Col>
      </Row>
    </Modal>
  );
}
