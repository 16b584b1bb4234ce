import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * Icons beside visible text are decorative (docs/product.md#accessibility-themes-and-narrow-screens): antd draws every icon as
 * `<span role="img" aria-label="plus">`, the icon's English file name, so a control holding a label and an icon
 * is read 'plus 新增'. Hidden from the accessibility tree, the icon leaves the control its label alone. An
 * icon-only control keeps its icon and carries its own name (`aria-label`) in the console's language.
 */
export function decorative(icon: ReactNode): ReactNode {
  return isValidElement(icon) ? cloneElement(icon as ReactElement<{ 'aria-hidden'?: boolean }>, { 'aria-hidden': true }) : icon;
}

/** A menu's items (each with its label; groups' children too) with their icons decorative: '首页', not 'home 首页'. */
export function withDecorativeIcons<T>(items: T[]): T[] {
  return items.map((item) => {
    if (!item || typeof item !== 'object') return item;
    const next = { ...item } as Record<string, unknown>;
    if ('icon' in next) next.icon = decorative(next.icon as ReactNode);
    if (Array.isArray(next.children)) next.children = withDecorativeIcons(next.children);
    return next as T;
  });
}
