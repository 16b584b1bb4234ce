import type { HTMLAttributes } from 'react';
import { theme } from 'antd';

/**
 * Text in the theme's secondary colour, as antd's `Typography.Text type="secondary"` shows it. The list and the
 * shell use it where nothing else of Typography is wanted, so Typography (its ellipsis, copy and edit code)
 * stays out of the first list's scripts (docs/performance.md#what-the-browser-loads).
 */
export function SecondaryText({ style, ...props }: HTMLAttributes<HTMLSpanElement>) {
  const { token } = theme.useToken();
  return <span {...props} style={{ color: token.colorTextSecondary, ...style }} />;
}
