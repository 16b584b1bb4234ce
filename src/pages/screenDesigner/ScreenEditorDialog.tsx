import { useMemo } from 'react';
import { Button, Checkbox, Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@schemas/envelope';
import { runtimeScreenPath, SCREEN_PAGE_SIZES, SCREEN_VALUE_TYPES, screenDeclarationSchema, type ScreenRecord, type ScreenSource } from '@schemas/runtimeScreen';
import type { DialogProps } from '@resources/define';
import { http } from '@/providers/client';
import { currentLanguage } from '@/providers/i18n';
import { formNameOf, fromForm, toForm, type DesignerValues } from './designerForm';
import { ScreenPreview } from './ScreenPreview';
import { useDeclarationEditor } from '@/engine/declaration/useDeclarationEditor';
import { DeclarationEditorModal } from '@/engine/declaration/DeclarationEditorModal';
import { PlainSelect } from '@/engine/declaration/PlainSelect';
import { ItemButtons, TitleFields } from '@/engine/declaration/DeclarationFields';

const T = 'screenAdmin';

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
 * another designer saved meanwhile asks the conflict dialog, its declaration compared part by part. The saving, the
 * errors and the JSON are every versioned declaration's (src/engine/declaration/useDeclarationEditor.ts); the form,
 * its sources and the preview are the screen's.
 */
export default function ScreenEditorDialog({ resource, row, onClose, onSaved }: DialogProps) {
  const { t } = useTranslation();
  const record = row as ScreenRecord | undefined;
  const [form] = Form.useForm<DesignerValues>();
  const initial = useMemo<DesignerValues>(() => (record ? toForm(record.declaration) : { pageSize: 20, columns: [{}], search: [], detail: [], mutations: [] }), [record]);
  const values = Form.useWatch([], form) ?? initial;
  const sources = useScreenSources();
  const source = sources.data?.find((s) => s.key === values.source);
  const editor = useDeclarationEditor({
    resource,
    record,
    form,
    path: '/admin/screen',
    schema: screenDeclarationSchema,
    texts: T,
    toForm,
    fromForm: (formValues) => fromForm(formValues, source),
    formNameOf,
    kept: (imported) => ({ key: record?.key ?? imported.key }),
    conflictName: (read) => read.key,
    onSaved,
    onClose,
  });
  const fieldOptions = (source?.fields ?? []).map((f) => ({ value: f.name, label: `${f.name} (${f.type})` }));

  const formTab = (
    // The declaration's schema checks the whole of it with its own messages, whatever the fields' rules found
    // (they mark what is required): the save runs either way.
    <Form form={form} id={editor.formId} layout="vertical" initialValues={initial} size="small" name="screenDesigner" onFinish={editor.save} onFinishFailed={editor.save}>
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
        <TitleFields texts={T} />
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
                  <TitleFields texts={T} item={name} span={8} />
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
                    <ItemButtons texts={T} index={index} count={fields.length} move={move} onRemove={() => remove(name)} removeKey="removeColumn" style={{ marginTop: 28 }} />
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

  return (
    <DeclarationEditorModal
      editor={editor}
      footer={
        record?.publishedVersion ? (
          <Button key="open" href={runtimeScreenPath(record.key)} target="_blank">
            {t(`${T}.actions.open`)}
          </Button>
        ) : null
      }
      formTab={formTab}
      copyJson
      tabsColumn={{ xs: 24, lg: 11 }}
      previewColumn={{ xs: 24, lg: 13 }}
      preview={<ScreenPreview values={values} source={source} />}
    />
  );
}
