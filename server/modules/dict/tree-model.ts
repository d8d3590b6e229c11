/** JeecgBoot `TreeSelectModel` (CONTRACT §4.3): the node shape of every tree select call. */
export interface TreeSelectModel {
  key: string;
  title: string;
  value: string;
  code: string | null;
  isLeaf: boolean;
  parentId: string | null;
  icon: string | null;
  /** null on leaves and on lazily loaded nodes. */
  children: TreeSelectModel[] | null;
}

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
