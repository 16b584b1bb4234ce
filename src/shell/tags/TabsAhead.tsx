import { useContext } from 'react';
import { ConfigProvider } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useTabsStyle from 'antd/es/tabs/style';
import { CloseOutlined, HomeOutlined } from '@ant-design/icons';

export interface TabAhead {
  key: string;
  text: string;
  isHome: boolean;
  closable: boolean;
}

/**
 * The tab bar as antd's editable-card tabs draw it, in the same elements and classes, drawn until the first frame
 * has been painted (DESIGN.md section 10): antd's tab bar measures its tabs when it mounts, which inside the shell's
 * first commit has the browser work out the style and layout of the whole shell there and then. It also inserts
 * antd's tab styles where the tab bar would have, so the tab bar that takes its place a frame later brings no new
 * style. Nothing here takes focus or input, and assistive technology skips it.
 */
export function TabsAhead({ tabs, activeKey, className }: { tabs: TabAhead[]; activeKey: string | undefined; className: string }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('tabs');
  const rootCls = useCSSVarCls(prefix);
  const [wrapCSSVar, hashId, cssVarCls] = useTabsStyle(prefix, rootCls);
  const cls = (...names: string[]) => names.map((name) => `${prefix}-${name}`).join(' ');
  return wrapCSSVar(
    <div
      className={`${prefix} ${cls('top', 'editable', 'small', 'card', 'editable-card')} ${className} ${hashId} ${cssVarCls} ${rootCls}`}
      aria-hidden
      data-testid="tabs-ahead"
    >
      <div className={cls('nav')}>
        <div className={cls('nav-wrap')}>
          <div className={cls('nav-list')}>
            {tabs.map((tab) => (
              <div key={tab.key} className={`${cls('tab')}${tab.closable ? ` ${cls('tab-with-remove')}` : ''}${tab.key === activeKey ? ` ${cls('tab-active')}` : ''}`}>
                <div className={cls('tab-btn')}>
                  <span className="tag-label">
                    {tab.isHome && <HomeOutlined />}
                    {tab.text}
                  </span>
                </div>
                {tab.closable && (
                  <button type="button" tabIndex={-1} className={cls('tab-remove')}>
                    <CloseOutlined />
                  </button>
                )}
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>,
  );
}
