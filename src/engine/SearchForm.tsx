import { Button, Form, Input, Select, Space } from 'antd';
import type { FormProps } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FilterDecl, ResourceDecl } from '@resources/define';
import { currentLanguage, i18n } from '@/providers/i18n';

/** A declared placeholder, else the resource's `placeholders.<field>`, else a generic one. */
function placeholderOf(resource: ResourceDecl, filter: FilterDecl, fallback: string): string {
  return i18n.t(filter.placeholderKey ?? `${resource.name}.placeholders.${filter.field}`, { defaultValue: fallback });
}

interface FilterInputProps {
  resource: ResourceDecl;
  filter: FilterDecl;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** The control of one filter; Form.Item hands it value and onChange, passed on to the antd control. */
function FilterInput({ resource, filter, value, onChange }: FilterInputProps) {
  const { t } = useTranslation();
  const label = t(filter.labelKey ?? `${resource.name}.fields.${filter.field}`);
  if (filter.widget === 'select' && filter.enum) {
    const lang = currentLanguage();
    return (
      <Select
        value={value}
        onChange={onChange}
        allowClear
        className="search-form-select"
        placeholder={placeholderOf(resource, filter, t('common.pleaseSelect', { label }))}
        options={filter.enum.options.map((o) => ({ value: o.value, label: lang === 'en' ? o.en : o.zh }))}
      />
    );
  }
  return (
    <Input
      value={value as string | undefined}
      onChange={(e) => onChange?.(e.target.value)}
      allowClear
      placeholder={placeholderOf(resource, filter, t('common.pleaseInput', { label }))}
    />
  );
}

interface Props {
  resource: ResourceDecl;
  formProps: FormProps;
  onReset: () => void;
  loading?: boolean;
}

/** The search form of a generated list, one field per declared filter. */
export function SearchForm({ resource, formProps, onReset, loading }: Props) {
  const { t } = useTranslation();
  if (!resource.filters?.length) return null;
  return (
    <Form {...formProps} layout="inline" className="search-form">
      {resource.filters.map((f) => (
        <Form.Item key={f.field} name={f.field} label={t(f.labelKey ?? `${resource.name}.fields.${f.field}`)}>
          <FilterInput resource={resource} filter={f} />
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
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
