import { whenDrawn } from './whenDrawn';

/**
 * antd's virtual table (rc-table's VirtualTable on rc-virtual-list), which every table imports and builds when
 * its module loads, for `virtual` tables: no list declares one, so it loads when one is first drawn.
 */
export default whenDrawn(() => import('antd/es/table/RcTable/VirtualTable'));
