import { useState } from 'react';
import { App, Button, Modal, Select, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@schemas/envelope';
import type { ScreenRecord } from '@schemas/runtimeScreen';
import type { DialogProps } from '@resources/define';
import { http } from '@/providers/client';
import { DataTable } from '@/engine/named/DataTable';
import { diffDeclarations } from './designerForm';
import { useVersionedSave } from '@/engine/conflict/useVersionedSave';
import { versionOf } from '@/engine/conflict/version';

const T = 'screenAdmin';

interface Version {
  version: number;
  createBy: string | null;
  createTime: string;
  published: boolean;
  declaration: unknown;
}

/** A runtime screen's versions. */
export default function ScreenVersionsDialog(props: DialogProps) {
  const screen = props.row as ScreenRecord;
  return <VersionsDialog {...props} base={`/admin/screen/${screen.id}`} title={screen.titleZh} />;
}

/**
 * The versions of a declaration built at run time, a screen's or a dashboard's (docs/screens.md#screens-built-at-run-time;
 * docs/screens.md "Dashboards"): who saved each and when, which one is published, a field-by-field comparison of
 * any two, and rollback (publishing an earlier version again), all under `base` (`/admin/screen/{id}`). A rollback
 * is based on the record's own version (docs/api.md, "Idempotency keys and versions"): a declaration published or
 * withdrawn meanwhile asks the conflict dialog.
 */
export function VersionsDialog({ resource, row, onClose, onSaved, base, title }: DialogProps & { base: string; title: string }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const versionedSave = useVersionedSave(resource);
  const record = row as Record<string, unknown>;
  const versions = useQuery({
    queryKey: ['versions', base],
    queryFn: async () => (await http.get<Envelope<Version[]>>(`${base}/versions`)).data.data,
  });
  const list = versions.data ?? [];
  const [a, setA] = useState<number | undefined>();
  const [b, setB] = useState<number | undefined>();
  const left = list.find((v) => v.version === (a ?? list[1]?.version));
  const right = list.find((v) => v.version === (b ?? list[0]?.version));
  const diff = left && right ? diffDeclarations(left.declaration, right.declaration) : [];
  const options = list.map((v) => ({ value: v.version, label: `v${v.version}` }));

  const rollback = (version: number) =>
    modal.confirm({
      title: t(`${T}.confirmRollback`, { version }),
      onOk: async () => {
        const outcome = await versionedSave({
          payload: { rollback: version },
          version: versionOf(record),
          send: (request) => http.post(`${base}/rollback/${version}`, undefined, request),
          conflict: { fields: ['publishedVersion'], base: record, yours: { ...record, publishedVersion: version }, name: title, editMeans: 'nothing' },
        });
        if (outcome.kind === 'saved') message.success(t(`${T}.rolledBack`, { version }));
        await versions.refetch();
        onSaved();
      },
    });

  return (
    <Modal open width={960} title={`${t(`${T}.actions.versions`)} · ${title}`} onCancel={onClose} footer={<Button onClick={onClose}>{t('engine.close')}</Button>}>
      <DataTable
        size="small"
        rowKey="version"
        loading={versions.isLoading}
        dataSource={list}
        pagination={false}
        columns={[
          { key: 'version', dataIndex: 'version', title: t(`${T}.fields.version`), render: (v: number) => `v${v}` },
          { key: 'createBy', dataIndex: 'createBy', title: t(`${T}.fields.createBy`) },
          { key: 'createTime', dataIndex: 'createTime', title: t(`${T}.fields.createTime`) },
          { key: 'published', dataIndex: 'published', title: t(`${T}.fields.state`), render: (p: boolean) => (p ? <Tag color="success">{t(`${T}.published`)}</Tag> : null) },
          {
            key: 'op',
            title: t(`${T}.fields.operation`),
            render: (_: unknown, v: Version) =>
              v.published ? null : (
                <Button size="small" type="link" onClick={() => rollback(v.version)}>
                  {t(`${T}.actions.rollback`)}
                </Button>
              ),
          },
        ]}
      />
      <Space style={{ margin: '16px 0 8px' }} wrap>
        <Typography.Text strong>{t(`${T}.actions.compare`)}</Typography.Text>
        <Select aria-label={t(`${T}.versionA`)} style={{ width: 100 }} options={options} value={left?.version} onChange={setA} />
        <Select aria-label={t(`${T}.versionB`)} style={{ width: 100 }} options={options} value={right?.version} onChange={setB} />
      </Space>
      {left && right && diff.length === 0 ? (
        <Typography.Paragraph type="secondary">{t(`${T}.noDiff`)}</Typography.Paragraph>
      ) : (
        <DataTable
          size="small"
          rowKey="path"
          dataSource={diff}
          pagination={false}
          data-testid="screen-diff"
          columns={[
            { key: 'path', dataIndex: 'path', title: t(`${T}.diffPath`) },
            { key: 'a', dataIndex: 'a', title: left ? `v${left.version}` : t(`${T}.versionA`), render: (v?: string) => v ?? '—' },
            { key: 'b', dataIndex: 'b', title: right ? `v${right.version}` : t(`${T}.versionB`), render: (v?: string) => v ?? '—' },
          ]}
        />
      )}
    </Modal>
  );
}
