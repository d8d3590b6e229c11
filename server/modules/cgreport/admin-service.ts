// Online报表配置 (`/online/cgreport/head|item|param/*`, issue 6): list, read, save (head, items and
// params in one transaction with the operation log) and delete report definitions. Saving or
// changing SQL or its data source needs PERM.cgreport.sql on top of add/edit.
import type { Page } from '../../../src/shared/domain/contract/result';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import {
  CGREPORT_CODE_PATTERN,
  CGREPORT_MESSAGES,
  cgreportHeadSchema,
  checkItemsAndParams,
  type CgreportHeadJson,
  type CgreportItemJson,
  type CgreportParamJson,
  type CgreportSaveBody,
} from '../../../src/shared/domain/resources/cgreport';
import type { Db, Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { findDataSource } from '../../lib/datasource/open-source';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { checkReportSql } from '../../lib/report-sql/guard';
import { reportError } from '../../lib/report-sql/run';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { hasPermissionCode } from '../access/permission-check';
import { effectiveTenantId, rowTenantCondition } from '../access/tenant-scope';
import { logOperation, type OperationEntry } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { withUniqueMessages } from '../user/admin-service';
import { parseIds, USER_MESSAGES } from '../user/user-scope';
import { REPORT_SOURCE_KEYS } from './sources';

interface HeadRow extends Row {
  id: string;
  code: string;
  name: string;
  cgr_sql: string | null;
  db_source: string | null;
  data_source: string | null;
  content: string | null;
  scope_plant_col: string | null;
  scope_tenant_col: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

const toHeadJson = (r: HeadRow): CgreportHeadJson => ({
  id: r.id,
  code: r.code,
  name: r.name,
  cgrSql: r.cgr_sql,
  dbSource: r.db_source,
  dataSource: r.data_source,
  content: r.content,
  scopePlantCol: r.scope_plant_col ?? null,
  scopeTenantCol: r.scope_tenant_col ?? null,
  createBy: r.create_by,
  createTime: formatDateTime(r.create_time),
  updateBy: r.update_by,
  updateTime: formatDateTime(r.update_time),
});

const UNIQUE = { uniq_onl_cgreport_head_code: CGREPORT_MESSAGES.codeTaken };

/** Reads see the tenant's reports and platform ones; writes only the tenant's (platform: super users). */
const scopeWhere = (auth: AuthContext, write: boolean) => (p: SqlParams) => [
  `h.del_flag = ${p.add(0, 'integer')}`,
  rowTenantCondition('h', p, effectiveTenantId(auth), !write || auth.isSuper),
];

async function headsInScope(db: Db, auth: AuthContext, ids: readonly string[], write: boolean) {
  if (ids.length === 0) return [];
  const p = new SqlParams();
  const where = [`h.id IN (${p.addAll(ids)})`, ...scopeWhere(auth, write)(p)].join(' AND ');
  return db.query<HeadRow>(`SELECT h.* FROM onl_cgreport_head h WHERE ${where}`, p.values);
}

async function headInScope(db: Db, auth: AuthContext, id: unknown, write: boolean): Promise<HeadRow> {
  const [row] = await headsInScope(db, auth, parseIds(typeof id === 'string' ? id : '', 1), write);
  if (!row) throw new BizError(USER_MESSAGES.notFound);
  return row;
}

export async function listHeads(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<CgreportHeadJson>> {
  return runListQuery<HeadRow, CgreportHeadJson>(deps.db, {
    schema: cgreportHeadSchema,
    alias: 'h',
    select: 'h.*',
    from: 'onl_cgreport_head h',
    query,
    fixedWhere: scopeWhere(auth, false),
    mapRow: toHeadJson,
  });
}

export async function queryHeadById(
  deps: AppDeps,
  auth: AuthContext,
  id: unknown,
): Promise<CgreportHeadJson> {
  return toHeadJson(await headInScope(deps.db, auth, id, false));
}

export async function listItems(
  deps: AppDeps,
  auth: AuthContext,
  headId: unknown,
): Promise<CgreportItemJson[]> {
  const head = await headInScope(deps.db, auth, headId, false);
  const rows = await deps.db.query(
    `SELECT * FROM onl_cgreport_item WHERE cgrhead_id = $1 ORDER BY order_num ASC, field_name ASC`,
    [head.id],
  );
  return rows.map((r) => ({
    id: String(r.id),
    cgrheadId: String(r.cgrhead_id),
    fieldName: String(r.field_name),
    fieldTxt: String(r.field_txt),
    fieldType: String(r.field_type),
    isShow: Number(r.is_show),
    isSearch: Number(r.is_search),
    searchMode: (r.search_mode as string | null) ?? null,
    isOrder: Number(r.is_order),
    dictCode: (r.dict_code as string | null) ?? null,
    fieldHref: (r.field_href as string | null) ?? null,
    isTotal: String(r.is_total),
    groupTitle: (r.group_title as string | null) ?? null,
    orderNum: Number(r.order_num),
  }));
}

export async function listParams(
  deps: AppDeps,
  auth: AuthContext,
  headId: unknown,
): Promise<CgreportParamJson[]> {
  const head = await headInScope(deps.db, auth, headId, false);
  const rows = await deps.db.query(
    `SELECT * FROM onl_cgreport_param WHERE cgrhead_id = $1 ORDER BY order_num ASC, param_name ASC`,
    [head.id],
  );
  return rows.map((r) => ({
    id: String(r.id),
    cgrheadId: String(r.cgrhead_id),
    paramName: String(r.param_name),
    paramTxt: (r.param_txt as string | null) ?? null,
    paramValue: (r.param_value as string | null) ?? null,
    orderNum: Number(r.order_num),
  }));
}

/** The data sources the form's select offers (code and name only; never connection details). */
export async function listDbSources(deps: AppDeps): Promise<Array<{ code: string; name: string }>> {
  return deps.db.query<{ code: string; name: string }>(
    'SELECT code, name FROM sys_data_source ORDER BY code ASC',
  );
}

const blankToNull = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

interface CheckedHead {
  code: string;
  name: string;
  content: string | null;
  cgrSql: string | null;
  dbSource: string | null;
  dataSource: string | null;
  scopePlantCol: string | null;
  scopeTenantCol: string | null;
}

/** A declared scope column must be one of the report's fields (SQL reports only; else null). */
function scopeColumn(body: CgreportSaveBody, value: unknown, label: string): string | null {
  const name = blankToNull(value)?.trim() ?? null;
  if (name === null) return null;
  if (!body.items.some((i) => i.fieldName.trim() === name))
    throw new BizError(CGREPORT_MESSAGES.scopeColumn(label, name));
  return name;
}

/** The head's values, checked: exactly one of a reviewed source or SQL; the SQL passes the guard. */
async function checkHead(db: Db, body: CgreportSaveBody, current: HeadRow | null): Promise<CheckedHead> {
  const head = body.head;
  const code = typeof head.code === 'string' ? head.code.trim() : '';
  if (!code) throw new BizError(CGREPORT_MESSAGES.codeRequired);
  if (!CGREPORT_CODE_PATTERN.test(code)) throw new BizError(CGREPORT_MESSAGES.codeFormat);
  const name = typeof head.name === 'string' ? head.name.trim() : '';
  if (!name) throw new BizError(CGREPORT_MESSAGES.nameRequired);
  if (name.length > 100) throw new BizError(CGREPORT_MESSAGES.nameTooLong);
  const problem = checkItemsAndParams(body.items, body.params);
  if (problem) throw new BizError(problem);
  const cgrSql = blankToNull(head.cgrSql);
  const dbSource = cgrSql ? blankToNull(head.dbSource) : null;
  // An issue 4 report keeps its reviewed source unless SQL replaces it.
  const dataSource = cgrSql ? null : (blankToNull(head.dataSource) ?? current?.data_source ?? null);
  if (!cgrSql && !dataSource) throw new BizError(CGREPORT_MESSAGES.queryRequired);
  if (dataSource && !REPORT_SOURCE_KEYS.includes(dataSource))
    throw new BizError(CGREPORT_MESSAGES.unknownSource);
  if (dbSource) await findDataSource(db, dbSource);
  if (cgrSql) {
    try {
      checkReportSql(cgrSql, { ownDatabase: !dbSource });
    } catch (err) {
      throw reportError(err);
    }
  }
  // Reviewed sources carry their own tenant conditions; scope columns are for SQL reports.
  const scopePlantCol = cgrSql ? scopeColumn(body, head.scopePlantCol, '电厂') : null;
  const scopeTenantCol = cgrSql ? scopeColumn(body, head.scopeTenantCol, '租户') : null;
  return {
    code,
    name,
    content: blankToNull(head.content),
    cgrSql,
    dbSource,
    dataSource,
    scopePlantCol,
    scopeTenantCol,
  };
}

/** Writing SQL or choosing where it runs needs the dedicated permission. */
async function requireSqlPermission(db: Db, auth: AuthContext): Promise<void> {
  if (auth.isSuper) return;
  if (await hasPermissionCode(db, auth.user.id, effectiveTenantId(auth), PERM.cgreport.sql)) return;
  throw new BizError(CGREPORT_MESSAGES.sqlPermission, 510, 403);
}

async function writeChildren(tx: Db, headId: string, body: CgreportSaveBody): Promise<void> {
  await tx.query('DELETE FROM onl_cgreport_item WHERE cgrhead_id = $1', [headId]);
  await tx.query('DELETE FROM onl_cgreport_param WHERE cgrhead_id = $1', [headId]);
  for (const [i, item] of body.items.entries()) {
    await tx.query(
      `INSERT INTO onl_cgreport_item (id, cgrhead_id, field_name, field_txt, field_type, is_show, is_search,
         search_mode, is_order, dict_code, field_href, is_total, group_title, order_num)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        newId(),
        headId,
        item.fieldName.trim(),
        item.fieldTxt.trim(),
        item.fieldType,
        item.isShow === 1 ? 1 : 0,
        item.isSearch === 1 ? 1 : 0,
        item.searchMode === 'group' ? 'group' : item.isSearch === 1 ? 'single' : null,
        item.isOrder === 1 ? 1 : 0,
        blankToNull(item.dictCode),
        blankToNull(item.fieldHref),
        item.isTotal === '1' ? '1' : '0',
        blankToNull(item.groupTitle),
        Number.isInteger(item.orderNum) ? item.orderNum : i + 1,
      ],
    );
  }
  for (const [i, param] of body.params.entries()) {
    await tx.query(
      `INSERT INTO onl_cgreport_param (id, cgrhead_id, param_name, param_txt, param_value, order_num)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        newId(),
        headId,
        param.paramName.trim(),
        blankToNull(param.paramTxt),
        blankToNull(param.paramValue),
        Number.isInteger(param.orderNum) ? param.orderNum : i + 1,
      ],
    );
  }
}

type Meta = Pick<OperationEntry, 'ip' | 'method' | 'requestUrl' | 'requestType'>;

export async function addReport(
  deps: AppDeps,
  auth: AuthContext,
  meta: Meta,
  body: CgreportSaveBody,
): Promise<string> {
  if (blankToNull(body.head.cgrSql) || blankToNull(body.head.dbSource))
    await requireSqlPermission(deps.db, auth);
  const head = await checkHead(deps.db, body, null);
  const id = newId();
  await withUniqueMessages(UNIQUE, () =>
    deps.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO onl_cgreport_head (id, code, name, cgr_sql, db_source, data_source, content, tenant_id,
           create_by, scope_plant_col, scope_tenant_col, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now())`,
        [
          id,
          head.code,
          head.name,
          head.cgrSql,
          head.dbSource,
          head.dataSource,
          head.content,
          effectiveTenantId(auth),
          auth.user.username,
          head.scopePlantCol,
          head.scopeTenantCol,
        ],
      );
      await writeChildren(tx, id, body);
      await logOperation(tx, auth, {
        ...meta,
        content: `添加Online报表：${head.code}`,
        operateType: OPERATE_TYPE.add,
        requestParam: body,
      });
    }),
  );
  return id;
}

export async function editReport(
  deps: AppDeps,
  auth: AuthContext,
  meta: Meta,
  body: CgreportSaveBody,
): Promise<void> {
  const current = await headInScope(deps.db, auth, body.head.id, true);
  const changesSql =
    (blankToNull(body.head.cgrSql) ?? null) !== current.cgr_sql ||
    (blankToNull(body.head.cgrSql) ? blankToNull(body.head.dbSource) : null) !== current.db_source;
  if (changesSql) await requireSqlPermission(deps.db, auth);
  const head = await checkHead(deps.db, body, current);
  await withUniqueMessages(UNIQUE, () =>
    deps.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE onl_cgreport_head SET code = $2, name = $3, cgr_sql = $4, db_source = $5, data_source = $6,
           content = $7, update_by = $8, scope_plant_col = $9, scope_tenant_col = $10, update_time = now()
         WHERE id = $1`,
        [
          current.id,
          head.code,
          head.name,
          head.cgrSql,
          head.dbSource,
          head.dataSource,
          head.content,
          auth.user.username,
          head.scopePlantCol,
          head.scopeTenantCol,
        ],
      );
      await writeChildren(tx, current.id, body);
      await logOperation(tx, auth, {
        ...meta,
        content: `编辑Online报表：${head.code}`,
        operateType: OPERATE_TYPE.edit,
        requestParam: body,
      });
    }),
  );
}

/** Deletes the heads (items and params go with them); any id out of scope deletes nothing. */
export async function deleteReports(
  deps: AppDeps,
  auth: AuthContext,
  meta: Meta,
  ids: string,
): Promise<void> {
  const wanted = parseIds(ids, 1000);
  const found = await headsInScope(deps.db, auth, wanted, true);
  if (wanted.length === 0 || found.length !== wanted.length) throw new BizError(USER_MESSAGES.notFound);
  await deps.db.transaction(async (tx) => {
    await tx.query(`DELETE FROM onl_cgreport_head WHERE id = ANY ($1::varchar[])`, [wanted]);
    await logOperation(tx, auth, {
      ...meta,
      content: `删除Online报表：${found.map((h) => h.code).join(',')}`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { ids },
    });
  });
}
