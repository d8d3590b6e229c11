import { useCallback, useEffect, useRef, useState } from 'react';
import { getHttpUi } from '../../api/http-ui';
import type { Result } from '../../domain/contract/result';
import {
  insertTreeChildren,
  normaliseTreeNodes,
  type DictTreeNode,
} from '../../domain/widgets/dict/tree-nodes';

export interface LazyTreeConfig {
  /** Root call; an unsuccessful answer shows the server message as an error. */
  loadRoot: () => Promise<Result<unknown>>;
  /** Children of one node; an unsuccessful answer leaves the node unexpanded. */
  loadChildren: (key: string) => Promise<Result<unknown>>;
  /** Changing it reloads the root (e.g. the dictionary, pcode or condition). */
  scope: string;
  /** False: nothing is loaded (e.g. a rejected condition). */
  enabled: boolean;
}

export interface LazyTreeState {
  tree: DictTreeNode[];
  loading: boolean;
  /** Loads a node's children once; resolves when they are in the tree. */
  expand(key: string): Promise<void>;
}

/** The lazy tree both tree selects share: root on mount, children on demand, stale answers dropped. */
export function useLazyTree({ loadRoot, loadChildren, scope, enabled }: LazyTreeConfig): LazyTreeState {
  const [tree, setTree] = useState<DictTreeNode[]>([]);
  const [loading, setLoading] = useState(false);
  const calls = useRef({ loadRoot, loadChildren });
  calls.current = { loadRoot, loadChildren };
  const generation = useRef(0);
  const loaded = useRef(new Set<string>());

  useEffect(() => {
    const mine = ++generation.current;
    loaded.current = new Set();
    setTree([]);
    if (!enabled) return;
    setLoading(true);
    calls.current
      .loadRoot()
      .then((res) => {
        if (mine !== generation.current) return;
        setLoading(false);
        if (res.success) setTree(normaliseTreeNodes(res.result));
        else getHttpUi().error(res.message);
      })
      .catch(() => {
        if (mine === generation.current) setLoading(false);
      });
  }, [scope, enabled]);

  const expand = useCallback(async (key: string) => {
    if (loaded.current.has(key)) return;
    const mine = generation.current;
    try {
      const res = await calls.current.loadChildren(key);
      if (mine !== generation.current || !res.success) return;
      loaded.current.add(key);
      const children = normaliseTreeNodes(res.result);
      setTree((prev) => insertTreeChildren(prev, key, children));
    } catch {
      // Shown by the interceptor; the node can be expanded again.
    }
  }, []);

  return { tree, loading, expand };
}
