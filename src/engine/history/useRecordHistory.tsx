import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import { LazyHistoryDrawer } from './LazyHistoryDrawer';

type Row = Record<string, unknown>;

/**
 * The 历史记录 / History row action of a list whose resource names its audited entity (`history`), and the
 * drawer it opens (docs/product.md#history-and-undo).
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
          <LazyHistoryDrawer resource={resource} entity={entity} row={row} onClose={() => setRow(null)} onChanged={reload} />
        </Suspense>
      ) : null,
  };
}
