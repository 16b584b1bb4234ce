import { useLayoutEffect, type RefObject } from 'react';

/**
 * antd puts role="tablist" on the whole tab bar, whose overflow "more" button is then a child a tablist may
 * not have (axe: aria-required-children, once the tabs no longer fit). The list of the tabs themselves is the
 * tablist: the role moves there, the bar keeps the orientation of nothing and the button stands beside the list.
 * React leaves a static attribute alone after mounting, so the move holds across renders.
 */
export function useTablistOnList(container: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const nav = container.current?.querySelector('.ant-tabs-nav');
    const list = nav?.querySelector('.ant-tabs-nav-list');
    if (!nav || !list) return;
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-orientation', nav.getAttribute('aria-orientation') ?? 'horizontal');
    nav.removeAttribute('role');
    nav.removeAttribute('aria-orientation');
  });
}
