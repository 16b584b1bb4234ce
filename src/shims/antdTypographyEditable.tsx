import { whenDrawn } from './whenDrawn';

/**
 * antd's in-place editor of a text (Typography's `editable`), which every Typography imports with antd's text
 * area: no text of the console is editable in place, so it loads when one is first drawn.
 */
export default whenDrawn(() => import('antd/es/typography/Editable'));
