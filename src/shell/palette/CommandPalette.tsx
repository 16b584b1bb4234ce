import { useEffect, useState } from 'react';
import { Command } from 'cmdk';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '@/providers/i18n';
import { KEYS } from '@/providers/session';
import { getStore } from '@/providers/storage';
import { useModules } from '../modules/useModules';
import { paletteScore } from './paletteSearch';
import { usePaletteItems, type PaletteGroup, type PaletteItem } from './usePaletteItems';
import './palette.css';
import '@/engine/list/tools/panelTexts';

const GROUPS: PaletteGroup[] = ['pages', 'tabs', 'recent', 'actions'];

/**
 * The command palette (docs/screens.md#operator-tools-on-every-list, Ctrl+K / ⌘K), on cmdk: the user's menu pages in both languages (also by pinyin
 * initials and full pinyin: zhlx finds 账户类型), the open tabs, recently opened records and the actions of the
 * page on screen. Arrow keys move, Enter opens, Esc closes (cmdk's dialog is Radix's: focus stays inside it).
 */
export default function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { switchTo } = useModules();
  const items = usePaletteItems(currentLanguage());
  const [search, setSearch] = useState('');
  const [value, setValue] = useState('');

  // Items arrive after the first keys (other modules' menus, English names): cmdk picks the first match when
  // the search changes, not when items do, so the best match is picked here while nothing matching is.
  useEffect(() => {
    const score = (item: PaletteItem) => paletteScore(search, item.words);
    if (items.some((i) => i.id === value && score(i) > 0)) return;
    let best: PaletteItem | undefined;
    for (const group of GROUPS) for (const item of items) if (item.group === group && score(item) > (best ? score(best) : 0)) best = item;
    if (best) setValue(best.id);
  }, [items, search, value]);

  const choose = (item: PaletteItem) => {
    onOpenChange(false);
    if (item.run) {
      item.run();
      return;
    }
    if (!item.to) return;
    if (item.module !== undefined && item.module !== getStore<number>(KEYS.moduleActive)) void switchTo(item.module, item.to);
    else navigate(item.to);
  };

  return (
    <Command.Dialog
      open={open}
      onOpenChange={onOpenChange}
      label={t('tools.palette.label')}
      value={value}
      onValueChange={setValue}
      loop
      // Ranked by each item's words (both languages, pinyin: its keywords), not by the text shown.
      filter={(_value, search, keywords) => paletteScore(search, keywords ?? [])}
      overlayClassName="palette-overlay"
      contentClassName="palette-content"
    >
      <Command.Input value={search} onValueChange={setSearch} placeholder={t('tools.palette.placeholder')} aria-label={t('tools.palette.placeholder')} className="palette-input" />
      <Command.List className="palette-list">
        <Command.Empty className="palette-empty">{t('tools.palette.empty')}</Command.Empty>
        {GROUPS.map((group) => {
          const members = items.filter((i) => i.group === group);
          if (!members.length) return null;
          return (
            <Command.Group key={group} heading={t(`tools.palette.${group}`)}>
              {members.map((item) => (
                // cmdk reads an item's keywords when it mounts: new words (English arrived) mount it afresh.
                <Command.Item
                  key={`${item.id}|${item.words.join('|')}`}
                  value={item.id}
                  keywords={item.words}
                  onSelect={() => choose(item)}
                  className="palette-item"
                  data-palette-item={item.id}
                >
                  <span className="palette-label">{item.label}</span>
                  {item.detail && item.detail !== item.label ? <span className="palette-detail">{item.detail}</span> : null}
                </Command.Item>
              ))}
            </Command.Group>
          );
        })}
      </Command.List>
    </Command.Dialog>
  );
}
