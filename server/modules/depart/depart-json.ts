import { toDepart, type DepartRow } from '../user/user-row';

/** A sys_depart row with the columns only the department admin reads. */
export interface DepartAdminRow extends DepartRow {
  qywx_identifier: string | null;
  tenant_id: number | null;
}

/** SysDepart, as the department page reads it. */
export interface DepartJson {
  id: string;
  parentId: string;
  departName: string;
  departNameEn: string | null;
  departNameAbbr: string | null;
  departOrder: number | null;
  description: string | null;
  orgCategory: string | null;
  orgType: string | null;
  orgCode: string;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  status: string | null;
  delFlag: string;
  qywxIdentifier: string | null;
  tenantId: number | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  directorUserIds: string | null;
}

/** What any signed-in user may read of a department (pickers): no phone, fax, address or notes. */
export interface DepartPickJson {
  id: string;
  parentId: string;
  departName: string;
  orgCode: string;
  orgCategory: string | null;
  orgType: string | null;
  departOrder: number | null;
}

export type DepartView = 'full' | 'picker';

export function toDepartJson(row: DepartAdminRow): DepartJson {
  return {
    ...toDepart(row),
    qywxIdentifier: row.qywx_identifier,
    tenantId: row.tenant_id,
    directorUserIds: null,
  };
}

export function toDepartPick(row: DepartAdminRow): DepartPickJson {
  return {
    id: row.id,
    parentId: row.parent_id ?? '',
    departName: row.depart_name,
    orgCode: row.org_code,
    orgCategory: row.org_category,
    orgType: row.org_type,
    departOrder: row.depart_order,
  };
}

export const departView =
  (view: DepartView) =>
  (row: DepartAdminRow): DepartJson | DepartPickJson =>
    view === 'full' ? toDepartJson(row) : toDepartPick(row);

/** SysDepartTreeModel: the department plus key/value/title/isLeaf and children (null on leaves). */
export type DepartTreeNode = (DepartJson | DepartPickJson) & {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children: DepartTreeNode[] | null;
};

export function toTreeNode(
  row: DepartAdminRow,
  view: DepartView,
  key: 'id' | 'orgCode' = 'id',
): DepartTreeNode {
  const k = key === 'orgCode' ? row.org_code : row.id;
  return { key: k, value: k, title: row.depart_name, ...departView(view)(row), isLeaf: true, children: null };
}

/**
 * Rows (any order) → trees. A row whose parent is not among the rows becomes a root, so a
 * filtered set (search, data rules, `ids`) still shows every row it contains.
 */
export function buildDepartTree(rows: readonly DepartAdminRow[], view: DepartView): DepartTreeNode[] {
  const nodes = new Map(rows.map((r) => [r.id, toTreeNode(r, view)]));
  const roots: DepartTreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id ? nodes.get(row.parent_id) : undefined;
    if (!parent) {
      roots.push(node);
      continue;
    }
    parent.children = [...(parent.children ?? []), node];
    parent.isLeaf = false;
  }
  return roots;
}
