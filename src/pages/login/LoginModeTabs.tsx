import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from 'antd';

export interface LoginMode {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * The password / phone switch of the login page, drawn like antd's line tabs (same roles, keys and look).
 * Not antd's Tabs: that brings its overflow menu and dropdown, a fifth of the login page's script, for two
 * fixed tabs (docs/performance.md#what-the-browser-loads). A mode's form stays mounted once opened, as with antd's Tabs.
 */
export function LoginModeTabs({ items }: { items: LoginMode[] }) {
  const [active, setActive] = useState(items[0].key);
  const [opened, setOpened] = useState(() => new Set([items[0].key]));
  const { token } = theme.useToken();

  const open = (key: string) => {
    setActive(key);
    setOpened((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const index = items.findIndex((item) => item.key === active);
    const next = items[(index + (e.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length];
    open(next.key);
    document.getElementById(`login-mode-tab-${next.key}`)?.focus();
  };

  return (
    <div className="login-tabs" style={{ ['--login-tab-active' as string]: token.colorPrimary }}>
      <div className="login-tabs-nav" role="tablist" onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.key}
            id={`login-mode-tab-${item.key}`}
            type="button"
            role="tab"
            aria-selected={item.key === active}
            aria-controls={`login-mode-panel-${item.key}`}
            tabIndex={item.key === active ? 0 : -1}
            className={item.key === active ? 'login-tab login-tab-active' : 'login-tab'}
            onClick={() => open(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map(
        (item) =>
          opened.has(item.key) && (
            <div key={item.key} id={`login-mode-panel-${item.key}`} role="tabpanel" aria-labelledby={`login-mode-tab-${item.key}`} hidden={item.key !== active}>
              {item.children}
            </div>
          ),
      )}
    </div>
  );
}
