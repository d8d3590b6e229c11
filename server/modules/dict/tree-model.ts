import type { TreeSelectModel } from '../../../src/shared/domain/contract/tree-select';

export type { TreeSelectModel };

export interface TreeRow extends Record<string, unknown> {
  key: string | null;
  title: string | null;
  code?: string | null;
  is_leaf: boolean | null;
  parent_id: string | null;
}

export const toTreeNode = (r: TreeRow): TreeSelectModel => ({
  key: r.key ?? '',
  title: r.title ?? '',
  value: r.key ?? '',
  code: r.code ?? null,
  isLeaf: r.is_leaf === true,
  parentId: r.parent_id,
  icon: null,
  children: null,
});
