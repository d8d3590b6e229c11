// The department select's state, written once for both shells (spec 001 §2): the tree from
// /sys/sysDepart/queryTreeList, search through searchBy, checking in linked / strict / single
// mode, check all / none, expand / collapse all, the value as ids or orgCodes.
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { departTreeQueryOptions, searchDeparts } from '../../api/sys/depart-api';
import {
  checkAll,
  departLabels,
  departValue,
  halfCheckedKeys,
  indexDeparts,
  keysOfValue,
  parentDepartKeys,
  switchMode,
  toggleCheck,
  type CheckMode,
  type DepartNode,
  type ValueField,
} from '../../domain/widgets/depart-select/tree-check';

export interface DepartSelectProps {
  /** Comma-joined ids (or orgCodes with valueField 'orgCode'). */
  value?: string | null;
  onChange?: (value: string, labels: string) => void;
  /** Several departments (default) or one. */
  multi?: boolean;
  valueField?: ValueField;
  /** Multi mode's starting mode: strict (default, JeecgBoot's checkStrictly) or linked. */
  linked?: boolean;
  disabled?: boolean;
}

/** The field's props in both shells: the hook's props plus the field's own text. */
export interface DepartSelectFieldProps extends DepartSelectProps {
  /** Accessible name of the field (default 请选择部门). */
  ariaLabel?: string;
  placeholder?: string;
}

const EMPTY: readonly DepartNode[] = [];

export function useDepartSelect(props: DepartSelectProps) {
  const { value, onChange, multi = true, valueField = 'id', linked = false } = props;
  const tree = useQuery(departTreeQueryOptions());
  const nodes: readonly DepartNode[] = tree.data ?? EMPTY;
  const index = useMemo(() => indexDeparts(nodes), [nodes]);
  const [open, setOpen] = useState(false);
  const [mode, setModeState] = useState<CheckMode>(multi ? (linked ? 'linked' : 'strict') : 'single');
  const [checked, setChecked] = useState<string[]>([]);
  // null = every parent open (also for a tree that arrives after the modal opened).
  const [expandedKeys, setExpanded] = useState<string[] | null>(null);
  const expanded = useMemo(() => expandedKeys ?? parentDepartKeys(index), [expandedKeys, index]);
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<readonly DepartNode[] | null>(null);
  const [searching, setSearching] = useState(false);

  const labels = useMemo(() => departLabels(index, value, valueField), [index, value, valueField]);

  const show = useCallback(() => {
    setChecked(keysOfValue(index, value, valueField));
    setExpanded(null);
    setKeyword('');
    setFound(null);
    setOpen(true);
  }, [index, value, valueField]);

  const close = useCallback(() => setOpen(false), []);

  const toggle = useCallback(
    (key: string, on: boolean) => setChecked((c) => toggleCheck(index, c, key, on, mode)),
    [index, mode],
  );

  const setMode = useCallback(
    (next: 'linked' | 'strict') => {
      if (!multi) return;
      setModeState(next);
      setChecked((c) => switchMode(index, c, next));
    },
    [index, multi],
  );

  const search = useCallback(async (word: string) => {
    setKeyword(word);
    if (!word.trim()) {
      setFound(null);
      return;
    }
    setSearching(true);
    try {
      const res = await searchDeparts(word.trim());
      // "未查询匹配数据！" is a success:false answer: an empty result, not an error.
      setFound(res.success && Array.isArray(res.result) ? res.result : []);
    } finally {
      setSearching(false);
    }
  }, []);

  const confirm = useCallback(() => {
    const next = departValue(index, checked, valueField);
    onChange?.(next, departLabels(index, next, valueField));
    setOpen(false);
  }, [checked, index, onChange, valueField]);

  const clear = useCallback(() => onChange?.('', ''), [onChange]);

  return {
    loading: tree.isLoading,
    nodes: found ?? nodes,
    index,
    labels,
    open,
    show,
    close,
    mode,
    setMode,
    multi,
    checked,
    halfChecked: mode === 'linked' ? halfCheckedKeys(index, checked) : [],
    toggle,
    checkAll: (on: boolean) => setChecked(checkAll(index, on, mode)),
    expanded,
    setExpanded,
    expandAll: () => setExpanded(null),
    collapseAll: () => setExpanded([]),
    keyword,
    search,
    searching,
    confirm,
    clear,
  };
}

export type DepartSelectState = ReturnType<typeof useDepartSelect>;
