import { useCallback, useEffect, useState } from 'react';
import {
  loadCategoryChildren,
  loadCategoryRoots,
  type CategoryAdminRecord,
} from '../../../../shared/api/sys/category-admin-api';

export const CATEGORY_ROOT_PID = '0';

export interface CategorySearch {
  name?: string;
  code?: string;
}

/** A row of the tree table: a category, or the stand-in shown under a node until its children load. */
export interface CategoryRow extends CategoryAdminRecord {
  placeholder?: boolean;
  children?: CategoryRow[];
}

const likeValue = (v: string | undefined) => (v && v.trim() ? `*${v.trim()}*` : undefined);

/**
 * The 分类字典 tree: one page of top-level categories (or search hits at any level), children
 * loaded when a node is expanded, and the level of a changed node reloaded after a write.
 */
export function useCategoryTree(onError: (message: string) => void) {
  const [search, setSearch] = useState<CategorySearch>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [roots, setRoots] = useState<CategoryAdminRecord[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [children, setChildren] = useState<Record<string, CategoryAdminRecord[]>>({});
  const [expanded, setExpanded] = useState<string[]>([]);

  const loadRoots = useCallback(async () => {
    setLoading(true);
    try {
      const res = await loadCategoryRoots({
        ...paging,
        name: likeValue(search.name),
        code: likeValue(search.code),
      });
      if (!res.success) return onError(res.message);
      setRoots(res.result.records);
      setTotal(res.result.total);
      setChildren({});
      setExpanded([]);
    } catch {
      // Shown by the HTTP interceptor.
    } finally {
      setLoading(false);
    }
  }, [paging, search, onError]);

  useEffect(() => {
    void loadRoots();
  }, [loadRoots]);

  const loadChildren = useCallback(
    async (pid: string) => {
      try {
        const res = await loadCategoryChildren(pid);
        if (!res.success) return onError(res.message);
        setChildren((c) => ({ ...c, [pid]: res.result }));
        // The parent's flag follows what is really below it (a child may just have been added or removed).
        const hasChild = res.result.length > 0 ? '1' : '0';
        const mark = (n: CategoryAdminRecord) => (n.id === pid ? { ...n, hasChild } : n);
        setRoots((r) => r.map(mark));
        setChildren((c) => Object.fromEntries(Object.entries(c).map(([k, list]) => [k, list.map(mark)])));
        if (res.result.length > 0) setExpanded((e) => (e.includes(pid) ? e : [...e, pid]));
      } catch {
        // Shown by the HTTP interceptor.
      }
    },
    [onError],
  );

  /** Reloads the level a node lives on (after an add below `pid`, an edit or a delete there). */
  const reloadLevel = useCallback(
    (pid: string) => (pid === CATEGORY_ROOT_PID ? loadRoots() : loadChildren(pid)),
    [loadRoots, loadChildren],
  );

  const toRows = (nodes: readonly CategoryAdminRecord[]): CategoryRow[] =>
    nodes.map((n) => {
      if (n.hasChild !== '1') return { ...n, children: undefined };
      const loaded = children[n.id];
      return {
        ...n,
        children: loaded
          ? toRows(loaded)
          : [
              {
                ...n,
                id: `${n.id}__loading`,
                name: '加载中…',
                code: '',
                placeholder: true,
                children: undefined,
              },
            ],
      };
    });

  const onExpand = (open: boolean, row: CategoryRow) => {
    setExpanded((e) => (open ? [...e, row.id] : e.filter((k) => k !== row.id)));
    if (open && !children[row.id]) void loadChildren(row.id);
  };

  return {
    rows: toRows(roots),
    total,
    loading,
    paging,
    expanded,
    onExpand,
    setPaging,
    search: (s: CategorySearch) => {
      setSearch(s);
      setPaging((p) => ({ ...p, pageNo: 1 }));
    },
    reloadLevel,
  };
}
