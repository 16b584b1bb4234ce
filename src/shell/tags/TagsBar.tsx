import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { Dropdown, Tabs } from 'antd';
import { CloseCircleOutlined, CloseOutlined, DownOutlined, HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { recordOf, usePageRecords } from '@/providers/pageRecords';
import { KEYS } from '@/providers/session';
import { useStoreValue } from '@/providers/useStoreValue';
import { useModules } from '../modules/useModules';
import { useStableNavigate } from '../useStableNavigate';
import { useTabPositionText } from './useTabPositionText';
import { titleText, TITLES_FOLLOW_TEXTS } from '../routeInfo';
import { tagText, type Tag } from './tagRules';
import { useTagsStore } from './useTagsStore';
import { useTablistOnList } from './useTablistOnList';
import { withDecorativeIcons } from '@/engine/named/decorative';

/** The tab bar (docs/product.md#the-admin-shell): close, 关闭其他, 关闭全部 and the same in a right-click menu. */
export function TagsBar() {
  const { t, i18n } = useTranslation(undefined, TITLES_FOLLOW_TEXTS);
  const navigate = useStableNavigate();
  const records = usePageRecords();
  // Tabs read in the language in force, whichever one they were opened in.
  const textOf = (tag: Tag) => tagText(tag, (title) => titleText(title, t, i18n.language), recordOf(records, tag.value));
  const { pathname, search } = useLocation();
  const active = pathname + search;
  const { tags, home, close, closeOthers, closeAll, closable } = useTagsStore();
  const moduleActive = useStoreValue<number>(KEYS.moduleActive);
  const { switchTo } = useModules();

  // Against the address, not the page on screen: while the next page is still being rendered, a click on the
  // tab still shown as active must take the operator back there, not be dropped.
  const go = (to: string | undefined) => to && to !== window.location.pathname + window.location.search && navigate(to);
  const openTag = (tag: Tag) => {
    // A tab of another module brings its module back with it.
    if (tag.moduleActive !== undefined && tag.moduleActive !== moduleActive && tag.value !== home.value) void switchTo(tag.moduleActive, tag.value);
    else go(tag.value);
  };

  // The tabs as antd is given them, made again only when the tabs or their texts change: a tab switch changes
  // only which one is active, so the labels (each with its right-click menu) are not rendered again.
  // Each label is memoised on its own too: a module switch changes the home tab, and the other tabs' labels and
  // menus (an antd Dropdown each) stay as they were.
  const latest = useRef({ go, active, close, closeOthers, closeAll });
  latest.current = { go, active, close, closeOthers, closeAll };
  const onMenu = useCallback((key: string, value: string) => {
    const { go: goTo, active: current, close: closeTab, closeOthers: closeOtherTabs, closeAll: closeAllTabs } = latest.current;
    if (key === 'close') goTo(closeTab(value, current));
    else if (key === 'others') goTo(closeOtherTabs(value));
    else goTo(closeAllTabs());
  }, []);
  const items = useMemo(
    () =>
      tags.map((tag) => ({
        key: tag.value,
        closable: closable(tag),
        label: <TagLabel value={tag.value} isHome={tag.value === home.value} text={textOf(tag)} closable={closable(tag)} onMenu={onMenu} />,
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- textOf is a new function on every render, so the list names what it reads: t, the language, the records
    [tags, home.value, records, t, i18n.language, closable, onMenu],
  );

  const bar = useRef<HTMLDivElement>(null);
  useTabPositionText(bar);
  useTablistOnList(bar);
  // A tab closed from the keyboard takes its close button away: the focus moves to the tab now active.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    bar.current?.querySelector<HTMLElement>('.ant-tabs-tab-active .ant-tabs-tab-btn')?.focus();
  }, [active]);

  // 关闭其他 / 关闭全部, made once per language: a tab or module switch does not render the dropdown again.
  const actions = useMemo(
    () => (
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            { key: 'others', label: t('tags.closeOthers') },
            { key: 'all', label: t('tags.closeAll') },
          ],
          onClick: ({ key }) => {
            const { go: goTo, active: current, closeOthers: closeOtherTabs, closeAll: closeAllTabs } = latest.current;
            goTo(key === 'others' ? closeOtherTabs(current) : closeAllTabs());
          },
        }}
      >
        <button type="button" className="tags-actions" aria-label={t('tags.actions')} data-testid="tags-actions">
          {t('tags.actions')} <DownOutlined aria-hidden />
        </button>
      </Dropdown>
    ),
    [t],
  );

  const activeKey = tags.some((tag) => tag.value === active) ? active : undefined;
  const tabsLocale = useMemo(() => ({ removeAriaLabel: t('tags.close'), dropdownAriaLabel: t('tags.more') }), [t]);

  return (
    <div className="tags-bar" data-testid="tags-bar" ref={bar}>
      <Tabs
        className="tags-tabs"
        type="editable-card"
        hideAdd
        // Each tab's close button and the list of the tabs that do not fit are named in the console's language:
        // rc-tabs names them 'remove' and 'expanded dropdown' unless told.
        locale={tabsLocale}
        size="small"
        activeKey={activeKey}
        // Every click, the active tab's too (onChange skips that one): see `go`.
        onTabClick={(key) => {
          const tag = tags.find((x) => x.value === key);
          if (tag) openTag(tag);
        }}
        onEdit={(key, action) => {
          if (action !== 'remove' || typeof key !== 'string') return;
          refocus.current = !!bar.current?.contains(document.activeElement);
          go(close(key, active));
        }}
        items={items}
      />
      {actions}
    </div>
  );
}

interface TagLabelProps {
  value: string;
  isHome: boolean;
  text: string;
  closable: boolean;
  /** Stable: a right-click menu choice (`close`, `others`, `all`) on the tab of `value`. */
  onMenu: (key: string, value: string) => void;
}

/** One tab's label with its right-click menu: close, 关闭其他, 关闭全部. */
const TagLabel = memo(function TagLabel({ value, isHome, text, closable, onMenu }: TagLabelProps) {
  const { t } = useTranslation();
  const menu = useMemo(
    () => ({
      items: withDecorativeIcons([
        { key: 'close', icon: <CloseOutlined />, label: t('tags.close'), disabled: !closable },
        { key: 'others', icon: <CloseCircleOutlined />, label: t('tags.closeOthers') },
        { key: 'all', icon: <CloseCircleOutlined />, label: t('tags.closeAll') },
      ]),
      onClick: ({ key }: { key: string }) => onMenu(key, value),
    }),
    [t, closable, onMenu, value],
  );
  return (
    <Dropdown trigger={['contextMenu']} menu={menu}>
      <span className="tag-label" data-tag={value}>
        {isHome && <HomeOutlined aria-hidden />}
        {text}
      </span>
    </Dropdown>
  );
});
