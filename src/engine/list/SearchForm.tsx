import { lazy, Suspense, type ReactNode } from 'react';
import { Select, Space } from 'antd';
import { Input } from '@/engine/named/Input';
import { Button } from '@/engine/named/Button';
import { LoadingOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import { columnKey } from '@resources/define';
import { useDeclContext } from '../route/pageContext';
import { isRemote, useOptions } from '../values/useOptions';
import { searchNameOf, type SearchColumn } from './searchQuery';
import { useClearable } from '../named/icons';

interface FieldProps {
  resource: ResourceDecl;
  column: SearchColumn;
  label: string;
  onRouteChange?: (value: unknown) => void;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
}

const DateRangeControl = lazy(() => import('./DateRangeControl'));

/** The control of one search field. */
function SearchControl({ resource, column, label, onRouteChange, id, value, onChange }: FieldProps) {
  const { t } = useTranslation();
  const ctx = useDeclContext();
  const s = column.search;
  const placeholder = (fallback: string) => t(s.placeholderKey ?? `${resource.name}.placeholders.${columnKey(column)}`, { defaultValue: fallback });
  const source = s.widget === 'select' ? (s.options ?? column.enum) : undefined;
  const { options, loading } = useOptions(source, ctx, s.widget === 'select');
  const clearable = useClearable();
  if (s.widget === 'dateRange') {
    return (
      <Suspense fallback={<Input disabled />}>
        <DateRangeControl id={id} label={label} value={value} onChange={onChange} />
      </Suspense>
    );
  }
  if (s.widget === 'select') {
    const remote = isRemote(source);
    // A choice from the address is text: a call's option of the same value (a number) shows its label.
    const shown =
      remote && value !== undefined && value !== null
        ? ((options.find((o) => 'value' in o && String(o.value) === String(value)) as { value: unknown } | undefined)?.value ?? value)
        : value;
    return (
      <Select
        id={id}
        value={shown}
        onChange={(v) => {
          onChange(v);
          onRouteChange?.(v);
        }}
        allowClear
        loading={loading}
        showSearch={remote}
        optionFilterProp="label"
        className="search-form-select"
        placeholder={placeholder(t('common.pleaseSelect', { label }))}
        options={options}
      />
    );
  }
  return (
    <Input
      id={id}
      value={value as string | undefined}
      onChange={(e) => onChange(e.target.value)}
      allowClear={clearable}
      maxLength={s.maxLength}
      placeholder={placeholder(t('common.pleaseInput', { label }))}
    />
  );
}

/**
 * One labelled field of the form, in the markup and look of antd's inline Form.Item (engine.css): the label
 * names its control by id, as antd's `{form}_{field}`.
 */
function SearchItem({ label, htmlFor, children }: { label?: string; htmlFor?: string; children: ReactNode }) {
  return (
    <div className="ant-form-item">
      <div className="ant-form-item-row">
        {label !== undefined ? (
          <div className="ant-form-item-label">
            <label htmlFor={htmlFor} title={label}>
              {label}
            </label>
          </div>
        ) : null}
        <div className="ant-form-item-control">
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">{children}</div>
          </div>
        </div>
      </div>
    </div>
  );
}

interface Props {
  resource: ResourceDecl;
  columns: SearchColumn[];
  /** The fields' values, a field's change and the search (Enter in a field or the search button). */
  form: { values: Record<string, unknown>; onChange: (name: string, value: unknown) => void; onSubmit: () => void };
  onRouteFieldChange: (name: string, value: unknown) => void;
  onReset: () => void;
  loading?: boolean;
}

/**
 * The search form of a generated list: one field per column that declares a search. A form of its own rather
 * than antd's Form, which with its validation library was some 19 KB of the first list's scripts for fields that
 * are never validated (docs/performance.md#what-the-browser-loads).
 */
export function SearchForm({ resource, columns, form, onRouteFieldChange, onReset, loading }: Props) {
  const { t } = useTranslation();
  if (!columns.length) return null;
  const formName = `${resource.name}-search`;
  return (
    // Named by the resource, so its fields' ids (and the labels' `for`) stay unique beside the kept-alive pages' forms.
    <form
      id={formName}
      className="ant-form ant-form-inline search-form"
      onSubmit={(event) => {
        event.preventDefault();
        form.onSubmit();
      }}
    >
      {columns.map((c) => {
        const name = searchNameOf(c);
        const label = t(c.search.labelKey ?? c.titleKey ?? `${resource.name}.fields.${columnKey(c)}`);
        const id = `${formName}_${name}`;
        return (
          <SearchItem key={name} label={label} htmlFor={id}>
            <SearchControl
              resource={resource}
              column={c}
              label={label}
              id={id}
              value={form.values[name]}
              onChange={(value) => form.onChange(name, value)}
              onRouteChange={c.search.route ? (v) => onRouteFieldChange(name, v) : undefined}
            />
          </SearchItem>
        );
      })}
      <SearchItem>
        <Space>
          {/* Busy is shown, never antd's `loading`: a loading button swallows its click (and Enter), so a search
              submitted while the list is still being asked for would be lost. A new search replaces the call. */}
          <Button type="primary" htmlType="submit" icon={loading ? <LoadingOutlined /> : <SearchOutlined />} aria-busy={loading || undefined}>
            {t('buttons.search')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={onReset}>
            {t('buttons.reset')}
          </Button>
        </Space>
      </SearchItem>
    </form>
  );
}
