import { Alert, Button, Card, Form, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageKind, ResourceDecl } from '@resources/define';
import { FormFields } from './FormFields';
import { formPageOf, useFormPage } from './useFormPage';
import { usePublishRecord } from '../route/usePublishRecord';
import '../engine.css';

interface Props {
  resource: ResourceDecl;
  kind: PageKind;
  path: string;
}

const TITLE_BY_MODE = { create: 'create', edit: 'edit', view: 'show' } as const;

/** A form as a page (the addChild, editChild and detailChild of docs/product.md#account-centre): fields, cancel, and save unless it only shows. */
export default function FormPage({ resource, kind, path }: Props) {
  const page = formPageOf(resource, kind);
  if (!page) throw new Error(`resource "${resource.name}" declares no form page for "${kind}"`);
  return <FormPageView resource={resource} kind={kind} path={path} page={page} />;
}

function FormPageView({ resource, kind, path, page }: Props & { page: NonNullable<ReturnType<typeof formPageOf>> }) {
  const { t } = useTranslation();
  const { decl, forcedMode } = page;
  const c = useFormPage(resource, kind, path, decl, forcedMode);
  const title = t(decl.titleKey ?? `${resource.name}.titles.${TITLE_BY_MODE[c.mode]}`);
  usePublishRecord(c.record, resource.titleField);

  const body = (() => {
    if (c.needsRecord && !c.record) {
      return c.loading ? <Skeleton active /> : <Alert type="warning" showIcon message={t('table.empty')} />;
    }
    // A page that only shows (detailChild) has nothing to send: its fields are drawn in a block, not a form; every
    // other page's save is its form's submit button, so Enter in a field saves as the button does.
    return (
      <Form
        component={c.mode === 'view' ? 'div' : 'form'}
        onFinish={() => void c.save()}
        form={c.form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 17 }}
        className="resource-form-page"
        initialValues={c.initialValues}
        onValuesChange={c.keepDraft}
        disabled={c.mode === 'view'}
      >
        <FormFields resource={resource} fields={decl.fields} schema={decl.schema} base={c.base} />
        <Form.Item wrapperCol={{ offset: 5 }}>
          <Space>
            <Button onClick={c.cancel} disabled={false}>
              {t('buttons.cancel')}
            </Button>
            {c.mode !== 'view' && decl.submit ? (
              <Button type="primary" htmlType="submit" loading={c.saving} disabled={c.saving}>
                {t('buttons.save')}
              </Button>
            ) : null}
          </Space>
        </Form.Item>
      </Form>
    );
  })();

  return (
    <div className="resource-page">
      <Card variant="borderless" title={title}>
        {body}
      </Card>
    </div>
  );
}
