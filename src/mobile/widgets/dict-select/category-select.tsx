import {
  useCategoryTree,
  type CategoryTreeConfig,
} from '../../../shared/hooks/dict-select/use-category-tree';
import { MobileTreePicker, type MobileTreeSelectProps } from './tree-picker';

export type MobileCategorySelectProps = MobileTreeSelectProps & Omit<CategoryTreeConfig, 'value'>;

/** The phone's category select: a full-screen tree picker over `loadTreeRoot` / `loadTreeChildren`. */
export function MobileCategorySelect({ pcode, condition, field, ...props }: MobileCategorySelectProps) {
  const state = useCategoryTree({ pcode, condition, field, value: props.value });
  return <MobileTreePicker state={state} {...props} />;
}
