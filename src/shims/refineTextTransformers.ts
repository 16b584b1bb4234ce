/**
 * The English plural and singular Refine makes of a resource's name. The console names no resource by an English
 * word: its resources are route keys, and every title, button and message is its own translation in both
 * languages. So the console passes Refine these transformers, which keep a name as it is, and the build gives
 * Refine this module in place of the pluralize package its default options import (docs/performance.md, "Build
 * shims").
 */
const asItIs = (word: string) => word;

export const resourceNameTransformers = { plural: asItIs, singular: asItIs };

/**
 * pluralize's shape: the package's default export is a function, `pluralize(word, count, inclusive)`, with the
 * plural and singular forms as its properties. Refine reads only those two; the function keeps a word as it is,
 * and with `inclusive` puts the count before it, as pluralize does.
 */
export type Pluralize = ((word: string, count?: number, inclusive?: boolean) => string) & typeof resourceNameTransformers;

const pluralize: Pluralize = Object.assign((word: string, count?: number, inclusive?: boolean) => (inclusive ? `${count} ${word}` : word), resourceNameTransformers);

export default pluralize;
