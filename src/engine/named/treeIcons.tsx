import type { CSSProperties } from 'react';
import CaretDownFilled from '@ant-design/icons/es/icons/CaretDownFilled';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import MinusSquareOutlined from '@ant-design/icons/es/icons/MinusSquareOutlined';
import PlusSquareOutlined from '@ant-design/icons/es/icons/PlusSquareOutlined';

/**
 * antd's tree switchers, decorative (docs/product.md#accessibility-themes-and-narrow-screens): antd draws them as named icons inside
 * each tree item, so an item was read 'caret-down 中膳云集团'. These are antd's own icons hidden from the
 * accessibility tree; the item is named by its title alone and says open or closed with `aria-expanded`.
 * Spread into every Tree and TreeSelect: `<Tree {...TREE_ICONS} />`, `<Tree showLine {...LINE_TREE_ICONS} />`.
 */

// antd gives a switcher of ours its caret class (10 pixels); the line style's squares keep the text's size.
const LINE: CSSProperties = { fontSize: 'inherit', verticalAlign: '-0.15em' };
const loading = <LoadingOutlined aria-hidden className="ant-tree-switcher-loading-icon" />;

export const TREE_ICONS = { switcherIcon: <CaretDownFilled aria-hidden />, switcherLoadingIcon: loading };

export const LINE_TREE_ICONS = {
  switcherIcon: ({ expanded }: { expanded?: boolean }) => (expanded ? <MinusSquareOutlined aria-hidden style={LINE} /> : <PlusSquareOutlined aria-hidden style={LINE} />),
  switcherLoadingIcon: loading,
};
