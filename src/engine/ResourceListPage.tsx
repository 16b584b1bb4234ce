import { lazy, Suspense } from 'react';
import { Button, Card, Empty, Space, Table, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import { tm } from '@/providers/i18n';
import { LIST_FAILED_MESSAGE } from '@/providers/httpMessages';
import { ImportExportDropdown } from './importExport/ImportExportDropdown';
import { SearchForm } from './SearchForm';
import { useResourceList } from './useResourceList';
import { useRowActions, type OpenDialog } from './useRowActions';
import { CreateButton, RowActions } from './RowActions';
import './engine.css';

// The dialogs load when first opened: their form controls are not part of showing the list.
const ResourceFormModal = lazy(() => import('./ResourceFormModal').then((m) => ({ default: m.ResourceFormModal })));
const ResourceShowModal = lazy(() => import('./ResourceShowModal').then((m) => ({ default: m.ResourceShowModal })));

/** The bespoke dialog a resource declares for the open action, if any. */
function BespokeDialog({ resource, dialog, onClose, onSaved }: { resource: ResourceDecl; dialog: OpenDialog; onClose: () => void; onSaved: () => void }) {
  const Dialog = dialog ? resource.pages?.[dialog.kind] : undefined;
  if (!dialog || !Dialog) return null;
  return (
    <Suspense fallback={null}>
      <Dialog resource={resource} row={'row' in dialog ? dialog.row : undefined} onClose={onClose} onSaved={onSaved} />
    </Suspense>
  );
}

/** A list page generated from a resource declaration: search form, table, paging, row actions, dialogs. */
export default function ResourceListPage({ resource }: { resource: ResourceDecl }) {
  const { t } = useTranslation();
  const { tableProps, columns, searchFormProps, reset, refetch, loading, error, filters } = useResourceList(resource);
  const { dialog, setDialog, run, busyKey, idOf } = useRowActions(resource, refetch);

  const withActions = resource.actions?.length
    ? [
        ...columns,
        {
          key: '__actions',
          title: t('table.actions'),
          fixed: 'right' as const,
          render: (_: unknown, row: BaseRecord) => <RowActions resource={resource} row={row} busyKey={busyKey} idOf={idOf} onRun={run} />,
        },
      ]
    : columns;

  return (
    <div className="resource-page">
      {resource.filters?.length ? (
        <Card variant="borderless" className="resource-search">
          <SearchForm resource={resource} formProps={searchFormProps} onReset={reset} loading={loading} />
        </Card>
      ) : null}
      <Card
        variant="borderless"
        className="resource-table"
        title={t(`${resource.name}.titles.list`)}
        extra={
          <Space>
            {resource.toolbar ? (
              <Suspense fallback={null}>
                <resource.toolbar resource={resource} onChanged={refetch} />
              </Suspense>
            ) : null}
            <CreateButton resource={resource} onClick={() => setDialog({ kind: 'create' })} />
            {resource.importExport && <ImportExportDropdown resource={resource} filters={filters} onImportLogClosed={refetch} />}
            <Tooltip title={t('buttons.refresh')}>
              <Button type="text" icon={<ReloadOutlined />} onClick={refetch} aria-label={t('buttons.refresh')} />
            </Tooltip>
          </Space>
        }
      >
        <Table
          {...tableProps}
          columns={withActions}
          size="middle"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={error ? error.message || tm(LIST_FAILED_MESSAGE) : t('table.empty')}
              />
            ),
          }}
        />
      </Card>
      <BespokeDialog resource={resource} dialog={dialog} onClose={() => setDialog(null)} onSaved={refetch} />
      <Suspense fallback={null}>
        {(dialog?.kind === 'create' || dialog?.kind === 'edit') && !resource.pages?.[dialog.kind] ? (
          <ResourceFormModal
            resource={resource}
            mode={dialog.kind}
            row={dialog.kind === 'edit' ? dialog.row : undefined}
            onClose={() => setDialog(null)}
          />
        ) : null}
        {dialog?.kind === 'show' && !resource.pages?.show ? <ResourceShowModal resource={resource} row={dialog.row} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </div>
  );
}
