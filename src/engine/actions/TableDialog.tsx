import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeclContext, ResourceDecl, TableDialogDecl } from '@resources/define';
import { columnKey } from '@resources/define';
import { currentLanguage } from '@/providers/i18n';
import { columnTitle, tableColumnsOf } from '../list/tableColumns';
import { renderCell } from '../values/renderValue';
import { DataTable } from '@/engine/named/DataTable';
import { Details } from '@/engine/named/Details';
import { useClearable } from '@/engine/named/icons';
import { savingSpinner } from '@/engine/named/Button';
import { useRowCheckLabel } from '../a11y';
import { useTableDialogRows } from './useTableDialogRows';
import { useTableDialogPick } from './useTableDialogPick';

type Row = Record<string, unknown>;

interface Props {
  resource: ResourceDecl;
  decl: TableDialogDecl<Row>;
  row: Row;
  ctx: DeclContext;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A table in a dialog, fed by a call made for the record (docs/screens.md#table-dialogs):
 * the record's declared fields above; the declared search boxes (Enter or 搜索 asks from page 1); the rows,
 * paged by the server when declared, with their loading, empty and failed states; and, when the declaration
 * picks, one row by radio or several by check box (a row's click picks it too), saved by the declared call.
 */
export default function TableDialog({ resource, decl, row, ctx, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const checkLabel = useRowCheckLabel();
  const lang = currentLanguage();
  const rows = useTableDialogRows(resource, decl, row);
  const picker = useTableDialogPick(resource, decl, row, ctx, onSaved);
  const rowKey = decl.rowKey;
  const keyOf = (r: Row) => (typeof rowKey === 'function' ? rowKey(r) : (r[rowKey] as string | number));
  const save = async () => {
    if (await picker.save()) onClose();
  };

  const footer = decl.pick
    ? [
        <Button key="cancel" onClick={onClose}>
          {t('buttons.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={savingSpinner(picker.saving)} disabled={picker.saving} onClick={() => void save()} data-testid="form-save">
          {t('buttons.save')}
        </Button>,
      ]
    : null;

  return (
    <Modal open title={t(decl.titleKey)} onCancel={onClose} footer={footer} width={decl.width ?? 720} maskClosable={!decl.pick} destroyOnHidden>
      {decl.info ? (
        <Details size="small" column={2} className="dialog-info">
          {decl.info.map((col) => (
            <Details.Item key={columnKey(col)} label={columnTitle(col, resource.name, t)}>
              {renderCell(col, row, lang) || '-'}
            </Details.Item>
          ))}
        </Details>
      ) : null}
      {decl.search?.length ? (
        <Space.Compact className="table-dialog-search">
          {decl.search.map((f) => (
            <Input
              key={f.name}
              value={rows.typed[f.name]}
              onChange={(e) => rows.type(f.name, e.target.value)}
              onPressEnter={rows.search}
              placeholder={t(f.labelKey)}
              aria-label={t(f.labelKey)}
              allowClear={clearable}
            />
          ))}
          <Button type="primary" onClick={rows.search}>
            {t('buttons.search')}
          </Button>
        </Space.Compact>
      ) : null}
      {rows.error ? <Alert type="error" showIcon message={rows.error} /> : null}
      {decl.pick?.mode === 'multi' ? (
        <Typography.Text type="secondary" className="table-dialog-picked" aria-live="polite">
          {t('engine.tableDialog.picked', { count: picker.keys.length })}
        </Typography.Text>
      ) : null}
      <DataTable<Row>
        rowKey={rowKey}
        size="small"
        loading={rows.loading}
        dataSource={rows.rows}
        rowSelection={
          decl.pick
            ? {
                type: decl.pick.mode === 'multi' ? 'checkbox' : 'radio',
                getCheckboxProps: checkLabel,
                selectedRowKeys: picker.keys,
                preserveSelectedRowKeys: true,
                onChange: (keys) => picker.setKeys(keys),
              }
            : undefined
        }
        onRow={
          decl.pick
            ? (r) => ({
                // A click on the radio or check box itself is the selection's own change.
                onClick: (e) => {
                  if (!(e.target as HTMLElement).closest('.ant-table-selection-column')) picker.pick(keyOf(r));
                },
              })
            : undefined
        }
        pagination={
          decl.pageSize
            ? {
                current: rows.page,
                pageSize: decl.pageSize,
                total: rows.total,
                showSizeChanger: false,
                onChange: rows.goTo,
                showTotal: (total) => t('table.total', { total }),
              }
            : false
        }
        locale={{ emptyText: t('table.empty') }}
        columns={tableColumnsOf(decl.columns, resource.name, t, lang)}
      />
    </Modal>
  );
}
