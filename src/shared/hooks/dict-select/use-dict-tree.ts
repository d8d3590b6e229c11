import { useCallback, useEffect, useMemo } from 'react';
import { getHttpUi } from '../../api/http-ui';
import { labelDictCode, parseTableDictCode } from '../../domain/widgets/dict/dict-code';
import { DICT_CODE_EMPTY, DICT_CODE_FORMAT } from '../../domain/widgets/dict/messages';
import { splitDictValue, type DictOption } from '../../domain/widgets/dict/options';
import { checkTreeCondition } from '../../domain/widgets/dict/tree-condition';
import { findTreeNode, type DictTreeNode } from '../../domain/widgets/dict/tree-nodes';
import { loadDictItem, loadTreeData } from '../../api/sys/dict-api';
import { useLazyTree } from './use-lazy-tree';
import { textsByKey, useValueLabels } from './use-value-labels';

export interface DictTreeConfig {
  /** `table,text,code` of a registered table dictionary. */
  dict: string;
  /** Parent column (default `pid`). */
  pidField?: string;
  /** Parent value of the root level (default ''). */
  pidValue?: string;
  /** Column that stores "has children" ('1'), if any. */
  hasChildField?: string;
  /** A JSON object string of column → value filters. */
  condition?: string;
  value: unknown;
}

export interface TreeSelectState {
  tree: DictTreeNode[];
  loading: boolean;
  /** The rejected-condition message, or null. Nothing is loaded while it is set. */
  error: string | null;
  expand(key: string): Promise<void>;
  /** The current value's items with labels (label = value until known). */
  selected: DictOption[];
  remember(options: readonly DictOption[]): void;
}

/** Shows a rejected condition once per condition value, as the original did on creation. */
export function useConditionError(condition: string | undefined): string | null {
  const checked = useMemo(() => checkTreeCondition(condition), [condition]);
  const error = checked.ok ? null : checked.message;
  useEffect(() => {
    if (error) getHttpUi().error(error);
  }, [error, condition]);
  return error;
}

/** Labels from the loaded tree first, then from the given resolver. */
export function useTreeSelection(
  tree: readonly DictTreeNode[],
  value: unknown,
  resolve: (missing: string[]) => Promise<Record<string, string>>,
  scope: string,
) {
  const values = useMemo(() => splitDictValue(value), [value]);
  const inTree = useMemo(() => {
    const map = new Map<string, string>();
    for (const v of values) {
      const node = findTreeNode(tree, v);
      if (node) map.set(v, node.title);
    }
    return map;
  }, [tree, values]);
  const unknownValues = useMemo(() => values.filter((v) => !inTree.has(v)), [values, inTree]);
  const { labels, remember } = useValueLabels(unknownValues, resolve, scope);
  const selected = useMemo(
    () => values.map((v) => ({ value: v, label: inTree.get(v) ?? labels.get(v) ?? v })),
    [values, inTree, labels],
  );
  return { selected, remember };
}

/**
 * Dictionary tree select (JTreeSelect, CONTRACT.md §4.3 `loadTreeData`): the root level with
 * `pid = pidValue`, children by node key, the value's label through `loadDictItem`.
 */
export function useDictTree({
  dict,
  pidField = 'pid',
  pidValue = '',
  hasChildField = '',
  condition = '',
  value,
}: DictTreeConfig): TreeSelectState {
  const conditionError = useConditionError(condition);
  const parts = parseTableDictCode(dict);
  // Without a usable `table,text,code` nothing can load (the server's own wording for a bad code).
  const error = !dict ? DICT_CODE_EMPTY : !parts ? DICT_CODE_FORMAT : conditionError;
  const base = useMemo(
    () => ({
      tableName: parts?.table ?? '',
      text: parts?.text ?? '',
      code: parts?.code ?? '',
      pidField,
      hasChildField,
      condition,
    }),
    [parts?.table, parts?.text, parts?.code, pidField, hasChildField, condition],
  );
  const loadRoot = useCallback(() => loadTreeData({ ...base, pid: pidValue }), [base, pidValue]);
  const loadChildren = useCallback((key: string) => loadTreeData({ ...base, pid: key }), [base]);
  const scope = JSON.stringify([dict, pidField, pidValue, hasChildField, condition]);
  const { tree, loading, expand } = useLazyTree({
    loadRoot,
    loadChildren,
    scope,
    enabled: error === null,
  });
  const itemCode = labelDictCode(dict);
  const resolve = useCallback(
    async (missing: string[]) => {
      if (!parseTableDictCode(itemCode)) return {};
      const res = await loadDictItem(itemCode, missing.join(','), false);
      return res.success ? textsByKey(missing, res.result) : {};
    },
    [itemCode],
  );
  const { selected, remember } = useTreeSelection(tree, value, resolve, `dict:${dict}`);
  return { tree, loading, error, expand, selected, remember };
}
