import type { ComponentProps } from 'react';
import AntButton from 'antd/es/button';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import { decorative } from './decorative';

type ButtonProps = ComponentProps<typeof AntButton>;

/** antd's spinner, decorative; one object, so antd does not recompute its loading state on every render. */
const QUIET_LOADING = { icon: <LoadingOutlined aria-hidden /> };

/**
 * antd's Button as the console's buttons with an icon use it (DESIGN.md section 10, accessibility): a button with
 * visible text is named by that text alone, its icon and its loading spinner decorative ('导出', not
 * 'download 导出' or 'loading 导出'); an icon-only button keeps its icon and names itself with `aria-label`.
 * Imported by its own module paths, so the public pages that use it do not pull in antd's index.
 */
export function Button({ icon, loading, children, ...props }: ButtonProps) {
  const labelled = children !== undefined && children !== null && children !== false && children !== '';
  if (!labelled) return <AntButton icon={icon} loading={loading} {...props} />;
  return (
    <AntButton icon={decorative(icon)} loading={loading === true ? QUIET_LOADING : loading} {...props}>
      {children}
    </AntButton>
  );
}
