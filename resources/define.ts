/**
 * The engine's vocabulary (docs/screens.md#the-vocabulary, docs/screens.md#declaring-a-screen): what a declaration in resources/ may
 * say. Each part lives in vocabulary/; this file is where declarations import it from.
 */
export type * from './vocabulary/values';
export type * from './vocabulary/actions';
export type * from './vocabulary/forms';
export type * from './vocabulary/pages';
export type * from './vocabulary/plugins';
export type * from './vocabulary/resource';
export type * from './vocabulary/live';
export type * from './vocabulary/dynamic';
export type { DialogPluginName, PagePluginName, ToolbarPluginName, WidgetPluginName } from './plugins';
export { columnKey } from './vocabulary/values';
export { defineResource } from './vocabulary/resource';
export { formPage } from './vocabulary/forms';
