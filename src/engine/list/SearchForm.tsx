import { lazy, Suspense } from 'react';
import { Form, Input, Select, Space } from 'antd';
import { Button } from '@/engine/named/Button';
import type { FormProps } from 'antd';
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
  /** Injected by Form.Item. */
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

const DateRangeControl = lazy(() => import('./DateRangeControl'));

/** The control of one search field; Form.Item hands it value and onChange. */
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
    const shown = remote && value !== undefined && value !== null ? (options.find((o) => 'value' in o && String(o.value) === String(value)) as { value: unknown } | undefined)?.value ?? value : value;
    return (
      <Select
        id={id}
        value={shown}
        onChange={(v) => {
          onChange?.(v);
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
      onChange={(e) => onChange?.(e.target.value)}
      allowClear={clearable}
      maxLength={s.maxLength}
      placeholder={placeholder(t('common.pleaseInput', { label }))}
    />
  );
}

interface Props {
  resource: ResourceDecl;
  columns: SearchColumn[];
  formProps: FormProps;
  initialValues: Record<string, unknown>;
  onRouteFieldChange: (name: string, value: unknown) => void;
  onReset: () => void;
  loading?: boolean;
}

/** The search form of a generated list: one field per column that declares a search. */
export function SearchForm({ resource, columns, formProps, initialValues, onRouteFieldChange, onReset, loading }: Props) {
  const { t } = useTranslation();
  if (!columns.length) return null;
  return (
    // Named by the resource, so its fields' ids (and the labels' `for`) stay unique beside the kept-alive pages' forms.
    <Form {...formProps} name={`${resource.name}-search`} initialValues={initialValues} layout="inline" className="search-form">
      {columns.map((c) => {
        const name = searchNameOf(c);
        const label = t(c.search.labelKey ?? c.titleKey ?? `${resource.name}.fields.${columnKey(c)}`);
        return (
          <Form.Item key={name} name={name} label={label}>
            <SearchControl resource={resource} column={c} label={label} onRouteChange={c.search.route ? (v) => onRouteFieldChange(name, v) : undefined} />
          </Form.Item>
        );
      })}
      <Form.Item>
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
      </Form.Item>
    </Form>
  );
}
