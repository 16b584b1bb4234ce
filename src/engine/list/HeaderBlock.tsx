import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnDecl, HeaderDecl, ResourceDecl } from '@resources/define';
import { columnKey } from '@resources/define';
import { currentLanguage } from '@/providers/i18n';
import { renderCell, textOf } from '../values/renderValue';
import { optionLabel, useOptions } from '../values/useOptions';
import { useDeclContext } from '../route/pageContext';
import { columnTitle } from './tableColumns';
import { dayTextOf, searchNameOf, type SearchColumn } from './searchQuery';
import { Details } from '@/engine/named/Details';

type Day = { format(pattern: string): string };

/** The search in force, one item: a date range as `from ~ to`, a choice by its label, text as typed. */
function AppliedValue({ column, value }: { column: SearchColumn; value: unknown }) {
  const ctx = useDeclContext();
  const s = column.search;
  const { options } = useOptions(s.widget === 'select' ? (s.options ?? column.enum) : undefined, ctx, s.widget === 'select');
  if (value === undefined || value === null || value === '') return <span className="cell-empty">-</span>;
  if (s.widget === 'dateRange') {
    const [from, to] = (Array.isArray(value) ? value : []) as (Day | string | null)[];
    return <>{`${dayTextOf(from) ?? ''} ~ ${dayTextOf(to) ?? ''}`}</>;
  }
  if (s.widget === 'select') return <>{optionLabel(options, value) ?? textOf(column, value, currentLanguage())}</>;
  return <>{String(value)}</>;
}

interface Props {
  resource: ResourceDecl;
  header: HeaderDecl;
  record: Record<string, unknown> | undefined;
  loading: boolean;
  /** The search columns and their applied values (a header of the search in force). */
  searchColumns: SearchColumn[];
  applied: Record<string, unknown>;
}

/** The block above a list (docs/product.md#routes-and-screens): a record as descriptions, a summary as statistics, or the search in force. */
export default function HeaderBlock({ resource, header, record, loading, searchColumns, applied }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const name = resource.name;

  if (header.source === 'filters') {
    const items = header.items.map((key) => searchColumns.find((c) => searchNameOf(c) === key || columnKey(c) === key)).filter((c): c is SearchColumn => !!c);
    return (
      <Card variant="borderless" className="resource-header" data-testid={header.testId} title={header.titleKey ? t(header.titleKey) : undefined}>
        <Details column={{ xs: 1, md: 2, xl: 3 }} size="small">
          {items.map((c) => (
            <Details.Item key={searchNameOf(c)} label={t(c.search.labelKey ?? c.titleKey ?? `${name}.fields.${columnKey(c)}`)}>
              <AppliedValue column={c} value={applied[searchNameOf(c)]} />
            </Details.Item>
          ))}
        </Details>
      </Card>
    );
  }

  const items = header.items as ColumnDecl[];
  const title = header.source === 'reply' && header.titleField && record?.[header.titleField] ? String(record[header.titleField]) : header.titleKey ? t(header.titleKey) : undefined;
  const body = (() => {
    if (loading && !record) return <Skeleton active paragraph={{ rows: 2 }} />;
    if (!record) return header.emptyKey ? t(header.emptyKey) : null;
    if (header.source === 'reply' && header.layout === 'statistics') {
      return (
        <Row gutter={16} className="resource-statistics">
          {items.map((col) => (
            <Col key={columnKey(col)} xs={12} md={8} xl={4}>
              <Statistic title={columnTitle(col, name, t)} valueRender={() => renderCell(col, record, lang)} />
            </Col>
          ))}
        </Row>
      );
    }
    return (
      <Details column={{ xs: 1, md: 2, xl: 3 }} size="small">
        {items.map((col) => (
          <Details.Item key={columnKey(col)} label={columnTitle(col, name, t)}>
            {renderCell(col, record, lang)}
          </Details.Item>
        ))}
      </Details>
    );
  })();
  return (
    <Card variant="borderless" className="resource-header" data-testid={header.testId} title={title}>
      {body}
    </Card>
  );
}
