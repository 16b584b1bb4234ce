import { startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';

/**
 * Renders the console's first screen as a transition (docs/performance.md#what-the-browser-loads): React renders it in slices of a few
 * milliseconds and lets the browser paint and take input between them, where an ordinary first render is one long
 * task. Nothing is on the screen before it either way, and what it shows is the same.
 */
export function renderInSlices(root: Root, node: ReactNode) {
  startTransition(() => root.render(node));
}
