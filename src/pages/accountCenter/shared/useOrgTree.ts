import { useEffect, useRef, useState } from 'react';
import type { DeptNode } from '@schemas/orgPicker';
import { TREE_SEARCH_DEBOUNCE_MS } from '@schemas/orgPicker';
import { ACCOUNT_API } from './api';
import { useAccountCall } from './useAccountCall';

export interface TreeNode {
  key: number;
  title: string;
  isLeaf: boolean;
  dept: DeptNode;
  children?: TreeNode[];
}

const toTree = (nodes: DeptNode[]): TreeNode[] =>
  nodes.map((d) => ({
    key: d.deptId,
    title: d.name,
    isLeaf: !d.hasChildren,
    dept: d,
    children: d.children && d.children.length > 0 ? toTree(d.children) : undefined,
  }));

function withChildren(nodes: TreeNode[], key: number, children: TreeNode[]): TreeNode[] {
  return nodes.map((n) =>
    n.key === key ? { ...n, children, isLeaf: children.length === 0 } : n.children ? { ...n, children: withChildren(n.children, key, children) } : n,
  );
}

const allKeys = (nodes: TreeNode[]): number[] => nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);

/**
 * The organisation tree: roots first, children loaded when a node opens, and a name search (500 ms debounce,
 * SPEC.md section 9) that shows the matches with their ancestors, expanded.
 */
export function useOrgTree(active = true) {
  const { post } = useAccountCall();
  const [tree, setTree] = useState<TreeNode[]>([]);
  const [expanded, setExpanded] = useState<number[]>([]);
  const [keyword, setKeyword] = useState('');
  const [loading, setLoading] = useState(false);
  const request = useRef(0);

  useEffect(() => {
    if (!active) return;
    const id = ++request.current;
    const term = keyword.trim();
    const timer = setTimeout(
      async () => {
        setLoading(true);
        try {
          const reply = term
            ? await post<{ deptList: DeptNode[] }>(ACCOUNT_API.treeByName, { name: term, status: 0, platformSearch: true })
            : await post<{ deptList: DeptNode[] }>(ACCOUNT_API.lazyTree, { parentId: 0, status: 0, platformSearch: true });
          if (id !== request.current) return; // a newer search answered first
          const next = toTree(reply.deptList);
          setTree(next);
          setExpanded(term ? allKeys(next) : []);
        } catch {
          if (id === request.current) setTree([]);
        } finally {
          if (id === request.current) setLoading(false);
        }
      },
      term ? TREE_SEARCH_DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword, active]);

  const loadChildren = async (node: TreeNode) => {
    if (node.children || node.isLeaf) return;
    const reply = await post<{ deptList: DeptNode[] }>(ACCOUNT_API.lazyTree, { parentId: node.key, status: 0, platformSearch: true });
    setTree((current) => withChildren(current, node.key, toTree(reply.deptList)));
  };

  return { tree, expanded, setExpanded, keyword, setKeyword, loading, loadChildren };
}
