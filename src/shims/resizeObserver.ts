/**
 * The browser's own ResizeObserver, for antd's resize observer in the console's build (scripts/buildShims.ts):
 * resize-observer-polyfill returns exactly this wherever ResizeObserver exists, which is every browser the build
 * targets, so its polyfill (13 KB of script) was never run.
 */
export default globalThis.ResizeObserver;
