import { Button, Space } from 'antd';
import { useCan } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { BulkActionDecl, ResourceDecl } from '@resources/define';
import type { RowSelection } from './useRowSelection';

function BulkButton({
  resource,
  action,
  label,
  disabled,
  busy,
  onRun,
}: {
  resource: ResourceDecl;
  action: BulkActionDecl;
  label: string;
  disabled: boolean;
  busy: boolean;
  onRun: () => void;
}) {
  const { data } = useCan({ resource: resource.name, action: action.key });
  if (!data?.can) return null;
  return (
    <Button size="small" danger={action.danger ?? action.kind === 'delete'} disabled={disabled} loading={busy} onClick={onRun} data-bulk={action.key}>
      {label}
    </Button>
  );
}

interface Props {
  resource: ResourceDecl;
  selection: RowSelection;
  busyKey: string | null;
  labelOf: (action: BulkActionDecl) => string;
  onRun: (action: BulkActionDecl) => void;
}

/** Above a list with bulk actions: how many rows are ticked (on every page), 清空, and the actions on them. */
export function BulkBar({ resource, selection, busyKey, labelOf, onRun }: Props) {
  const { t } = useTranslation();
  const none = selection.count === 0;
  return (
    <div className="bulk-bar" data-testid="bulk-bar" role="region" aria-label={t('tools.bulk.confirmTitle')}>
      {/* Plain text in the page's own colour (what Typography.Text showed), without Typography's script. */}
      <span aria-live="polite" data-testid="bulk-count">
        {t('tools.bulk.selected', { count: selection.count })}
      </span>
      <Button size="small" type="link" onClick={selection.clear} disabled={none}>
        {t('tools.bulk.clear')}
      </Button>
      <Space size={8} wrap>
        {(resource.bulk ?? []).map((action) => (
          <BulkButton
            key={action.key}
            resource={resource}
            action={action}
            label={labelOf(action)}
            disabled={none || !!busyKey}
            busy={busyKey === action.key}
            onRun={() => onRun(action)}
          />
        ))}
      </Space>
    </div>
  );
}
