import { useDictTree, type DictTreeConfig } from '../../../shared/hooks/dict-select/use-dict-tree';
import { TreeSelectView, type TreeSelectCommonProps } from './tree-select-view';

export type DictTreeSelectProps = TreeSelectCommonProps & Omit<DictTreeConfig, 'value'>;

/**
 * Dictionary tree select (JTreeSelect): a lazy tree over a registered table dictionary
 * (`loadTreeData` with pid / pidField / tableName / text / code / hasChildField / condition).
 * A condition that is not a JSON object string shows 组件JTreeSelect-condition传值有误，需要一个json字符串!
 * and loads nothing.
 */
export function DictTreeSelect({
  dict,
  pidField,
  pidValue,
  hasChildField,
  condition,
  ...props
}: DictTreeSelectProps) {
  const state = useDictTree({ dict, pidField, pidValue, hasChildField, condition, value: props.value });
  return <TreeSelectView state={state} {...props} />;
}
