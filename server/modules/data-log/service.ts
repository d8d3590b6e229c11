import type { Page } from '../../../src/shared/domain/contract/result';
import {
  DATA_LOG_MESSAGES as M,
  DATA_LOG_TABLE_TITLES,
  dataLogSchema,
  type DataLogRecord,
} from '../../../src/shared/domain/resources/data-log';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import type { Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery } from '../../lib/list-query/run-list';
import type { SqlParams } from '../../lib/list-query/sql-params';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { dataRuleConditions } from '../access/rule-conditions';
import { effectiveTenantId } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';

interface DataLogRow extends Row {
  id: string;
  data_table: string;
  data_id: string;
  data_version: number;
  data_content: string;
  create_by: string | null;
  create_time: Date;
}

const COLUMNS = 'l.id, l.data_table, l.data_id, l.data_version, l.data_content, l.create_by, l.create_time';

const toJson = (r: DataLogRow): DataLogRecord => ({
  id: r.id,
  dataTable: r.data_table,
  dataTable_dictText: DATA_LOG_TABLE_TITLES[r.data_table] ?? r.data_table,
  dataId: r.data_id,
  dataVersion: Number(r.data_version),
  dataContent: r.data_content,
  createBy: r.create_by,
  createTime: formatDateTime(r.create_time),
});

/** Super users see every version; others those written in their acting tenant. */
function tenantScope(auth: AuthContext, p: { add(v: unknown): string }): string[] {
  if (auth.isSuper) return [];
  const tenantId = effectiveTenantId(auth);
  return [tenantId === null ? 'l.tenant_id IS NULL' : `l.tenant_id = ${p.add(tenantId)}`];
}

/** GET /sys/dataLog/list: the list engine over sys_data_log (table, id, author, time range). */
export async function listDataLogs(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<DataLogRecord>> {
  return runListQuery<DataLogRow, DataLogRecord>(deps.db, {
    schema: dataLogSchema,
    alias: 'l',
    select: COLUMNS,
    from: 'sys_data_log l',
    query,
    fixedWhere: (p: SqlParams) => tenantScope(auth, p),
    dataRules: await dataRuleConditions(deps.db, auth, ADMIN_PATHS.dataLog),
    mapRow: toJson,
  });
}

/** GET /sys/dataLog/queryDataVerList: every version of one record, newest first. */
export async function dataVersions(
  deps: AppDeps,
  auth: AuthContext,
  dataTable: string | undefined,
  dataId: string | undefined,
): Promise<DataLogRecord[]> {
  if (!dataTable || !dataId) throw new BizError(M.needRecord);
  const params: unknown[] = [dataTable, dataId];
  const scope = tenantScope(auth, { add: (v) => `$${params.push(v)}` });
  const rows = await deps.db.query<DataLogRow>(
    `SELECT ${COLUMNS} FROM sys_data_log l WHERE l.data_table = $1 AND l.data_id = $2
     ${scope.map((c) => `AND ${c}`).join(' ')} ORDER BY l.data_version DESC LIMIT 500`,
    params,
  );
  return rows.map(toJson);
}

/** GET /sys/dataLog/queryCompareList: two versions of the same record, older first. */
export async function compareTwo(
  deps: AppDeps,
  auth: AuthContext,
  dataId1: string | undefined,
  dataId2: string | undefined,
): Promise<DataLogRecord[]> {
  if (!dataId1 || !dataId2 || dataId1 === dataId2) throw new BizError(M.needTwo);
  const params: unknown[] = [[dataId1, dataId2]];
  const scope = tenantScope(auth, { add: (v) => `$${params.push(v)}` });
  const rows = await deps.db.query<DataLogRow>(
    `SELECT ${COLUMNS} FROM sys_data_log l WHERE l.id = ANY($1::varchar[])
     ${scope.map((c) => `AND ${c}`).join(' ')} ORDER BY l.data_version ASC`,
    params,
  );
  if (rows.length !== 2) throw new BizError(M.notFound);
  const [a, b] = rows as [DataLogRow, DataLogRow];
  if (a.data_table !== b.data_table || a.data_id !== b.data_id) throw new BizError(M.notSameRecord);
  return rows.map(toJson);
}
