import {
  useCategoryTree,
  type CategoryTreeConfig,
} from '../../../shared/hooks/dict-select/use-category-tree';
import { TreeSelectView, type TreeSelectCommonProps } from './tree-select-view';

export type CategorySelectProps = TreeSelectCommonProps & Omit<CategoryTreeConfig, 'value'>;

/**
 * Category tree select (JCategorySelect): roots under `pcode` (`loadTreeRoot`; a failure shows the
 * server message as an error), children on expand, the value's label through `loadOne`.
 */
export function CategorySelect({ pcode, condition, field, ...props }: CategorySelectProps) {
  const state = useCategoryTree({ pcode, condition, field, value: props.value });
  return <TreeSelectView state={state} {...props} />;
}
