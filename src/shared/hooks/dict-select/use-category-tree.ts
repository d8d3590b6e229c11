import { useCallback } from 'react';
import {
  loadCategoryChildren,
  loadCategoryOne,
  loadCategoryRoot,
  loadCategoryTexts,
  loadCategoryTreeData,
} from '../../api/sys/dict-api';
import { useLazyTree } from './use-lazy-tree';
import { type TreeSelectState, useConditionError, useTreeSelection } from './use-dict-tree';
import { textsByKey } from './use-value-labels';

export interface CategoryTreeConfig {
  /** Code of the parent category whose children form the root level ('' = top level). */
  pcode?: string;
  /** A JSON object string of filters; with one, the tree comes from `/sys/category/loadTreeData`. */
  condition?: string;
  /** Field `loadOne` looks the value up by (default `id`; the stored value is the node key). */
  field?: 'id' | 'code';
  value: unknown;
}

function nodeLabel(node: unknown): string | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  const n = node as Record<string, unknown>;
  for (const k of ['name', 'title', 'label', 'text']) {
    const v = n[k];
    if (typeof v === 'string' && v) return v;
  }
  return undefined;
}

/**
 * Category tree select (spec 001 §7): root = `loadTreeRoot {async: true, pcode}` (failure shows
 * the server message as an error), children = `loadTreeChildren {pid}`, the value's label =
 * `loadOne {field, val}` (several values: `loadDictItem {ids}`).
 */
export function useCategoryTree({
  pcode = '',
  condition = '',
  field = 'id',
  value,
}: CategoryTreeConfig): TreeSelectState {
  const error = useConditionError(condition);
  const loadRoot = useCallback(
    () => (condition ? loadCategoryTreeData({ pid: '', pcode, condition }) : loadCategoryRoot(pcode, true)),
    [pcode, condition],
  );
  const loadChildren = useCallback(
    (key: string) =>
      condition ? loadCategoryTreeData({ pid: key, pcode, condition }) : loadCategoryChildren(key),
    [pcode, condition],
  );
  const { tree, loading, expand } = useLazyTree({
    loadRoot,
    loadChildren,
    scope: JSON.stringify([pcode, condition]),
    enabled: error === null,
  });
  const resolve = useCallback(
    async (missing: string[]): Promise<Record<string, string>> => {
      const [only] = missing;
      if (missing.length === 1 && only !== undefined) {
        const res = await loadCategoryOne(field, only);
        const label = res.success ? nodeLabel(res.result) : undefined;
        return label ? { [only]: label } : {};
      }
      const res = await loadCategoryTexts(missing.join(','), false);
      return res.success ? textsByKey(missing, res.result) : {};
    },
    [field],
  );
  const { selected, remember } = useTreeSelection(tree, value, resolve, `category:${field}`);
  return { tree, loading, error, expand, selected, remember };
}
