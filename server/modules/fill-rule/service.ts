import type { Page } from '../../../src/shared/domain/contract/result';
import { validateFillRuleFormat } from '../../../src/shared/domain/fill-rule/format';
import { FILL_RULE_MESSAGES as M, fillRuleSchema } from '../../../src/shared/domain/resources/fill-rule';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import type { Db } from '../../db/db';
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
import type { FillRuleFormatRow } from './sequence';

interface FillRuleRow extends FillRuleFormatRow {
  id: string;
  rule_name: string;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

export interface FillRuleJson {
  id: string;
  ruleName: string;
  ruleCode: string;
  prefix: string;
  datePattern: string;
  separator: string;
  seqLength: number;
  resetPeriod: string;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

const toJson = (r: FillRuleRow): FillRuleJson => ({
  id: r.id,
  ruleName: r.rule_name,
  ruleCode: r.rule_code,
  prefix: r.prefix,
  datePattern: r.date_pattern,
  separator: r.code_separator,
  seqLength: r.seq_length,
  resetPeriod: r.reset_period,
  createBy: r.create_by,
  createTime: formatDateTime(r.create_time),
  updateBy: r.update_by,
  updateTime: formatDateTime(r.update_time),
});

const UNIQUE = { uniq_sys_fill_rule_code: M.codeTaken };

/** Rules are platform-wide (forms of every tenant call them); the menu's data rules still bound them. */
async function table(db: Db, auth: AuthContext): Promise<ScopedTable> {
  return {
    table: 'sys_fill_rule',
    schema: fillRuleSchema,
    alias: 'f',
    dataRules: await dataRuleConditions(db, auth, ADMIN_PATHS.fillRule),
  };
}

export async function listFillRules(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<FillRuleJson>> {
  return runListQuery<FillRuleRow, FillRuleJson>(deps.db, {
    ...(await table(deps.db, auth)),
    select: 'f.*',
    from: 'sys_fill_rule f',
    query,
    mapRow: toJson,
  });
}

async function rowsInScope(db: Db, auth: AuthContext, ids: readonly string[]): Promise<FillRuleRow[]> {
  const w = whereForIds({ ...(await table(db, auth)), ids });
  return db.query<FillRuleRow>(`SELECT f.* FROM sys_fill_rule f WHERE ${w.where}`, w.params);
}

export async function queryFillRuleById(
  deps: AppDeps,
  auth: AuthContext,
  id: unknown,
): Promise<FillRuleJson> {
  const [row] = await rowsInScope(deps.db, auth, parseIds(typeof id === 'string' ? id : '', 1));
  if (!row) throw new BizError(M.notFound);
  return toJson(row);
}

const valueOf = (values: readonly ColumnValue[], column: string) => values.find((v) => v.column === column);

/**
 * Empty prefix/separator are stored as '' (NOT NULL), and the definition as a whole must be able
 * to generate codes that never repeat (validateFillRuleFormat); `stored` fills what an edit omits.
 */
function checkDefinition(values: ColumnValue[], stored: FillRuleRow | null): void {
  for (const column of ['prefix', 'code_separator']) {
    const v = valueOf(values, column);
    if (v && v.value === null) v.value = '';
  }
  const pick = (column: 'prefix' | 'code_separator' | 'date_pattern' | 'reset_period' | 'seq_length') => {
    const v = valueOf(values, column);
    return v ? v.value : stored?.[column];
  };
  const message = validateFillRuleFormat({
    prefix: pick('prefix') ?? '',
    separator: pick('code_separator') ?? '',
    datePattern: pick('date_pattern'),
    resetPeriod: pick('reset_period'),
    seqLength: pick('seq_length'),
  });
  if (message) throw new BizError(message);
}

export async function addFillRule(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const values = await readFormValues(fillRuleSchema, body, 'create', deps.dicts);
  checkDefinition(values, null);
  await insertLogged(
    deps.db,
    auth,
    'sys_fill_rule',
    [
      ...values,
      { column: 'id', value: newId() },
      { column: 'create_by', value: auth.user.username },
      { column: 'create_time', value: new Date() },
    ],
    UNIQUE,
    {
      ...meta,
      content: `添加填值规则：${String(body.ruleCode ?? '')}`,
      operateType: OPERATE_TYPE.add,
      requestParam: body,
    },
  );
}

export async function editFillRule(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const [id] = parseIds(typeof body.id === 'string' ? body.id : '', 1);
  if (!id) throw new BizError(M.notFound);
  const [stored] = await rowsInScope(deps.db, auth, [id]);
  if (!stored) throw new BizError(M.notFound);
  const values = await readFormValues(fillRuleSchema, body, 'edit', deps.dicts);
  checkDefinition(values, stored);
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
    'f.rule_code',
    (row) => ({
      ...meta,
      content: `编辑填值规则：${row.rule_code}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: body,
    }),
  );
}

/** Counters stay (see migration 010): a rule created again under the same code never repeats a code. */
export async function deleteFillRules(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawIds: unknown) {
  const ids = parseIds(rawIds);
  const rows = await rowsInScope(deps.db, auth, ids);
  if (ids.length === 0 || rows.length !== ids.length) throw new BizError(M.notFound);
  await deleteInScopeLogged(deps.db, auth, await table(deps.db, auth), ids, {
    ...meta,
    content: `删除填值规则：${rows.map((r) => r.rule_code).join(',')}`,
    operateType: OPERATE_TYPE.delete,
    requestParam: { ids },
  });
}
