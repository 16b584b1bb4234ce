import { whenDrawn } from './whenDrawn';

/**
 * antd's `Avatar.Group`, which antd's avatar module attaches to every avatar and the console draws nowhere: the
 * same component, loaded when first drawn rather than on the shell's path.
 */
export default whenDrawn(() => import('antd/es/avatar/AvatarGroup'));
