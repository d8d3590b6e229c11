import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getAction } from '../../api/http';
import { listOfResult, type TreeRowValues } from '../../domain/widgets/tree-table/response-shape';
import {
  EMPTY_TREE,
  buildTreeNodes,
  collapseRow,
  defaultHasChildren,
  expandRow,
  settleLevel,
  type HasChildren,
  type TreeNode,
  type TreeTableState,
} from '../../domain/widgets/tree-table/tree-model';

export interface TreeTableSource {
  /** List URL; every level is fetched from it with `[pidKey] = parent key`. */
  url: string;
  /** Parent parameter name (default pid). */
  pidKey?: string;
  /** Parent value of the root level (default '': JeecgBoot uses '' or '0'). */
  rootPid?: string;
  /** Extra query parameters of every request. */
  params?: Readonly<Record<string, string | number | undefined>>;
  /** Key field of the rows (default id); it is also the children's pid. */
  rowKey?: string;
  /** Whether a row can expand (default: hasChild '1', hasChildren true or isLeaf false). */
  hasChildren?: HasChildren;
}

export interface TreeTableView {
  nodes: TreeNode[];
  /** True while the root level loads. */
  loading: boolean;
  /** The last failure (返回数据类型不识别 for an unknown shape, else the server's message). */
  error: string | null;
  expandedKeys: readonly string[];
  setExpanded(key: string, expanded: boolean): void;
  reload(): void;
}

type Fetched = { ok: true; rows: TreeRowValues[] } | { ok: false; message: string };

async function fetchLevel(url: string, params: Record<string, unknown>): Promise<Fetched> {
  try {
    const res = await getAction<unknown>(url, params);
    if (!res.success) return { ok: false, message: res.message || '加载失败' };
    return listOfResult(res.result);
  } catch {
    // The HTTP layer already told the user (network, 500, session); keep the table as it is.
    return { ok: false, message: '' };
  }
}

/** A lazily loaded tree of list rows (JeecgBoot JTreeTable), shared by the desktop table and the phone list. */
export function useTreeTable(source: TreeTableSource): TreeTableView {
  const { url, pidKey = 'pid', rootPid = '', rowKey = 'id' } = source;
  const hasChildren = source.hasChildren ?? defaultHasChildren;
  const paramsKey = JSON.stringify(source.params ?? {});
  const [state, setState] = useState<TreeTableState>(EMPTY_TREE);
  // The latest state, so an expansion knows synchronously whether it must fetch.
  const stateRef = useRef(state);
  const update = useCallback((change: (s: TreeTableState) => TreeTableState) => {
    stateRef.current = change(stateRef.current);
    setState(stateRef.current);
  }, []);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  // Answers of an earlier round (reload, new URL) are dropped.
  const roundRef = useRef(0);

  const load = useCallback(
    (pid: string) =>
      fetchLevel(url, { ...(JSON.parse(paramsKey) as Record<string, unknown>), [pidKey]: pid }),
    [url, paramsKey, pidKey],
  );

  useEffect(() => {
    const mine = ++roundRef.current;
    update(() => EMPTY_TREE);
    setLoading(true);
    setError(null);
    void load(rootPid).then((answer) => {
      if (roundRef.current !== mine) return;
      setLoading(false);
      update(() => ({ ...EMPTY_TREE, roots: answer.ok ? answer.rows : [] }));
      if (!answer.ok) setError(answer.message || null);
    });
  }, [load, rootPid, round, update]);

  const setExpanded = useCallback(
    (key: string, expanded: boolean) => {
      if (!expanded) {
        update((s) => collapseRow(s, key));
        return;
      }
      const next = expandRow(stateRef.current, key);
      update(() => next.state);
      if (!next.fetch) return;
      const mine = roundRef.current;
      void load(key).then((answer) => {
        if (roundRef.current !== mine) return;
        update((s) => settleLevel(s, key, answer.ok ? answer.rows : null));
        if (answer.ok) setError(null);
        else if (answer.message) setError(answer.message);
      });
    },
    [load, update],
  );

  const nodes = useMemo(() => buildTreeNodes(state, { rowKey, hasChildren }), [state, rowKey, hasChildren]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { nodes, loading, error, expandedKeys: state.expanded, setExpanded, reload };
}
