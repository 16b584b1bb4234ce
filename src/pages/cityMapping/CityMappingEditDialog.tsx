import { useState } from 'react';
import { Alert, App, Button, Input, Modal, Space } from 'antd';
import { useDataProvider } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { CITY_MSG, type SlyCity, type StandardCity } from '@schemas/city';
import { cityCandidateColumns } from '@resources/cityCandidates';
import type { ColumnDecl, DialogProps } from '@resources/define';
import { currentLanguage, tm } from '@/providers/i18n';
import { useCityCandidates } from './useCityCandidates';
import { useRowCheckLabel } from '@/engine/a11y';
import { DataTable } from '@/engine/named/DataTable';
import { Details } from '@/engine/named/Details';
import { useClearable } from '@/engine/named/icons';
import { useUndo } from '@/engine/history/useUndo';
import { tableColumnsOf } from '@/engine/list/tableColumns';

/**
 * The city mapping edit dialog (SPEC.md section 2): candidate business-travel cities, exactly one of which
 * is chosen at a time; saving with none chosen says 请先选择商旅城市再保存!.
 */
export default function CityMappingEditDialog({ resource, row, onClose, onSaved }: DialogProps) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const checkLabel = useRowCheckLabel();
  const { message } = App.useApp();
  const dataProvider = useDataProvider()();
  const city = (row ?? {}) as Partial<StandardCity>;
  const candidates = useCityCandidates(resource, city);
  const [chosen, setChosen] = useState<number | null>(city.bipId ?? null);
  const [saving, setSaving] = useState(false);
  const lang = currentLanguage();
  // README "History and undo": the saved mapping can be undone from the message.
  const undo = useUndo(onSaved);

  const save = async () => {
    if (chosen === null) {
      message.warning(tm(CITY_MSG.chooseCandidate));
      return;
    }
    setSaving(true);
    const mark = undo.mark();
    try {
      await dataProvider.update({ resource: resource.name, id: city.id!, variables: { id: city.id, bipId: chosen }, meta: { api: resource.api } });
      undo.success(tm(resource.messages?.edit ?? '编辑成功!'), mark);
      onSaved();
      onClose();
    } catch {
      // The http client showed the server's message; the dialog stays open with the choice.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={760}
      title={t('cityMapping.titles.edit')}
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('buttons.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={saving} onClick={save} data-testid="form-save">
          {t('buttons.save')}
        </Button>,
      ]}
    >
      <Details size="small" column={2} className="city-edit-head">
        <Details.Item label={t('cityMapping.fields.fullName')}>{city.fullName}</Details.Item>
        <Details.Item label={t('cityMapping.fields.code')}>{city.code}</Details.Item>
        <Details.Item label={t('cityMapping.fields.bipName')}>{city.bipName || '-'}</Details.Item>
        <Details.Item label={t('cityMapping.fields.countryCode')}>{city.countryCode}</Details.Item>
      </Details>
      <Space.Compact className="city-candidate-search">
        <Input
          value={candidates.name}
          onChange={(e) => candidates.setName(e.target.value)}
          onPressEnter={() => void candidates.search()}
          placeholder={t('cityMapping.placeholders.candidate')}
          aria-label={t('cityMapping.placeholders.candidate')}
          allowClear={clearable}
        />
        <Button type="primary" onClick={() => void candidates.search()}>
          {t('buttons.search')}
        </Button>
      </Space.Compact>
      {candidates.error ? <Alert type="error" showIcon message={candidates.error} /> : null}
      <DataTable<SlyCity>
        rowKey="id"
        size="small"
        loading={candidates.loading}
        dataSource={candidates.records}
        rowSelection={{
          type: 'radio',
          getCheckboxProps: checkLabel,
          selectedRowKeys: chosen === null ? [] : [chosen],
          onChange: (keys) => setChosen(keys.length ? Number(keys[0]) : null),
        }}
        onRow={(r) => ({ onClick: () => setChosen(r.id) })}
        pagination={{
          current: candidates.current,
          pageSize: candidates.pageSize,
          total: candidates.total,
          onChange: (page) => void candidates.goTo(page),
          showTotal: (total) => t('table.total', { total }),
        }}
        locale={{ emptyText: t('table.empty') }}
        columns={tableColumnsOf<SlyCity>(cityCandidateColumns as ColumnDecl[], resource.name, t, lang)}
      />
    </Modal>
  );
}
