import { Button, Space, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useCan, type BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl, RowActionDecl } from '@resources/define';
import { tm } from '@/providers/i18n';

interface ButtonProps {
  resource: ResourceDecl;
  action: RowActionDecl;
  row: BaseRecord;
  busy: boolean;
  onRun: (action: RowActionDecl, row: BaseRecord) => void;
}

/** One row action, shown only when `can` allows it (menu + permission key) and the row qualifies. */
function ActionButton({ resource, action, row, busy, onRun }: ButtonProps) {
  const { t } = useTranslation();
  const { data } = useCan({ resource: resource.name, action: action.key });
  if (!data?.can) return null;
  if (action.visible && !action.visible(row)) return null;
  const reason = action.disabledReason?.(row) ?? null;
  const button = (
    <Button
      type="link"
      size="small"
      danger={action.danger ?? action.kind === 'delete'}
      disabled={!!reason}
      loading={busy}
      onClick={() => onRun(action, row)}
      data-action={action.key}
    >
      {t(action.labelKey ?? `buttons.${action.key}`)}
    </Button>
  );
  return reason ? <Tooltip title={tm(reason)}>{button}</Tooltip> : button;
}

interface Props {
  resource: ResourceDecl;
  row: BaseRecord;
  busyKey: string | null;
  idOf: (row: BaseRecord) => string | number;
  onRun: (action: RowActionDecl, row: BaseRecord) => void;
}

export function RowActions({ resource, row, busyKey, idOf, onRun }: Props) {
  return (
    <Space size={0} wrap className="row-actions">
      {(resource.actions ?? []).map((a) => (
        <ActionButton key={a.key} resource={resource} action={a} row={row} busy={busyKey === `${a.key}:${idOf(row)}`} onRun={onRun} />
      ))}
    </Space>
  );
}

/** The create button of a list, shown when `can` allows `create`. */
export function CreateButton({ resource, onClick }: { resource: ResourceDecl; onClick: () => void }) {
  const { t } = useTranslation();
  const { data } = useCan({ resource: resource.name, action: 'create' });
  if (!resource.form?.length || !resource.schema?.create || !data?.can) return null;
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid="create-button">
      {t('buttons.create')}
    </Button>
  );
}
