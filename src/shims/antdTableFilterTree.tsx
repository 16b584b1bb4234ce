import { whenDrawn } from './whenDrawn';

/**
 * antd's tree in the table's filter dropdown, which every table imports for a column filter in tree mode: the
 * tree component (rc-tree) was on every list's path without ever showing, as no list declares column filters.
 */
export default whenDrawn(() => import('antd/es/tree'));
