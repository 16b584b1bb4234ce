import { useState } from 'react';
import { App, Checkbox, Dropdown, Empty, Input, Space, Tag, Typography } from 'antd';
import { Button } from '@/engine/named/Button';
import { MoreOutlined, StarFilled } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import { VIEW_SHARE_PERMISSION, type Density } from '@schemas/listToolConstants';
import type { ListView, ListViewsReply, ViewState } from '@schemas/listTools';
import { http } from '@/providers/client';
import { hasPermission } from '@/providers/accessControl';
import { settingsOf, type ArrangedColumn } from '../columnSettings';
import type { ListState } from '../listAddress';
import { newIdempotencyKey } from '@/providers/intentKey';
import { useVersionedSave } from '../../conflict/useVersionedSave';
import './panelTexts';

const VIEWS_URL = '/admin/listView';

interface Props {
  resource: ResourceDecl;
  arranged: ArrangedColumn[];
  density: Density;
  state: ListState;
  onOpen: (view: ListView) => void;
}

/**
 * The saved views of a list (docs/screens.md#operator-tools-on-every-list): open one, save the current search, sort and columns under a name
 * (shared with the tenant when the user holds the share permission), make one the default, and rename, share,
 * update or delete one's own. Each change is one intent with its idempotency key; a change of a view carries the
 * version it was listed at, and one made meanwhile elsewhere (the user's other tab) asks the conflict dialog.
 */
export default function ViewsPanel({ resource, arranged, density, state, onOpen }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [saving, setSaving] = useState(false);
  const [renaming, setRenaming] = useState<number | null>(null);
  const mayShare = hasPermission(VIEW_SHARE_PERMISSION);
  const versionedSave = useVersionedSave(resource);
  const { query } = useCustom<ListViewsReply>({ url: VIEWS_URL, method: 'get', config: { query: { listKey: resource.name } }, queryOptions: { staleTime: 0 } });
  const views = query.data?.data.views ?? [];
  const defaultViewId = query.data?.data.defaultViewId ?? null;

  const current = (): ViewState => {
    const { columns, density: d } = settingsOf(arranged, density === 'middle' ? undefined : density);
    return { search: state.search, ...(state.sort ? { sort: state.sort } : {}), columns, ...(d ? { density: d } : {}) };
  };

  /** A call of the panel: its success message, then the list of views again. The http client shows a refusal. */
  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      message.success(t(done));
      await query.refetch();
      return true;
    } catch {
      return false;
    }
  };

  const save = async () => {
    setSaving(true);
    const ok = await act(
      () => http.post(VIEWS_URL, { listKey: resource.name, name, shared: mayShare && shared, state: current() }, { idempotencyKey: newIdempotencyKey() }),
      'tools.views.saved',
    );
    setSaving(false);
    if (ok) setName('');
  };
  const update = async (view: ListView, body: Record<string, unknown>, done: string) => {
    const outcome = await versionedSave({
      payload: { view: view.id, body },
      version: view.version,
      send: (request) => http.put(`${VIEWS_URL}/${view.id}`, body, request),
      conflict: { fields: Object.keys(body), base: view, yours: { ...view, ...body }, name: view.name, editMeans: 'nothing' },
    });
    if (outcome.kind === 'saved') message.success(t(done));
    // Done, or the other change kept: the list of views shows them as they now stand.
    if (outcome.kind === 'saved' || outcome.kind === 'theirs') await query.refetch();
    return outcome.kind === 'saved';
  };
  const setDefault = (viewId: number | null) =>
    act(
      () => http.put(`${VIEWS_URL}/default`, { listKey: resource.name, viewId }, { idempotencyKey: newIdempotencyKey() }),
      viewId ? 'tools.views.defaultSet' : 'tools.views.defaultUnset',
    );
  const remove = (view: ListView) =>
    modal.confirm({
      title: t('engine.confirm.title'),
      content: t('tools.views.deleteConfirm', { name: view.name }),
      okText: t('buttons.confirm'),
      cancelText: t('buttons.cancel'),
      okButtonProps: { danger: true },
      onOk: () => act(() => http.delete(`${VIEWS_URL}/${view.id}`, { idempotencyKey: newIdempotencyKey() }), 'tools.views.deleted'),
    });

  const menuOf = (view: ListView) => ({
    items: [
      { key: 'default', label: t(view.id === defaultViewId ? 'tools.views.unsetDefault' : 'tools.views.setDefault') },
      ...(view.mine
        ? [
            { key: 'update', label: t('tools.views.update') },
            { key: 'rename', label: t('tools.views.rename') },
            ...(mayShare || view.shared ? [{ key: 'share', label: t(view.shared ? 'tools.views.unshare' : 'tools.views.share') }] : []),
            { key: 'delete', label: t('tools.views.delete'), danger: true },
          ]
        : []),
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === 'default') void setDefault(view.id === defaultViewId ? null : view.id);
      else if (key === 'update') void update(view, { state: current() }, 'tools.views.updated');
      else if (key === 'rename') setRenaming(view.id);
      else if (key === 'share') void update(view, { shared: !view.shared }, 'tools.views.updated');
      else if (key === 'delete') remove(view);
    },
  });

  return (
    <div className="views-panel" data-testid="views-panel">
      <Typography.Text strong>{t('tools.views.title')}</Typography.Text>
      {views.length ? (
        <ul className="views-panel-list" aria-label={t('tools.views.title')}>
          {views.map((view) => (
            <li key={view.id} data-view={view.name}>
              {renaming === view.id ? (
                <Input
                  size="small"
                  autoFocus
                  defaultValue={view.name}
                  maxLength={30}
                  aria-label={t('tools.views.name')}
                  onPressEnter={async (e) => {
                    if (await update(view, { name: e.currentTarget.value }, 'tools.views.updated')) setRenaming(null);
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Escape') {
                      e.stopPropagation();
                      setRenaming(null);
                    }
                  }}
                  onBlur={() => setRenaming(null)}
                />
              ) : (
                <Button type="link" size="small" onClick={() => onOpen(view)} data-testid="open-view">
                  {view.id === defaultViewId ? <StarFilled aria-label={t('tools.views.isDefault')} /> : null}
                  {view.name}
                </Button>
              )}
              <Space size={4}>
                {view.shared ? <Tag color="blue">{view.mine ? t('tools.views.share') : t('tools.views.sharedBy', { name: view.ownerName })}</Tag> : null}
                <Dropdown trigger={['click']} menu={menuOf(view)}>
                  <Button size="small" type="text" icon={<MoreOutlined />} aria-label={t('tools.views.actionsOf', { name: view.name })} />
                </Dropdown>
              </Space>
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tools.views.none')} />
      )}
      <form
        className="views-panel-save"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Space.Compact block>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={30} placeholder={t('tools.views.name')} aria-label={t('tools.views.name')} />
          <Button type="primary" htmlType="submit" loading={saving} disabled={!name.trim()}>
            {t('tools.views.save')}
          </Button>
        </Space.Compact>
        {mayShare ? (
          <Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)} className="views-panel-share">
            {t('tools.views.shared')}
          </Checkbox>
        ) : null}
      </form>
    </div>
  );
}
