import type { Page } from '../../../src/shared/domain/contract/result';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { OSS_FILE_MESSAGES, ossFileSchema } from '../../../src/shared/domain/resources/oss-file';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { fileStoreOf } from '../../lib/file-store/select-store';
import type { DataRuleCondition } from '../../lib/list-query/data-rules';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery, whereForIds } from '../../lib/list-query/run-list';
import type { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { dataRuleConditions } from '../access/rule-conditions';
import { effectiveTenantId, rowTenantCondition } from '../access/tenant-scope';
import { deleteInScopeLogged, type ScopedTable } from '../log/logged-writes';
import type { AuthContext } from '../session/auth-context';
import type { RequestMeta } from '../user/admin-service';
import { parseIds } from '../user/user-scope';
import { toFileJson, type FileJson, type FileRow } from './file-records';

interface FileScope {
  tenantId: number | null;
  dataRules: DataRuleCondition[];
}

async function fileScope(db: Db, auth: AuthContext): Promise<FileScope> {
  return {
    tenantId: effectiveTenantId(auth),
    dataRules: await dataRuleConditions(db, auth, ADMIN_PATHS.oss),
  };
}

/** The acting tenant's live rows only (uploads record the uploader's tenant). */
const fixedWhere = (scope: FileScope) => (p: SqlParams) => [
  rowTenantCondition('f', p, scope.tenantId),
  'f.del_flag = 0',
];

const fileTable = (scope: FileScope): ScopedTable => ({
  table: 'sys_files',
  schema: ossFileSchema,
  alias: 'f',
  fixedWhere: fixedWhere(scope),
  dataRules: scope.dataRules,
});

/** GET /sys/oss/file/list: fileName (like), fileType, createBy, createTime range; sort by time or size. */
export async function listFiles(deps: AppDeps, auth: AuthContext, query: RawQuery): Promise<Page<FileJson>> {
  const scope = await fileScope(deps.db, auth);
  return runListQuery<FileRow, FileJson>(deps.db, {
    schema: ossFileSchema,
    alias: 'f',
    select: 'f.*',
    from: 'sys_files f',
    query,
    fixedWhere: fixedWhere(scope),
    dataRules: scope.dataRules,
    mapRow: toFileJson,
  });
}

async function fileInScope(db: Db, scope: FileScope, rawId: unknown): Promise<FileRow> {
  const ids = parseIds(typeof rawId === 'string' ? rawId : '', 1);
  if (ids.length !== 1) throw new BizError(OSS_FILE_MESSAGES.notFound);
  const w = whereForIds({ ...fileTable(scope), ids });
  const [row] = await db.query<FileRow>(`SELECT f.* FROM sys_files f WHERE ${w.where}`, w.params);
  if (!row) throw new BizError(OSS_FILE_MESSAGES.notFound);
  return row;
}

export async function queryFileById(deps: AppDeps, auth: AuthContext, id: unknown): Promise<FileJson> {
  return toFileJson(await fileInScope(deps.db, await fileScope(deps.db, auth), id));
}

/**
 * DELETE /sys/oss/file/delete?id=: the row goes (with the operation log) and then the stored
 * object; a missing object is no error (the row was the record of it).
 */
export async function deleteFile(deps: AppDeps, auth: AuthContext, meta: RequestMeta, id: unknown) {
  const scope = await fileScope(deps.db, auth);
  const row = await fileInScope(deps.db, scope, id);
  await deleteInScopeLogged(deps.db, auth, fileTable(scope), [row.id], {
    ...meta,
    content: `删除文件：${row.file_name}（${row.url}）`,
    operateType: OPERATE_TYPE.delete,
    requestParam: { id: row.id },
  });
  await fileStoreOf(deps).remove(row.url);
}
