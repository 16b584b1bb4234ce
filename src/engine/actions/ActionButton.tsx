import { Tooltip } from 'antd';
import { Button } from '@/engine/named/Button';
import { PlusOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ActionDecl, DeclContext, ResourceDecl } from '@resources/define';
import { tm } from '@/providers/i18n';
import { dynamic, scopeOf } from '../dynamic';

/** The kinds of action that open a dialog over the page (the others navigate, call or download). */
const OPENS_DIALOG = new Set<ActionDecl['kind']>(['create', 'edit', 'show', 'dialog']);

interface Props {
  resource: ResourceDecl;
  action: ActionDecl;
  record: Record<string, unknown> | undefined;
  ctx: DeclContext;
  busy: boolean;
  /** A toolbar button (a real button) rather than a row's link. */
  inToolbar?: boolean;
  /** Greyed out whatever the action says (a toolbar action before its header record arrived). */
  waiting?: boolean;
  onRun: (action: ActionDecl, record: Record<string, unknown> | undefined) => void;
}

/**
 * One action's button: shown when `can` allows it (the menu and the action's permission key) and the record
 * qualifies; greyed out, with the reason as its tooltip, while the declaration gives one.
 */
export function ActionButton({ resource, action, record, ctx, busy, inToolbar, waiting, onRun }: Props) {
  const { t } = useTranslation();
  const { data } = useCan({ resource: resource.name, action: action.key });
  if (!data?.can) return null;
  const at = `${resource.name}.actions.${action.key}`;
  const scope = scopeOf(record, ctx);
  if (action.visible && !dynamic(action.visible, `${at}.visible`, [record, ctx], scope)) return null;
  const reason = record || !inToolbar ? (dynamic(action.disabledReason, `${at}.disabledReason`, [record, ctx], scope) ?? null) : null;
  // The resource's own label of the action, else the common one of its key (buttons.edit).
  const label = t(action.labelKey ?? `${resource.name}.actions.${action.key}`, { defaultValue: t(`buttons.${action.key}`) });
  const button = (
    <Button
      type={inToolbar ? (action.primary ? 'primary' : 'default') : 'link'}
      size={inToolbar ? 'middle' : 'small'}
      icon={inToolbar && action.kind === 'create' ? <PlusOutlined /> : undefined}
      danger={action.danger ?? action.kind === 'delete'}
      disabled={!!reason || waiting}
      loading={busy}
      onClick={() => onRun(action, record)}
      data-action={action.key}
      data-action-kind={action.kind}
      data-testid={action.kind === 'create' ? 'create-button' : undefined}
      // What the button opens, for the accessibility walk of the browser tests (tests/e2e/axeWalk.ts).
      data-opens-dialog={OPENS_DIALOG.has(action.kind) ? `${resource.name}.${action.key}` : undefined}
      data-opens-page={action.kind === 'navigate' ? `${resource.name}.${action.key}` : undefined}
    >
      {label}
    </Button>
  );
  return reason ? <Tooltip title={tm(reason)}>{button}</Tooltip> : button;
}
