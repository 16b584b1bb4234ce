import { lazy, Suspense, type ComponentProps } from 'react';

// Loaded when a tree filter is shown: no declared list has column filters.
const Tree = lazy(() => import('antd/es/tree'));

/**
 * antd's tree in the table's filter dropdown, which every table imports for a column filter in tree mode: the
 * tree component (rc-tree, some 16 KB gzip) was on every list's path without ever showing. The same tree, loaded
 * when first drawn (scripts/buildShims.ts).
 */
export default function TableFilterTree(props: ComponentProps<typeof Tree>) {
  return (
    <Suspense fallback={null}>
      <Tree {...props} />
    </Suspense>
  );
}
