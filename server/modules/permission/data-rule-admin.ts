import {
  SQL_RULES_CONDITION,
  toDataRuleConditionCode,
} from '../../../src/shared/domain/query/data-rule-conditions';
import {
  DATA_RULE_MESSAGES,
  DATA_RULE_VARIABLES,
  dataRuleSchema,
} from '../../../src/shared/domain/resources/data-rule';
import { MENU_TYPE } from '../../../src/shared/domain/resources/permission';
import { findField } from '../../../src/shared/domain/resources/types';
import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import type { AuthContext } from '../session/auth-context';
import { audit, type Audit } from './audit';
import { insertParts, readForm, updateAssignments, type ColumnValue } from './form-input';
import { visibleMenu } from './menu-admin';
import type { MenuAdminRow } from './menu-json';
import { ruleColumnError } from './rule-fields';
import { toDataRuleJson, type DataRuleJson, type DataRuleRow } from './data-rule-read';

export const RULE_ADMIN_MESSAGES = {
  added: '添加成功！',
  edited: '更新成功！',
  deleted: '删除成功！',
  notFound: '未找到对应实体',
  statusInvalid: '状态不正确',
  unknownVariable: (name: string) => `规则值中的变量不存在：${name.slice(0, 30)}`,
} as const;

const KNOWN_VARIABLES = new Set<string>(DATA_RULE_VARIABLES.map((v) => v.value.slice(2, -1)));

function ruleField(key: string) {
  const f = findField(dataRuleSchema, key);
  if (!f) throw new Error(`data rule schema has no field ${key}`);
  return f;
}

/**
 * Cross-field checks of a rule on `menu`: the field exists on the resource the menu shows, the
 * condition is an offered one (stored in its canonical spelling; free SQL refused), variables
 * are known ones, status is 0/1. `get` reads the merged value (body over stored row).
 */
function checkRule(
  menu: MenuAdminRow,
  get: (key: string) => ColumnValue | undefined,
  set: (key: string, v: ColumnValue) => void,
) {
  if (Number(menu.menu_type) === MENU_TYPE.button) throw new BizError(DATA_RULE_MESSAGES.notMenu);
  const columnProblem = ruleColumnError(menu.url, String(get('ruleColumn') ?? ''));
  if (columnProblem) throw new BizError(columnProblem);
  const code = toDataRuleConditionCode(String(get('ruleConditions') ?? ''));
  if (code === SQL_RULES_CONDITION) throw new BizError(DATA_RULE_MESSAGES.sqlRefused);
  if (code === null) throw new BizError(DATA_RULE_MESSAGES.conditionInvalid);
  set('ruleConditions', code);
  for (const match of String(get('ruleValue') ?? '').matchAll(/#\{\s*([^}]*?)\s*\}/g)) {
    if (!KNOWN_VARIABLES.has(match[1] ?? ''))
      throw new BizError(RULE_ADMIN_MESSAGES.unknownVariable(match[1] ?? ''));
  }
  const status = get('status');
  if (status !== undefined && status !== null && !['0', '1'].includes(String(status))) {
    throw new BizError(RULE_ADMIN_MESSAGES.statusInvalid);
  }
}

async function refreshRuleFlag(tx: Db, permissionId: string): Promise<void> {
  await tx.query(
    `UPDATE sys_permission SET rule_flag = CASE WHEN EXISTS (
       SELECT 1 FROM sys_permission_data_rule WHERE permission_id = $1) THEN 1 ELSE 0 END
     WHERE id = $1`,
    [permissionId],
  );
}

/** POST /sys/permission/addPermissionRule. */
export async function addRule(db: Db, auth: AuthContext, body: unknown, info: Audit): Promise<DataRuleJson> {
  const values = readForm(dataRuleSchema, body, 'create');
  const byKey = new Map([...values].map(([f, v]) => [f.key, v]));
  const menu = await visibleMenu(db, auth, String(byKey.get('permissionId') ?? ''));
  if (!byKey.has('status') || byKey.get('status') === null || byKey.get('status') === '') {
    values.set(ruleField('status'), '1');
    byKey.set('status', '1');
  }
  checkRule(
    menu,
    (k) => byKey.get(k),
    (k, v) => {
      byKey.set(k, v);
      values.set(ruleField(k), v);
    },
  );
  return db.transaction(async (tx) => {
    const p = new SqlParams();
    const parts = insertParts(values, (v) => p.add(v));
    const rows = await tx.query<DataRuleRow>(
      `INSERT INTO sys_permission_data_rule (id, create_by, create_time, ${parts.columns.join(', ')})
       VALUES (${p.add(newId())}, ${p.add(auth.user.username)}, now(), ${parts.placeholders.join(', ')}) RETURNING *`,
      p.values,
    );
    await refreshRuleFlag(tx, menu.id);
    await audit(tx, auth, info, 'add', `添加数据规则：${menu.name} / ${rows[0]!.rule_name}`);
    return toDataRuleJson(rows[0]!);
  });
}

async function storedRule(db: Db, id: string): Promise<DataRuleRow> {
  const row = (await db.query<DataRuleRow>('SELECT * FROM sys_permission_data_rule WHERE id = $1', [id]))[0];
  if (!row) throw new BizError(RULE_ADMIN_MESSAGES.notFound);
  return row;
}

/** PUT/POST /sys/permission/editPermissionRule: the rule stays on its menu. */
export async function editRule(db: Db, auth: AuthContext, body: unknown, info: Audit): Promise<DataRuleJson> {
  const id = String((body as { id?: unknown } | null)?.id ?? '').trim();
  const stored = await storedRule(db, id);
  const menu = await visibleMenu(db, auth, stored.permission_id);
  const values = readForm(dataRuleSchema, body, 'edit');
  const byKey = new Map([...values].map(([f, v]) => [f.key, v]));
  const base: Record<string, ColumnValue> = {
    ruleColumn: stored.rule_column,
    ruleConditions: stored.rule_conditions,
    ruleValue: stored.rule_value,
    status: stored.status,
  };
  checkRule(
    menu,
    (k) => (byKey.has(k) ? byKey.get(k) : base[k]),
    (k, v) => {
      byKey.set(k, v);
      values.set(ruleField(k), v);
    },
  );
  return db.transaction(async (tx) => {
    const p = new SqlParams();
    const set = [
      ...updateAssignments(values, (v) => p.add(v)),
      `update_by = ${p.add(auth.user.username)}`,
      'update_time = now()',
    ];
    const rows = await tx.query<DataRuleRow>(
      `UPDATE sys_permission_data_rule SET ${set.join(', ')} WHERE id = ${p.add(id)} RETURNING *`,
      p.values,
    );
    if (!rows[0]) throw new BizError(RULE_ADMIN_MESSAGES.notFound);
    await audit(tx, auth, info, 'edit', `编辑数据规则：${menu.name} / ${rows[0].rule_name}`);
    return toDataRuleJson(rows[0]);
  });
}

/** DELETE /sys/permission/deletePermissionRule?id=. */
export async function deleteRule(db: Db, auth: AuthContext, id: string, info: Audit): Promise<void> {
  const stored = await storedRule(db, id);
  const menu = await visibleMenu(db, auth, stored.permission_id);
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM sys_permission_data_rule WHERE id = $1', [id]);
    await refreshRuleFlag(tx, stored.permission_id);
    await audit(tx, auth, info, 'delete', `删除数据规则：${menu.name} / ${stored.rule_name}`);
  });
}

/** GET /sys/permission/queryPermissionRule: one menu's rules, optionally by name / value text. */
export async function searchRules(
  db: Db,
  auth: AuthContext,
  query: { permissionId?: string; ruleName?: string; ruleValue?: string },
): Promise<DataRuleJson[]> {
  const permissionId = (query.permissionId ?? '').trim();
  if (!permissionId) return [];
  await visibleMenu(db, auth, permissionId);
  const p = new SqlParams();
  const where = [`permission_id = ${p.add(permissionId)}`];
  // position() instead of LIKE: the search text is matched literally, no wildcard escaping needed.
  if (query.ruleName) where.push(`position(lower(${p.add(query.ruleName)}) in lower(rule_name)) > 0`);
  if (query.ruleValue) where.push(`position(lower(${p.add(query.ruleValue)}) in lower(rule_value)) > 0`);
  const rows = await db.query<DataRuleRow>(
    `SELECT * FROM sys_permission_data_rule WHERE ${where.join(' AND ')} ORDER BY create_time ASC, id ASC`,
    p.values,
  );
  return rows.map(toDataRuleJson);
}
