import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';

type Row = Record<string, unknown>;

// Loads when a record's history is first opened: the drawer, its table and the audit trail's labels are not
// part of every list's first download (DESIGN.md section 10).
const HistoryDrawer = lazy(() => import('./HistoryDrawer').then((m) => ({ default: m.HistoryDrawer })));

/**
 * The 历史记录 / History row action of a list whose resource names its audited entity (`history`), and the
 * drawer it opens (README "History and undo").
 */
export function useRecordHistory(resource: ResourceDecl, reload: () => void) {
  const { t } = useTranslation();
  const [row, setRow] = useState<Row | null>(null);
  const entity = resource.history?.entity;
  return {
    enabled: !!entity,
    button: (record: Row) =>
      entity ? (
        <Button type="link" size="small" data-action="history" data-opens-dialog={`${resource.name}.history`} onClick={() => setRow(record)}>
          {t('history.button')}
        </Button>
      ) : null,
    drawer:
      entity && row ? (
        <Suspense fallback={null}>
          <HistoryDrawer resource={resource} entity={entity} row={row} onClose={() => setRow(null)} onChanged={reload} />
        </Suspense>
      ) : null,
  };
}
