import { Button, Card, Empty, Space, Table, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import { tm } from '@/providers/i18n';
import { LIST_FAILED_MESSAGE } from '@/providers/httpMessages';
import { ImportExportDropdown } from './importExport/ImportExportDropdown';
import { SearchForm } from './SearchForm';
import { useResourceList } from './useResourceList';
import './engine.css';

/** A list page generated from a resource declaration: search form, table, paging. */
export default function ResourceListPage({ resource }: { resource: ResourceDecl }) {
  const { t } = useTranslation();
  const { tableProps, columns, searchFormProps, reset, refetch, loading, error, filters } = useResourceList(resource);

  return (
    <div className="resource-page">
      <Card variant="borderless" className="resource-search">
        <SearchForm resource={resource} formProps={searchFormProps} onReset={reset} loading={loading} />
      </Card>
      <Card
        variant="borderless"
        className="resource-table"
        title={t(`${resource.name}.titles.list`)}
        extra={
          <Space>
            {resource.importExport && <ImportExportDropdown resource={resource} filters={filters} onImportLogClosed={refetch} />}
            <Tooltip title={t('buttons.refresh')}>
              <Button type="text" icon={<ReloadOutlined />} onClick={refetch} aria-label={t('buttons.refresh')} />
            </Tooltip>
          </Space>
        }
      >
        <Table
          {...tableProps}
          columns={columns}
          size="middle"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={error ? error.message || tm(LIST_FAILED_MESSAGE) : t('table.empty')}
              />
            ),
          }}
        />
      </Card>
    </div>
  );
}
