import type { CSSProperties } from 'react';
import { TreeSelect } from 'antd';
import type { TreeSelectState } from '../../../shared/hooks/dict-select/use-dict-tree';
import type { DictTreeWidgetProps } from '../../../shared/hooks/dict-select/widget-props';
import { DICT_DROPDOWN_MAX_HEIGHT, DICT_SELECT_TEXTS } from '../../../shared/domain/widgets/dict/messages';
import { joinDictValue } from '../../../shared/domain/widgets/dict/options';
import type { DictTreeNode } from '../../../shared/domain/widgets/dict/tree-nodes';
import { DictError } from './dict-select';

/** Props both desktop tree selects share. */
export interface TreeSelectCommonProps extends DictTreeWidgetProps {
  style?: CSSProperties;
}

interface AntTreeNode {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: AntTreeNode[];
}

function toAnt(nodes: readonly DictTreeNode[]): AntTreeNode[] {
  return nodes.map((n) => ({
    key: n.key,
    value: n.value,
    title: n.title,
    isLeaf: n.isLeaf,
    ...(n.children ? { children: toAnt(n.children) } : {}),
  }));
}

type LabeledValue = { value: string; label?: unknown };

/** The antd view over a lazy tree state (dictionary tree or category tree). */
export function TreeSelectView({ state, ...props }: TreeSelectCommonProps & { state: TreeSelectState }) {
  if (state.error) return <DictError message={state.error} />;
  const selected = state.selected.map((o) => ({ value: o.value, label: o.label }));
  return (
    <TreeSelect<LabeledValue | LabeledValue[]>
      id={props.id}
      aria-label={props['aria-label']}
      style={{ width: '100%', ...props.style }}
      allowClear
      labelInValue
      multiple={props.multiple}
      disabled={props.disabled}
      loading={state.loading}
      placeholder={props.placeholder ?? DICT_SELECT_TEXTS.choose}
      value={props.multiple ? selected : selected[0]}
      treeData={toAnt(state.tree)}
      loadData={(node) => state.expand(String(node.key ?? node.value))}
      notFoundContent={state.loading ? DICT_SELECT_TEXTS.loading : DICT_SELECT_TEXTS.empty}
      listHeight={DICT_DROPDOWN_MAX_HEIGHT}
      styles={{ popup: { root: { maxHeight: DICT_DROPDOWN_MAX_HEIGHT, overflow: 'auto' } } }}
      onChange={(next) => {
        const list = !next ? [] : Array.isArray(next) ? next : [next];
        const picked = list.map((i) => ({ value: String(i.value), label: String(i.label ?? i.value) }));
        state.remember(picked);
        props.onChange?.(joinDictValue(picked.map((p) => p.value)), picked);
      }}
    />
  );
}
