import { Button, Result } from 'antd';
import { useGo } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceEntry } from '@resources/define';
import { menuPathOf } from '@resources/index';
import { tm } from '@/providers/i18n';

/** A page opened with a missing or bad route parameter: what is wrong, and the way back to its menu page. */
export function QueryProblem({ entry, message }: { entry: Omit<ResourceEntry, 'load'>; message: string }) {
  const { t } = useTranslation();
  const go = useGo();
  const back = menuPathOf(entry);
  return (
    <Result
      status="warning"
      title={t('engine.badQuery.title')}
      subTitle={<span data-testid="query-problem">{tm(message)}</span>}
      extra={
        back ? (
          <Button type="primary" onClick={() => go({ to: back })}>
            {t('engine.badQuery.back')}
          </Button>
        ) : null
      }
    />
  );
}
