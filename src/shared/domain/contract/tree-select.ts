/** JeecgBoot `TreeSelectModel` (CONTRACT §4.3): the node shape of every dictionary and category tree call. */
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

/** One category as `/sys/category/loadOne` answers it (the server adds the audit columns). */
export interface CategoryRecord {
  id: string;
  pid: string;
  name: string;
  code: string;
  hasChild: string;
  tenantId: number | null;
}
