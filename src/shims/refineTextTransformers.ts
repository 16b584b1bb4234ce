/**
 * The English plural and singular Refine makes of a resource's name. The console names no resource by an English
 * word: its resources are route keys, and every title, button and message is its own translation (docs/product.md#routes-and-screens,
 * both languages). So the console passes Refine these transformers, which keep a name as it is, and the build
 * gives Refine them in place of the pluralize package its default options import (docs/performance.md#build-shims).
 */
const asItIs = (word: string) => word;

export const resourceNameTransformers = { plural: asItIs, singular: asItIs };

export default resourceNameTransformers;
