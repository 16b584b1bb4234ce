import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component of antd's that a table imports for a case no list declares, loaded when first drawn
 * (scripts/buildShims.ts): the same component, without its bytes on every list's path.
 */
export function whenDrawn<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Component = lazy(load);
  return function WhenDrawn(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
