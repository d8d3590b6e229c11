import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import { sysUserSchema } from '../../../src/shared/domain/resources/sys-user';
import type { UserInfo } from '../../../src/shared/domain/contract/user';
import type { Db } from '../../db/db';
import { buildListWhere } from '../../lib/list-query/run-list';
import { BizError } from '../../plugins/envelope';
import { dataRuleConditions } from '../access/rule-conditions';
import { userTenantCondition } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';
import { toUserInfo, type UserRow } from '../user/user-row';
import { canReadContacts, withoutContacts } from '../access/contact-fields';
import { publicUserSelect } from '../user/user-scope';
import {
  buildDepartTree,
  departView,
  toTreeNode,
  type DepartAdminRow,
  type DepartJson,
  type DepartPickJson,
  type DepartTreeNode,
} from './depart-json';
import { DEPART_MESSAGES, departRows, departsByIds, requireDepart, type DepartScope } from './depart-scope';

const idList = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .slice(0, 1000);

/** GET queryTreeList[?ids=]: the tenant's tree, or just the listed departments. */
export async function departTree(db: Db, scope: DepartScope, ids?: string): Promise<DepartTreeNode[]> {
  const wanted = idList(ids);
  const rows = wanted.length > 0 ? await departsByIds(db, scope, wanted) : await departRows(db, scope);
  return buildDepartTree(sortRows(rows), scope.view);
}

function sortRows(rows: DepartAdminRow[]): DepartAdminRow[] {
  return [...rows].sort(
    (a, b) =>
      (a.depart_order ?? 0) - (b.depart_order ?? 0) ||
      (a.org_code < b.org_code ? -1 : a.org_code > b.org_code ? 1 : 0),
  );
}

/** Which of these departments have live children (in scope). */
async function withChildren(db: Db, scope: DepartScope, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await departRows(db, scope, (p) => [`d.parent_id = ANY(${p.add(ids)}::varchar[])`]);
  return new Set(rows.map((r) => r.parent_id ?? ''));
}

/**
 * GET queryDepartTreeSync?pid=&ids=&primaryKey=: one level for lazy trees (top level without
 * pid), or the listed departments (by id, or by orgCode when primaryKey=orgCode) for echoing a
 * picker's value. isLeaf tells whether a node has children.
 */
export async function departLevel(
  db: Db,
  scope: DepartScope,
  q: { pid?: string; ids?: string; primaryKey?: string },
): Promise<DepartTreeNode[]> {
  const key = q.primaryKey === 'orgCode' ? 'orgCode' : 'id';
  const wanted = idList(q.ids);
  const pid = (q.pid ?? '').trim();
  const rows =
    wanted.length > 0
      ? await departRows(db, scope, (p) => [
          `d.${key === 'orgCode' ? 'org_code' : 'id'} = ANY(${p.add(wanted)}::varchar[])`,
        ])
      : await departRows(db, scope, (p) =>
          pid ? [`d.parent_id = ${p.add(pid)}`] : [`coalesce(d.parent_id, '') = ''`],
        );
  const parents = await withChildren(
    db,
    scope,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...toTreeNode(r, scope.view, key), isLeaf: !parents.has(r.id) }));
}

export interface DepartIdNode {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children: DepartIdNode[];
}

/** GET queryIdTree: JeecgBoot's DepartIdModel tree (key, value, title, children). */
export async function departIdTree(db: Db, scope: DepartScope): Promise<DepartIdNode[]> {
  const strip = (n: DepartTreeNode): DepartIdNode => ({
    key: n.key,
    value: n.value,
    title: n.title,
    isLeaf: n.isLeaf,
    children: (n.children ?? []).map(strip),
  });
  return (await departTree(db, scope)).map(strip);
}

/** The departments the user is in charge of (sys_user.depart_ids) and everything below them. */
async function inChargeSubtrees(
  db: Db,
  scope: DepartScope,
  user: AuthContext['user'],
): Promise<DepartAdminRow[]> {
  const roots = await departsByIds(db, scope, idList(user.depart_ids ?? ''));
  if (roots.length === 0) return [];
  const prefixes = roots.map((r) => r.org_code);
  return departRows(db, scope, (p) => [
    `EXISTS (SELECT 1 FROM unnest(${p.add(prefixes)}::text[]) pre WHERE left(d.org_code, length(pre)) = pre)`,
  ]);
}

/** GET searchBy?keyWord=&myDeptSearch=: matching departments (flat), none → 未查询匹配数据！ */
export async function searchDeparts(
  db: Db,
  scope: DepartScope,
  q: { keyWord?: string; myDeptSearch?: string },
): Promise<DepartTreeNode[]> {
  const keyWord = (q.keyWord ?? '').trim();
  if (!keyWord) throw new BizError(DEPART_MESSAGES.noMatch);
  let rows = await departRows(db, scope, (p) => [
    `position(lower(${p.add(keyWord)}) in lower(d.depart_name)) > 0`,
  ]);
  if (q.myDeptSearch === '1' && Number(scope.auth.user.user_identity) === 2) {
    const mine = new Set((await inChargeSubtrees(db, scope, scope.auth.user)).map((r) => r.id));
    rows = rows.filter((r) => mine.has(r.id));
  }
  if (rows.length === 0) throw new BizError(DEPART_MESSAGES.noMatch);
  const parents = await withChildren(
    db,
    scope,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...toTreeNode(r, scope.view), isLeaf: !parents.has(r.id) }));
}

/** GET queryMyDeptTreeList: for a superior (user_identity 2) the trees they are in charge of. */
export async function myDepartTree(
  db: Db,
  scope: DepartScope,
): Promise<{ identity: '1' | '2'; tree: DepartTreeNode[] | null }> {
  const user = scope.auth.user;
  if (Number(user.user_identity) !== 2) return { identity: '1', tree: null };
  if (!(user.depart_ids ?? '').trim()) return { identity: '2', tree: null };
  return {
    identity: '2',
    tree: buildDepartTree(sortRows(await inChargeSubtrees(db, scope, user)), scope.view),
  };
}

export interface ParentChain {
  parentIds: string[];
  parentMap: Record<string, DepartJson | DepartPickJson>;
}

/** GET queryAllParentId?departId=|orgCode=: for each given department its chain from the root. */
export async function parentChains(
  db: Db,
  scope: DepartScope,
  q: { departId?: string; orgCode?: string },
): Promise<Record<string, ParentChain>> {
  const byId = idList(q.departId);
  const byCode = idList(q.orgCode);
  if (byId.length === 0 && byCode.length === 0) throw new BizError(DEPART_MESSAGES.bothEmpty);
  const all = await departRows(db, scope);
  const index = new Map(all.map((r) => [r.id, r]));
  const view = departView(scope.view);
  const out: Record<string, ParentChain> = {};
  for (const value of byId.length > 0 ? byId : byCode) {
    const chain: ParentChain = { parentIds: [], parentMap: {} };
    let current = byId.length > 0 ? index.get(value) : all.find((r) => r.org_code === value);
    while (current && !(current.id in chain.parentMap)) {
      chain.parentIds.unshift(current.id);
      chain.parentMap[current.id] = view(current);
      current = current.parent_id ? index.get(current.parent_id) : undefined;
    }
    out[value] = chain;
  }
  return out;
}

/** GET listAll?id=: the tenant's departments by code, or the listed ones. */
export async function listAllDeparts(
  db: Db,
  scope: DepartScope,
  id?: string,
): Promise<Array<DepartJson | DepartPickJson>> {
  const wanted = idList(id);
  const rows = wanted.length > 0 ? await departsByIds(db, scope, wanted) : await departRows(db, scope);
  return [...rows]
    .sort((a, b) => (a.org_code < b.org_code ? -1 : a.org_code > b.org_code ? 1 : 0))
    .map(departView(scope.view));
}

/** GET getDepartName?orgCode=: the department with that code (null when none in scope). */
export async function departByCode(
  db: Db,
  scope: DepartScope,
  orgCode: string,
): Promise<DepartJson | DepartPickJson | null> {
  if (!orgCode) return null;
  const rows = await departRows(db, scope, (p) => [`d.org_code = ${p.add(orgCode)}`], 1);
  return rows[0] ? departView(scope.view)(rows[0]) : null;
}

/** GET getUsersByDepartId?id=: the live users of that department (tenant and user data rules apply). */
export async function usersOfDepart(db: Db, scope: DepartScope, id: string): Promise<UserInfo[]> {
  const depart = await requireDepart(db, scope, id);
  const w = buildListWhere({
    schema: sysUserSchema,
    alias: 'u',
    fixedWhere: (p) => [
      userTenantCondition('u', p, scope.tenantId),
      `u.del_flag = ${p.add(0)}`,
      `EXISTS (SELECT 1 FROM sys_user_depart ud WHERE ud.user_id = u.id AND ud.dep_id = ${p.add(depart.id)})`,
    ],
    dataRules: await dataRuleConditions(db, scope.auth, ADMIN_PATHS.user),
  });
  // Only the public columns are read: password and salt never leave the table.
  const rows = await db.query<UserRow>(
    `SELECT ${publicUserSelect('u')} FROM sys_user u WHERE ${w.where} ORDER BY u.create_time DESC, u.id LIMIT 1000`,
    w.params,
  );
  const users = rows.map(toUserInfo);
  return (await canReadContacts(db, scope.auth)) ? users : withoutContacts(users);
}
