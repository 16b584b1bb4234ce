import { Checkbox, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { Button } from '@/engine/named/Button';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import { DENSITIES, type Density } from '@schemas/listToolConstants';
import type { ListSettings } from '@schemas/listTools';
import { moveColumn, settingsOf, type ArrangedColumn } from '../columnSettings';
import { columnTitle } from '../tableColumns';
import '../../engine.css';
import './panelTexts';

interface Props {
  resource: ResourceDecl;
  arranged: ArrangedColumn[];
  density: Density;
  onChange: (settings: ListSettings) => void;
  onReset: () => void;
}

/**
 * The column settings of a list (docs/screens.md#operator-tools-on-every-list): show or hide, order, width and pinning of each column, and the
 * table's density. Each change shows at once and is kept for the user on the server; 重置 returns to the
 * declaration. Every control is labelled and reachable by keyboard (the order moves by buttons, not dragging).
 */
export default function ColumnSettingsPanel({ resource, arranged, density, onChange, onReset }: Props) {
  const { t } = useTranslation();
  const titleOf = (a: ArrangedColumn) => columnTitle(a.column, resource.name, t);
  const save = (next: ArrangedColumn[], nextDensity: Density = density) => onChange(settingsOf(next, nextDensity === 'middle' ? undefined : nextDensity));
  const patch = (i: number, change: Partial<ArrangedColumn>) => save(arranged.map((a, j) => (j === i ? { ...a, ...change } : a)));
  const shown = arranged.filter((a) => !a.hidden).length;

  return (
    <div className="column-settings" role="group" aria-label={t('tools.settings.title')} data-testid="column-settings">
      <Typography.Text strong>{t('tools.settings.title')}</Typography.Text>
      <ul className="column-settings-list">
        {arranged.map((a, i) => {
          const name = titleOf(a);
          return (
            <li key={a.key} data-column={a.key}>
              <Checkbox
                checked={!a.hidden}
                // The last shown column cannot be hidden: a table needs one.
                disabled={!a.hidden && shown === 1}
                onChange={(e) => patch(i, { hidden: !e.target.checked })}
                aria-label={t('tools.settings.show', { name })}
              >
                <span className="column-settings-name">{name}</span>
              </Checkbox>
              <Space size={4}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  disabled={i === 0}
                  onClick={() => save(moveColumn(arranged, i, -1))}
                  aria-label={t('tools.settings.moveUp', { name })}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  disabled={i === arranged.length - 1}
                  onClick={() => save(moveColumn(arranged, i, 1))}
                  aria-label={t('tools.settings.moveDown', { name })}
                />
                <InputNumber
                  size="small"
                  min={40}
                  max={2000}
                  step={10}
                  precision={0}
                  value={a.width ?? null}
                  placeholder="auto"
                  className="column-settings-width"
                  aria-label={t('tools.settings.width', { name })}
                  onChange={(v) => patch(i, { width: typeof v === 'number' && v >= 40 && v <= 2000 ? Math.round(v) : undefined })}
                />
                <Select
                  size="small"
                  value={a.fixed ?? 'none'}
                  className="column-settings-pin"
                  aria-label={t('tools.settings.pin', { name })}
                  onChange={(v: string) => patch(i, { fixed: v === 'left' || v === 'right' ? v : undefined })}
                  options={[
                    { value: 'none', label: t('tools.settings.pinNone') },
                    { value: 'left', label: t('tools.settings.pinLeft') },
                    { value: 'right', label: t('tools.settings.pinRight') },
                  ]}
                />
              </Space>
            </li>
          );
        })}
      </ul>
      <div className="column-settings-footer">
        <Radio.Group
          size="small"
          optionType="button"
          value={density}
          aria-label={t('tools.settings.density')}
          onChange={(e) => save(arranged, e.target.value as Density)}
          options={DENSITIES.map((d) => ({ value: d, label: t(`tools.settings.${d}`) }))}
        />
        <Button size="small" onClick={onReset} data-testid="column-settings-reset">
          {t('tools.settings.reset')}
        </Button>
      </div>
    </div>
  );
}
