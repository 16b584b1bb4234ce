import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from '@refinedev/core';
import type { TreeSourceDecl } from '@resources/define';
import { dynamic } from '../dynamic';

export interface TreeNode {
  key: number | string;
  title: string;
  isLeaf: boolean;
  /** The node as the server sent it. */
  raw: Record<string, unknown>;
  children?: TreeNode[];
}

export function toTreeNodes(source: TreeSourceDecl, nodes: Record<string, unknown>[]): TreeNode[] {
  return nodes.map((n) => {
    const children = n[source.childrenField] as Record<string, unknown>[] | undefined;
    return {
      key: n[source.keyField] as number | string,
      title: String(n[source.titleField] ?? ''),
      isLeaf: !n[source.hasChildrenField],
      raw: n,
      children: children && children.length > 0 ? toTreeNodes(source, children) : undefined,
    };
  });
}

function withChildren(nodes: TreeNode[], key: TreeNode['key'], children: TreeNode[]): TreeNode[] {
  return nodes.map((n) => (n.key === key ? { ...n, children, isLeaf: children.length === 0 } : n.children ? { ...n, children: withChildren(n.children, key, children) } : n));
}

const allKeys = (nodes: TreeNode[]): TreeNode['key'][] => nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);

/** A node of the tree by its key, wherever it hangs. */
export function findNode(nodes: TreeNode[], key: TreeNode['key']): TreeNode | undefined {
  for (const n of nodes) {
    if (n.key === key) return n;
    const below = n.children ? findNode(n.children, key) : undefined;
    if (below) return below;
  }
  return undefined;
}

/**
 * A tree loaded level by level: the top level first, children when a node opens, and a name search (debounced
 * as declared, 500 ms for the organisation tree) that shows the matches with their ancestors, expanded. A
 * slower answer to an older search never replaces a newer one.
 */
export function useLazyTree(source: TreeSourceDecl, active = true) {
  const dataProvider = useDataProvider()();
  const [tree, setTree] = useState<TreeNode[]>([]);
  const [expanded, setExpanded] = useState<TreeNode['key'][]>([]);
  const [keyword, setKeyword] = useState('');
  const [loading, setLoading] = useState(false);
  const request = useRef(0);

  const post = async (url: string, body: Record<string, unknown>) => {
    const { data } = await dataProvider.custom!({ url, method: 'post', payload: body, meta: {} });
    const nodes = (data as Record<string, unknown> | undefined)?.[source.nodesField];
    return toTreeNodes(source, Array.isArray(nodes) ? (nodes as Record<string, unknown>[]) : []);
  };

  useEffect(() => {
    if (!active) return;
    const id = ++request.current;
    const term = keyword.trim();
    const timer = setTimeout(
      async () => {
        setLoading(true);
        try {
          const next = term ? await post(source.search.url, dynamic(source.search.body, 'tree.search.body', [term], {}) ?? {}) : await post(source.roots.url, source.roots.body);
          if (id !== request.current) return; // a newer search answered first
          setTree(next);
          setExpanded(term ? allKeys(next) : []);
        } catch {
          if (id === request.current) setTree([]);
        } finally {
          if (id === request.current) setLoading(false);
        }
      },
      term ? source.search.debounceMs : 0,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the source is a constant of the declaration, and `post` a new function on every render
  }, [keyword, active]);

  const loadChildren = async (node: TreeNode) => {
    if (node.children || node.isLeaf) return;
    const children = await post(source.children.url, dynamic(source.children.body, 'tree.children.body', [node.key], {}) ?? {});
    setTree((current) => withChildren(current, node.key, children));
  };

  /**
   * The tree asked again after a change (a department added, moved, deleted): the search in force, or the top level
   * with every open node's children, so the tree keeps the shape the user gave it.
   */
  const reload = async () => {
    const id = ++request.current;
    const term = keyword.trim();
    setLoading(true);
    try {
      let next = term ? await post(source.search.url, dynamic(source.search.body, 'tree.search.body', [term], {}) ?? {}) : await post(source.roots.url, source.roots.body);
      if (!term) {
        // Parents before children: each pass opens what the previous one brought.
        const pending = new Set(expanded);
        for (let grew = true; grew && pending.size > 0;) {
          grew = false;
          for (const key of [...pending]) {
            const node = findNode(next, key);
            if (!node) continue;
            pending.delete(key);
            grew = true;
            if (node.isLeaf) continue;
            next = withChildren(next, key, await post(source.children.url, dynamic(source.children.body, 'tree.children.body', [key], {}) ?? {}));
          }
        }
      }
      if (id !== request.current) return;
      setTree(next);
      if (term) setExpanded(allKeys(next));
      else setExpanded((keys) => keys.filter((key) => findNode(next, key)));
    } catch {
      // The http client has shown why; the tree stays as it was.
    } finally {
      if (id === request.current) setLoading(false);
    }
  };

  return { tree, expanded, setExpanded, keyword, setKeyword, loading, loadChildren, reload, searching: keyword.trim() !== '' };
}
