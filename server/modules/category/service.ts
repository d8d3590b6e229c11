import type { CategoryRecord } from '../../../src/shared/domain/contract/tree-select';
import type { Db, Row } from '../../db/db';
import { SqlParams } from '../../lib/list-query/sql-params';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { effectiveTenantId, rowTenantCondition } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';
import { FORBIDDEN_DICT } from '../dict/registry';
import { parseTreeCondition } from '../dict/tree-condition';
import { toTreeNode, type TreeRow, type TreeSelectModel } from '../dict/tree-model';

/** JeecgBoot ISysCategoryService.ROOT_PID_VALUE: the parent of top-level categories. */
export const CATEGORY_ROOT_PID = '0';
/** A full (non-async) tree never loads more nodes than this. */
const MAX_TREE_NODES = 5000;
/** Columns a category condition may name (JeecgBoot compares `${key} = value`). */
const CONDITION_COLUMNS = new Set(['id', 'pid', 'name', 'code', 'has_child']);

export const CATEGORY_MESSAGES = {
  codeMissing: (pcode: string) => `该编码【${pcode}】不存在，请核实!`,
  codeAmbiguous: (pcode: string) => `该编码【${pcode}】存在多个，请核实!`,
  treeParamNull: '加载分类字典树参数有误.[null]!',
  treeParamCode: '加载分类字典树参数有误.[code]!',
  badField: '字段无效，请检查!',
  notFound: '查询无果',
  many: (field: string, val: string) => `查询数据异常,[${field}]存在多个值:${val}`,
  idsEmpty: 'ids 不能为空',
  pidEmpty: '参数pid不能为空',
} as const;

export interface CategoryRow extends Row {
  id: string;
  pid: string;
  name: string;
  code: string;
  has_child: string;
  tenant_id: number | null;
  sys_org_code: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

/** The caller's categories: their tenant's and the shared ones (tenant_id NULL). */
const visible = (auth: AuthContext, p: SqlParams) =>
  rowTenantCondition('c', p, effectiveTenantId(auth), true);

const NODE_COLUMNS = `c.id AS key, c.name AS title, c.code, coalesce(c.has_child, '') <> '1' AS is_leaf, c.pid AS parent_id`;

/** Children of `pid` as TreeSelectModel (key = id), optionally filtered by a condition. */
export async function childrenOf(
  db: Db,
  auth: AuthContext,
  pid: string,
  condition: Array<[string, string]> = [],
): Promise<TreeSelectModel[]> {
  const p = new SqlParams();
  const where = [visible(auth, p), `c.pid = ${p.add(pid)}`];
  for (const [column, value] of condition) {
    if (!CONDITION_COLUMNS.has(column)) throw new BizError(FORBIDDEN_DICT);
    where.push(`c.${column}::text = ${p.add(value)}`);
  }
  const rows = await db.query<TreeRow>(
    `SELECT ${NODE_COLUMNS} FROM sys_category c WHERE ${where.join(' AND ')} ORDER BY c.code, c.id LIMIT ${MAX_TREE_NODES}`,
    p.values,
  );
  return rows.map(toTreeNode);
}

/**
 * The caller's categories with this field value (field is one of a fixed list). A code is unique
 * per tenant, so at most the tenant's own row and a shared one match: the own row shadows the
 * shared one.
 */
async function findBy(
  db: Db,
  auth: AuthContext,
  field: 'id' | 'code',
  value: string,
): Promise<CategoryRow[]> {
  const p = new SqlParams();
  const rows = await db.query<CategoryRow>(
    `SELECT c.* FROM sys_category c WHERE ${visible(auth, p)} AND c.${field} = ${p.add(value)}
      ORDER BY c.tenant_id IS NULL, c.id LIMIT 2`,
    p.values,
  );
  const [first, second] = rows;
  return first && second && first.tenant_id !== null && second.tenant_id === null ? [first] : rows;
}

/** Every node below the given level, attached in place (non-async loading). */
async function attachDescendants(db: Db, auth: AuthContext, level: TreeSelectModel[]): Promise<void> {
  const roots = level.filter((n) => !n.isLeaf).map((n) => n.key);
  if (roots.length === 0) return;
  const p = new SqlParams();
  const rows = await db.query<TreeRow>(
    `WITH RECURSIVE tree AS (
       SELECT c.* FROM sys_category c WHERE c.pid = ANY(${p.add(roots)}::varchar[]) AND ${visible(auth, p)}
       UNION
       SELECT c.* FROM sys_category c JOIN tree t ON c.pid = t.id WHERE ${visible(auth, p)}
     )
     SELECT ${NODE_COLUMNS} FROM tree c ORDER BY c.code, c.id LIMIT ${MAX_TREE_NODES}`,
    p.values,
  );
  const byParent = new Map<string, TreeSelectModel[]>();
  for (const node of rows.map(toTreeNode)) {
    const siblings = byParent.get(node.parentId ?? '') ?? [];
    siblings.push(node);
    byParent.set(node.parentId ?? '', siblings);
  }
  const attach = (nodes: TreeSelectModel[]) => {
    for (const n of nodes) {
      if (n.isLeaf) continue;
      n.children = byParent.get(n.key) ?? [];
      attach(n.children);
    }
  };
  attach(level);
}

/**
 * GET /sys/category/loadTreeRoot: the children of the category coded `pcode` (the top level when
 * pcode is empty); `async=false` loads the whole tree below them.
 */
export async function loadTreeRoot(
  db: Db,
  auth: AuthContext,
  params: { async?: string; pcode?: string },
): Promise<TreeSelectModel[]> {
  const pcode = (params.pcode ?? '').trim();
  let pid = CATEGORY_ROOT_PID;
  if (pcode) {
    const found = await findBy(db, auth, 'code', pcode);
    if (found.length === 0) throw new BizError(CATEGORY_MESSAGES.codeMissing(pcode));
    if (found.length > 1) throw new BizError(CATEGORY_MESSAGES.codeAmbiguous(pcode));
    pid = found[0]?.id ?? CATEGORY_ROOT_PID;
  }
  const nodes = await childrenOf(db, auth, pid);
  if ((params.async ?? 'true').trim().toLowerCase() === 'false') await attachDescendants(db, auth, nodes);
  return nodes;
}

export async function loadTreeChildren(db: Db, auth: AuthContext, pid: string | undefined) {
  const id = (pid ?? '').trim();
  if (!id) throw new BizError(CATEGORY_MESSAGES.pidEmpty);
  return childrenOf(db, auth, id);
}

/** GET /sys/category/loadTreeData: pid wins over pcode; a condition filters by equality. */
export async function loadCategoryTreeData(
  db: Db,
  auth: AuthContext,
  params: { pid?: string; pcode?: string; condition?: string },
): Promise<TreeSelectModel[]> {
  const condition = parseTreeCondition(params.condition);
  let pid = (params.pid ?? '').trim();
  if (!pid) {
    const pcode = (params.pcode ?? '').trim();
    if (!pcode) throw new BizError(CATEGORY_MESSAGES.treeParamNull);
    if (pcode === CATEGORY_ROOT_PID) pid = CATEGORY_ROOT_PID;
    else {
      const found = await findBy(db, auth, 'code', pcode);
      if (found.length !== 1 || !found[0]) throw new BizError(CATEGORY_MESSAGES.treeParamCode);
      pid = found[0].id;
    }
  }
  return childrenOf(db, auth, pid, condition);
}

export interface CategoryJson extends CategoryRecord {
  sysOrgCode: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export const toCategoryJson = (r: CategoryRow): CategoryJson => ({
  id: r.id,
  pid: r.pid,
  name: r.name,
  code: r.code,
  hasChild: r.has_child,
  tenantId: r.tenant_id,
  sysOrgCode: r.sys_org_code,
  createBy: r.create_by,
  createTime: formatDateTime(r.create_time),
  updateBy: r.update_by,
  updateTime: formatDateTime(r.update_time),
});

/** GET /sys/category/loadOne: the one category whose `field` (code or id) equals `val`. */
export async function loadOne(
  db: Db,
  auth: AuthContext,
  params: { field?: string; val?: string },
): Promise<CategoryJson> {
  const field = (params.field ?? '').trim();
  if (field !== 'code' && field !== 'id') throw new BizError(CATEGORY_MESSAGES.badField);
  const val = params.val ?? '';
  const rows = await findBy(db, auth, field, val);
  if (rows.length === 0 || !rows[0]) throw new BizError(CATEGORY_MESSAGES.notFound);
  if (rows.length > 1) throw new BizError(CATEGORY_MESSAGES.many(field, val));
  return toCategoryJson(rows[0]);
}

/** GET /sys/category/loadDictItem/: names of `ids` in id order (unknown: dropped or kept as the id). */
export async function loadCategoryTexts(
  db: Db,
  auth: AuthContext,
  params: { ids?: string; delNotExist?: string },
): Promise<string[]> {
  const ids = (params.ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0) throw new BizError(CATEGORY_MESSAGES.idsEmpty);
  const keep = (params.delNotExist ?? '').trim().toLowerCase() === 'false';
  const p = new SqlParams();
  const rows = await db.query<{ id: string; name: string }>(
    `SELECT c.id, c.name FROM sys_category c WHERE ${visible(auth, p)} AND c.id = ANY(${p.add(ids)}::varchar[])`,
    p.values,
  );
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.flatMap((id) => {
    const name = byId.get(id);
    if (name !== undefined) return [name];
    return keep ? [id] : [];
  });
}
