import { lazy, Suspense, useMemo, useRef } from 'react';
import { Card, Empty, Space } from 'antd';
import { Button } from '@/engine/named/Button';
import { ReloadOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import { currentLanguage, tm } from '@/providers/i18n';
import { LIST_FAILED_MESSAGE } from '@/providers/httpMessages';
import { hasPermission } from '@/providers/accessControl';
import { ActionButton } from '../actions/ActionButton';
import { ActionDialogs } from '../actions/ActionDialogs';
import { useActionRunner } from '../actions/useActionRunner';
import { BulkBar } from '../bulk/BulkBar';
import { useBulkRunner } from '../bulk/useBulkRunner';
import { useRowSelection } from '../bulk/useRowSelection';
import { useFocusableScroll } from '../a11y';
import { SecondaryText } from '../values/SecondaryText';
import { useDeclContext } from '../route/pageContext';
import { headerTitleField, usePublishRecord } from '../route/usePublishRecord';
import { arrangeColumns } from './columnSettings';
import { SearchForm } from './SearchForm';
import { tableColumnsOf } from './tableColumns';
import { Toolbar } from './Toolbar';
import { ListTools } from './tools/ListTools';
import { useHeader } from './useHeader';
import { useListController } from './useListController';
import { useToolbarPageActions } from './useToolbarPageActions';
import { useRecordHistory } from '../history/useRecordHistory';
import { usePendingApprovals } from '../approval/usePendingApprovals';
import { useGrid } from '../grid/useGrid';
import { columnKey } from '@resources/define';
import '../engine.css';
import { DataTable } from '@/engine/named/DataTable';

// The header's descriptions and statistics load with the lists that have one.
const HeaderBlock = lazy(() => import('./HeaderBlock'));

interface Props {
  resource: ResourceDecl;
  /** Shown inside another frame (a task log dialog): no search card, no title, these fields always sent. */
  embedded?: { fixed: Record<string, unknown>; active: boolean };
}

/**
 * A list page generated from a declaration: the header block, the search form of the columns that declare
 * one, the toolbar, the table with its row actions, and the dialogs the actions open.
 */
export default function ListPage({ resource, embedded }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const list = useListController(resource, embedded ? { fixed: embedded.fixed, active: embedded.active, tools: false } : {});
  const baseCtx = useDeclContext();
  const header = useHeader(resource.header, baseCtx.query, list.reply);
  const ctx = useDeclContext(header.record);
  const runner = useActionRunner(resource, ctx, { list: () => void list.refetch(), header: header.refetch });
  const headerPending = typeof resource.header?.source === 'object' && !header.record;
  usePublishRecord(header.record, headerTitleField(resource, resource.header));

  // The user's layout of the columns and the table's density (column settings, docs/screens.md#operator-tools-on-every-list); a list in
  // another frame keeps the declaration's.
  const arranged = useMemo(() => arrangeColumns(resource.columns, embedded ? null : list.settings), [resource.columns, embedded, list.settings]);
  const density = embedded ? 'small' : (list.settings?.density ?? 'middle');
  const sort = list.state.sort;
  const columns = useMemo(
    () => tableColumnsOf<BaseRecord>(resource.columns ?? [], resource.name, t, lang, { arranged: embedded ? undefined : arranged, sort }),
    [resource, t, lang, embedded, arranged, sort],
  );
  // Rows can be ticked only where the user may run one of the list's bulk actions.
  const selectable = !embedded && (resource.bulk ?? []).some((a) => !a.permission || hasPermission(a.permission));
  const selection = useRowSelection(resource.idField ?? 'id');
  const bulk = useBulkRunner(resource, ctx, selection, () => void list.refetch());
  useToolbarPageActions(resource, ctx, runner, header.record, !embedded, () => void list.refetch());
  const history = useRecordHistory(resource, () => void list.refetch());
  const rows = (list.tableProps.dataSource ?? []) as Record<string, unknown>[];
  // Rows whose change waits for a checker carry a badge (docs/approvals.md).
  const pending = usePendingApprovals(resource, rows);
  const withActions =
    resource.actions?.length || history.enabled
      ? [
          ...columns,
          {
            key: '__actions',
            title: t('table.actions'),
            fixed: 'right' as const,
            render: (_: unknown, row: BaseRecord) => (
              <Space size={0} wrap className="row-actions">
                {pending.tag(row)}
                {(resource.actions ?? []).map((action) => (
                  <ActionButton
                    key={action.key}
                    resource={resource}
                    action={action}
                    record={row}
                    ctx={ctx}
                    busy={runner.busyKey === `${action.key}:${runner.idOf(row)}`}
                    onRun={runner.run}
                  />
                ))}
                {history.button(row)}
              </Space>
            ),
          },
        ]
      : columns;

  // A table wider than its card scrolls sideways: its scrolling box takes focus so the keyboard can scroll it.
  const tableBox = useRef<HTMLDivElement>(null);
  useFocusableScroll(tableBox, [list.tableProps.dataSource, withActions, density]);
  // The list by keyboard, with its editable cells (docs/screens.md#inline-editing-and-the-keyboard-grid).
  const grid = useGrid({
    resource,
    rows,
    reload: () => void list.refetch(),
    selection: selectable ? selection : null,
    runPrimary: runner.run,
    primary: resource.actions?.[0],
    box: tableBox,
  });
  const tableColumns = embedded
    ? withActions
    : grid.decorate(
        withActions,
        withActions.map((c) => (resource.columns ?? []).find((d) => columnKey(d) === c.key)),
      );

  const emptyText = list.error ? list.error.message || tm(LIST_FAILED_MESSAGE) : list.waiting && resource.waitingKey ? t(resource.waitingKey) : t('table.empty');
  const table = (
    <div ref={tableBox} onKeyDown={embedded ? undefined : grid.onKeyDown}>
      {embedded ? null : grid.live}
      <DataTable
        {...list.tableProps}
        columns={tableColumns}
        rowClassName={embedded ? undefined : grid.rowClassName}
        rowSelection={selectable ? selection.tableProps : undefined}
        size={density}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      />
    </div>
  );

  if (embedded)
    return (
      <>
        <div className="embedded-toolbar">
          <SecondaryText>{list.refreshing ? t('importExport.autoRefresh') : null}</SecondaryText>
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.loading}>
            {t('buttons.refresh')}
          </Button>
        </div>
        {table}
        <ActionDialogs resource={resource} ctx={ctx} runner={runner} />
        {history.drawer}
      </>
    );
  return (
    <div className="resource-page">
      {resource.header ? (
        <Suspense fallback={null}>
          <HeaderBlock
            resource={resource}
            header={resource.header}
            record={header.record}
            loading={header.loading || (resource.header.source === 'reply' && list.loading)}
            searchColumns={list.searchColumns}
            applied={list.applied}
          />
        </Suspense>
      ) : null}
      {list.searchColumns.length ? (
        <Card variant="borderless" className="resource-search">
          <SearchForm resource={resource} columns={list.searchColumns} form={list.searchForm} onRouteFieldChange={list.onRouteFieldChange} onReset={list.reset} loading={list.loading} />
        </Card>
      ) : null}
      <Card
        variant="borderless"
        className="resource-table"
        title={t(`${resource.name}.titles.list`)}
        extra={
          <Toolbar
            resource={resource}
            ctx={ctx}
            runner={runner}
            header={header.record}
            headerPending={headerPending}
            filters={list.filters}
            refetch={() => void list.refetch()}
            tools={
              <ListTools
                resource={resource}
                arranged={arranged}
                density={density}
                state={list.state}
                onSettings={list.saveSettings}
                onResetSettings={list.resetSettings}
                onOpenView={(view) => list.openView(view)}
              />
            }
          />
        }
      >
        {selectable ? <BulkBar resource={resource} selection={selection} busyKey={bulk.busyKey} labelOf={bulk.labelOf} onRun={bulk.run} /> : null}
        {table}
      </Card>
      <ActionDialogs resource={resource} ctx={ctx} runner={runner} />
      {history.drawer}
    </div>
  );
}
