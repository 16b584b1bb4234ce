import type { ReactNode } from 'react';
import { Drawer } from 'antd';

/**
 * The side menu as a drawer from the left, on narrow screens only (docs/product.md#the-admin-shell). Its own chunk, loaded when
 * the screen is narrow: antd's drawer is not part of a wide screen's first download (docs/performance.md#what-the-browser-loads).
 */
export default function MenuDrawer({ open, onClose, width, children }: { open: boolean; onClose: () => void; width: number; children: ReactNode }) {
  return (
    <Drawer open={open} onClose={onClose} placement="left" width={width} closable={false} className="shell-menu-drawer" styles={{ body: { padding: 0 } }}>
      {children}
    </Drawer>
  );
}
