import type { Page } from '../../../src/shared/domain/contract/result';
import {
  CHECK_RULE_ADMIN_MESSAGES as M,
  checkRuleSchema,
} from '../../../src/shared/domain/resources/check-rule';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import type { Db, Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery, whereForIds } from '../../lib/list-query/run-list';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { dataRuleConditions } from '../access/rule-conditions';
import {
  deleteInScopeLogged,
  insertLogged,
  updateInScopeLogged,
  type ScopedTable,
} from '../log/logged-writes';
import type { AuthContext } from '../session/auth-context';
import type { RequestMeta } from '../user/admin-service';
import { readFormValues, type ColumnValue } from '../user/form-values';
import { parseIds } from '../user/user-scope';
import { parseRuleJson } from './evaluate';
import { assertSafePattern, UnsafePatternError } from './regex-guard';

interface CheckRuleRow extends Row {
  id: string;
  rule_name: string;
  rule_code: string;
  rule_json: string;
  rule_description: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

export interface CheckRuleJson {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleJson: string;
  ruleDescription: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

const toJson = (r: CheckRuleRow): CheckRuleJson => ({
  id: r.id,
  ruleName: r.rule_name,
  ruleCode: r.rule_code,
  ruleJson: r.rule_json,
  ruleDescription: r.rule_description,
  createBy: r.create_by,
  createTime: formatDateTime(r.create_time),
  updateBy: r.update_by,
  updateTime: formatDateTime(r.update_time),
});

const UNIQUE = { uniq_sys_check_rule_code: M.codeTaken };

/** Check rules are platform-wide (checkByCode serves every tenant); the menu's data rules bound them. */
async function table(db: Db, auth: AuthContext): Promise<ScopedTable> {
  return {
    table: 'sys_check_rule',
    schema: checkRuleSchema,
    alias: 'r',
    dataRules: await dataRuleConditions(db, auth, ADMIN_PATHS.checkRule),
  };
}

export async function listCheckRules(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<CheckRuleJson>> {
  return runListQuery<CheckRuleRow, CheckRuleJson>(deps.db, {
    ...(await table(deps.db, auth)),
    select: 'r.*',
    from: 'sys_check_rule r',
    query,
    mapRow: toJson,
  });
}

async function rowsInScope(db: Db, auth: AuthContext, ids: readonly string[]): Promise<CheckRuleRow[]> {
  const w = whereForIds({ ...(await table(db, auth)), ids });
  return db.query<CheckRuleRow>(`SELECT r.* FROM sys_check_rule r WHERE ${w.where}`, w.params);
}

export async function queryCheckRuleById(
  deps: AppDeps,
  auth: AuthContext,
  id: unknown,
): Promise<CheckRuleJson> {
  const [row] = await rowsInScope(deps.db, auth, parseIds(typeof id === 'string' ? id : '', 1));
  if (!row) throw new BizError(M.notFound);
  return toJson(row);
}

/**
 * rule_json must be what checkByCode can run: the evaluator's shape, and every pattern compiled by
 * RE2 (linear time), so a bad rule is refused on save, not on use.
 */
export function assertValidRuleJson(json: string): void {
  const items = parseRuleJson(json);
  if (!items || items.length === 0) throw new BizError(M.jsonInvalid);
  for (const item of items) {
    try {
      assertSafePattern(item.pattern);
    } catch (error) {
      if (error instanceof UnsafePatternError)
        throw new BizError(M.patternUnsafe(item.pattern.slice(0, 50), error.message));
      throw error;
    }
  }
}

function checkJson(values: readonly ColumnValue[]): void {
  const json = values.find((v) => v.column === 'rule_json');
  if (json && typeof json.value === 'string') assertValidRuleJson(json.value);
}

export async function addCheckRule(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const values = await readFormValues(checkRuleSchema, body, 'create', deps.dicts);
  checkJson(values);
  await insertLogged(
    deps.db,
    auth,
    'sys_check_rule',
    [
      ...values,
      { column: 'id', value: newId() },
      { column: 'create_by', value: auth.user.username },
      { column: 'create_time', value: new Date() },
    ],
    UNIQUE,
    {
      ...meta,
      content: `添加编码校验规则：${String(body.ruleCode ?? '')}`,
      operateType: OPERATE_TYPE.add,
      requestParam: body,
    },
  );
}

export async function editCheckRule(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const [id] = parseIds(typeof body.id === 'string' ? body.id : '', 1);
  if (!id) throw new BizError(M.notFound);
  const values = await readFormValues(checkRuleSchema, body, 'edit', deps.dicts);
  checkJson(values);
  await updateInScopeLogged<{ rule_code: string }>(
    deps.db,
    auth,
    await table(deps.db, auth),
    id,
    [
      ...values,
      { column: 'update_by', value: auth.user.username },
      { column: 'update_time', value: new Date() },
    ],
    'r.rule_code',
    (row) => ({
      ...meta,
      content: `编辑编码校验规则：${row.rule_code}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: body,
    }),
  );
}

export async function deleteCheckRules(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawIds: unknown) {
  const ids = parseIds(rawIds);
  const rows = await rowsInScope(deps.db, auth, ids);
  if (ids.length === 0 || rows.length !== ids.length) throw new BizError(M.notFound);
  await deleteInScopeLogged(deps.db, auth, await table(deps.db, auth), ids, {
    ...meta,
    content: `删除编码校验规则：${rows.map((r) => r.rule_code).join(',')}`,
    operateType: OPERATE_TYPE.delete,
    requestParam: { ids },
  });
}
