import type { ReactNode } from 'react';
import { Alert, Button, Col, Modal, Row, Tabs, type ColProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeclarationEditor } from './useDeclarationEditor';
import { DeclarationJsonTab } from './DeclarationJsonTab';

/**
 * The dialog of a versioned declaration's editor (docs/screens.md#screens-built-at-run-time and docs/screens.md
 * "Dashboards"): the form and JSON tabs on one side, the live preview on the other; the problems no field shows
 * above them; 取消 and 保存 (the form's submit, disabled while it saves) below, after any button of the editor's own.
 */
export function DeclarationEditorModal({
  editor,
  footer,
  formTab,
  copyJson = false,
  tabsColumn,
  previewColumn,
  preview,
}: {
  /** The editor's state and calls (useDeclarationEditor). */
  editor: DeclarationEditor;
  /** Buttons before 取消. */
  footer?: ReactNode;
  /** The form, its id `editor.formId`, submitted by 保存. */
  formTab: ReactNode;
  /** The JSON tab's 复制 (the screen designer's). */
  copyJson?: boolean;
  /** The columns of the tabs and of the preview. */
  tabsColumn: ColProps;
  previewColumn: ColProps;
  preview: ReactNode;
}) {
  const { t } = useTranslation();
  const { texts, problems, saving } = editor;
  const jsonTab = <DeclarationJsonTab texts={texts} json={editor.json} onChange={editor.setJson} error={editor.jsonError} onImport={editor.importJson} copy={copyJson} />;
  return (
    <Modal
      open
      width={1280}
      title={t(editor.editing ? `${texts}.titles.edit` : `${texts}.titles.create`)}
      onCancel={editor.onClose}
      maskClosable={false}
      footer={[
        footer ?? null,
        <Button key="cancel" onClick={editor.onClose}>
          {t('buttons.cancel')}
        </Button>,
        <Button key="save" type="primary" {...editor.submitProps} loading={saving} disabled={saving} data-testid="form-save">
          {t('buttons.save')}
        </Button>,
      ]}
    >
      {problems.length > 0 ? <Alert type="error" showIcon message={problems.join('；')} style={{ marginBottom: 8 }} /> : null}
      <Row gutter={16}>
        <Col {...tabsColumn} style={{ maxHeight: '70vh', overflowY: 'auto' }}>
          <Tabs
            size="small"
            onChange={(tab) => tab === 'json' && editor.showJson()}
            items={[
              { key: 'form', label: t(`${texts}.tabs.form`), children: formTab, forceRender: true },
              { key: 'json', label: t(`${texts}.tabs.json`), children: jsonTab },
            ]}
          />
        </Col>
        <Col {...previewColumn}>{preview}</Col>
      </Row>
    </Modal>
  );
}
