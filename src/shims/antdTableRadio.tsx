import { whenDrawn } from './whenDrawn';

/**
 * antd's radio in a table, for a row selection of one (`rowSelection.type: 'radio'`) and a column filter of one
 * value: no list declares either, and the radio and its group were on every list's path.
 */
export default whenDrawn(() => import('antd/es/radio'));
