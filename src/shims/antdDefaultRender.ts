import { createRoot, type Root } from 'react-dom/client';

/**
 * antd's default render of its detached parts (the click wave, static dialogs), which the React 19 patch imported
 * at the entry replaces before anything draws. rc-util's version brings a legacy path and the regenerator runtime
 * of its one async function onto the sign-in page; this one renders as the patch does, into a root per container.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

export function render(node: React.ReactNode, container: Element | DocumentFragment): void {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
}

export function unmount(container: Element | DocumentFragment): Promise<void> {
  return Promise.resolve().then(() => {
    roots.get(container)?.unmount();
    roots.delete(container);
  });
}
