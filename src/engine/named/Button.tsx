import type { ComponentProps } from 'react';
import AntButton from 'antd/es/button';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import { decorative } from './decorative';

type ButtonProps = ComponentProps<typeof AntButton>;

/** antd's spinner, decorative; one object, so antd does not recompute its loading state on every render. */
const QUIET_LOADING = { icon: <LoadingOutlined aria-hidden /> };

/**
 * A dialog's OK button while it saves (`okButtonProps={{ loading: savingSpinner(saving), disabled: saving }}`):
 * antd draws that button itself, so its spinner is made decorative here, as Button does for ours: '保存', not
 * 'loading 保存'.
 */
export const savingSpinner = (saving: boolean) => (saving ? QUIET_LOADING : false);

/**
 * antd's Button as the console's buttons with an icon use it (docs/product.md#accessibility-themes-and-narrow-screens): a button with
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
