import type { Page } from '../../../src/shared/domain/contract/result';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import {
  DATA_SOURCE_DB_TYPE,
  DATA_SOURCE_DEFAULT_PORT,
  DATA_SOURCE_MESSAGES as M,
  dataSourceSchema,
} from '../../../src/shared/domain/resources/data-source';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import type { Db, Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { closeExternalPool } from '../../lib/datasource/open-source';
import { encryptSecret } from '../../lib/datasource/secret-box';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery, whereForIds } from '../../lib/list-query/run-list';
import { isValidHost } from '../../lib/net-policy/classify';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { fromJeecgForm } from './jeecg-form';
import { dataRuleConditions } from '../access/rule-conditions';
import {
  deleteInScopeLogged,
  insertLogged,
  updateInScopeLogged,
  type ScopedTable,
} from '../log/logged-writes';
import type { OperationEntry } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { readFormValues, type ColumnValue } from '../user/form-values';
import { parseIds } from '../user/user-scope';

type Meta = Pick<OperationEntry, 'ip' | 'method' | 'requestUrl' | 'requestType'>;

interface DataSourceColumns {
  id: string;
  code: string;
  name: string;
  remark: string | null;
  db_type: string;
  host: string;
  port: number;
  database: string;
  username: string;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

export interface DataSourceRow extends DataSourceColumns, Row {
  password_cipher: string | null;
}

/** What a client sees: never the password, only whether one is stored. */
export interface DataSourceJson {
  id: string;
  code: string;
  name: string;
  remark: string | null;
  dbType: string;
  host: string;
  port: number;
  database: string;
  username: string;
  hasPassword: boolean;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

const UNIQUE = { uniq_sys_data_source_code: M.codeTaken };
// Every column but the sealed password: nothing below ever selects it for a response.
const COLUMNS =
  'd.id, d.code, d.name, d.remark, d.db_type, d.host, d.port, d.database, d.username, ' +
  '(d.password_cipher IS NOT NULL) AS has_password, d.create_by, d.create_time, d.update_by, d.update_time';

interface PublicRow extends DataSourceColumns, Row {
  has_password: boolean;
}

async function table(db: Db, auth: AuthContext): Promise<ScopedTable> {
  return {
    dataRules: await dataRuleConditions(db, auth, ADMIN_PATHS.dataSource),
    table: 'sys_data_source',
    schema: dataSourceSchema,
    alias: 'd',
  };
}

function toJson(r: PublicRow): DataSourceJson {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    remark: r.remark,
    dbType: r.db_type,
    host: r.host,
    port: r.port,
    database: r.database,
    username: r.username,
    hasPassword: r.has_password,
    createBy: r.create_by,
    createTime: formatDateTime(r.create_time),
    updateBy: r.update_by,
    updateTime: formatDateTime(r.update_time),
  };
}

export async function listDataSources(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<DataSourceJson>> {
  return runListQuery<PublicRow, DataSourceJson>(deps.db, {
    ...(await table(deps.db, auth)),
    select: COLUMNS,
    from: 'sys_data_source d',
    query,
    mapRow: toJson,
  });
}

/** The saved row in the caller's scope, sealed password included (for the service only). */
export async function dataSourceInScope(db: Db, auth: AuthContext, rawId: unknown): Promise<DataSourceRow> {
  const ids = parseIds(typeof rawId === 'string' ? rawId : '', 1);
  if (ids.length === 0) throw new BizError(M.notFound);
  const w = whereForIds({ ...(await table(db, auth)), ids });
  const [row] = await db.query<DataSourceRow>(`SELECT d.* FROM sys_data_source d WHERE ${w.where}`, w.params);
  if (!row) throw new BizError(M.notFound);
  return row;
}

export async function queryDataSourceById(
  deps: AppDeps,
  auth: AuthContext,
  id: unknown,
): Promise<DataSourceJson> {
  const { password_cipher: sealed, ...rest } = await dataSourceInScope(deps.db, auth, id);
  return toJson({ ...rest, has_password: sealed !== null });
}

/** 'postgresql' (or absent); any other engine is refused before anything is written. */
export function assertPostgres(dbType: unknown): void {
  if (dbType === undefined || dbType === null || dbType === '') return;
  if (typeof dbType !== 'string' || !/^postgres(ql)?$/i.test(dbType.trim()))
    throw new BizError(M.onlyPostgres);
}

function checkValues(values: ColumnValue[], mode: 'create' | 'edit'): void {
  const host = values.find((v) => v.column === 'host');
  if (host && (typeof host.value !== 'string' || !isValidHost(host.value.trim())))
    throw new BizError(M.hostFormat);
  if (host && typeof host.value === 'string') host.value = host.value.trim();
  const port = values.find((v) => v.column === 'port');
  if (port && port.value === null) port.value = DATA_SOURCE_DEFAULT_PORT;
  if (!port && mode === 'create') values.push({ column: 'port', value: DATA_SOURCE_DEFAULT_PORT });
}

function passwordOf(body: Record<string, unknown>): string | null {
  const raw = body.password;
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') throw new BizError(M.passwordRequired);
  return raw;
}

export async function addDataSource(
  deps: AppDeps,
  auth: AuthContext,
  meta: Meta,
  jeecgBody: Record<string, unknown>,
) {
  const body = fromJeecgForm(jeecgBody);
  assertPostgres(body.dbType);
  const values = await readFormValues(dataSourceSchema, body, 'create', deps.dicts);
  checkValues(values, 'create');
  const password = passwordOf(body);
  if (password === null) throw new BizError(M.passwordRequired);
  await insertLogged(
    deps.db,
    auth,
    'sys_data_source',
    [
      ...values,
      { column: 'id', value: newId() },
      { column: 'db_type', value: DATA_SOURCE_DB_TYPE },
      { column: 'password_cipher', value: await encryptSecret(deps.db, password) },
      { column: 'create_by', value: auth.user.username },
      { column: 'create_time', value: new Date() },
    ],
    UNIQUE,
    // The operation log redacts password keys; the body is logged without it anyway.
    {
      ...meta,
      content: `添加数据源：${String(body.code ?? '')}`,
      operateType: OPERATE_TYPE.add,
      requestParam: withoutPassword(body),
    },
  );
}

/** An edit with an empty password keeps the stored one. */
export async function editDataSource(
  deps: AppDeps,
  auth: AuthContext,
  meta: Meta,
  jeecgBody: Record<string, unknown>,
) {
  const body = fromJeecgForm(jeecgBody);
  assertPostgres(body.dbType);
  const current = await dataSourceInScope(deps.db, auth, body.id);
  const values = await readFormValues(dataSourceSchema, body, 'edit', deps.dicts);
  checkValues(values, 'edit');
  const password = passwordOf(body);
  // The stored password only ever goes to the stored host and port: a changed target needs it typed.
  const changed = (column: string, stored: unknown) =>
    values.some((v) => v.column === column && v.value !== stored);
  if (password === null && (changed('host', current.host) || changed('port', current.port)))
    throw new BizError(M.passwordAgain);
  if (password !== null)
    values.push({ column: 'password_cipher', value: await encryptSecret(deps.db, password) });
  await updateInScopeLogged<{ code: string }>(
    deps.db,
    auth,
    await table(deps.db, auth),
    current.id,
    [
      ...values,
      { column: 'update_by', value: auth.user.username },
      { column: 'update_time', value: new Date() },
    ],
    'd.code',
    (row) => ({
      ...meta,
      content: `编辑数据源：${row.code}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: withoutPassword(body),
    }),
  );
  await closeExternalPool(deps.db, current.code);
}

export async function deleteDataSources(deps: AppDeps, auth: AuthContext, meta: Meta, rawIds: unknown) {
  const ids = parseIds(rawIds);
  if (ids.length === 0) throw new BizError(M.notFound);
  const target = await table(deps.db, auth);
  const w = whereForIds({ ...target, ids });
  const codes = await deps.db.query<{ code: string }>(
    `SELECT d.code FROM sys_data_source d WHERE ${w.where}`,
    w.params,
  );
  await deleteInScopeLogged(deps.db, auth, target, ids, {
    ...meta,
    content: `删除数据源：${codes.map((c) => c.code).join(',')}`,
    operateType: OPERATE_TYPE.delete,
    requestParam: { ids },
  });
  for (const { code } of codes) await closeExternalPool(deps.db, code);
}

function withoutPassword(body: Record<string, unknown>): Record<string, unknown> {
  const { password: _omitted, ...rest } = body;
  return rest;
}
