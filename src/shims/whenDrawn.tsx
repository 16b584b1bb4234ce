import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component of antd's that a table imports for a case no list declares, loaded when first drawn
 * (scripts/buildShims.ts): the same component, without its bytes on every list's path. `fallback` is what shows
 * while it loads (nothing unless given).
 */
export function whenDrawn<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback?: (props: P) => ReactNode) {
  const Component = lazy(load);
  return function WhenDrawn(props: P) {
    return (
      <Suspense fallback={fallback ? fallback(props) : null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
