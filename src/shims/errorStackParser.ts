/**
 * Refine's devtools trace reads the stack of its hooks' calls in development only and returns before parsing in a
 * production build, which still carried the stack parser (error-stack-parser and stackframe) on the signed-in
 * path. The build gives it this parser, which a production build never calls.
 */
export default { parse: (): never[] => [] };
