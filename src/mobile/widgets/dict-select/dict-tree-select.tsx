import { useDictTree, type DictTreeConfig } from '../../../shared/hooks/dict-select/use-dict-tree';
import { MobileTreePicker, type MobileTreeSelectProps } from './tree-picker';

export type MobileDictTreeSelectProps = MobileTreeSelectProps & Omit<DictTreeConfig, 'value'>;

/** The phone's dictionary tree select (JTreeSelect): a full-screen tree picker over `loadTreeData`. */
export function MobileDictTreeSelect({
  dict,
  pidField,
  pidValue,
  hasChildField,
  condition,
  ...props
}: MobileDictTreeSelectProps) {
  const state = useDictTree({ dict, pidField, pidValue, hasChildField, condition, value: props.value });
  return <MobileTreePicker state={state} {...props} />;
}
