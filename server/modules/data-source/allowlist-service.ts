import type { Page } from '../../../src/shared/domain/contract/result';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import {
  DATA_SOURCE_MESSAGES as M,
  hostAllowlistSchema,
} from '../../../src/shared/domain/resources/data-source';
import type { Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery } from '../../lib/list-query/run-list';
import { isValidAllowEntry } from '../../lib/net-policy/classify';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { deleteInScopeLogged, insertLogged } from '../log/logged-writes';
import type { OperationEntry } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { readFormValues } from '../user/form-values';
import { parseIds } from '../user/user-scope';

type Meta = Pick<OperationEntry, 'ip' | 'method' | 'requestUrl' | 'requestType'>;

interface AllowRow extends Row {
  id: string;
  host: string;
  remark: string | null;
  create_by: string | null;
  create_time: Date | null;
}

export interface AllowJson {
  id: string;
  host: string;
  remark: string | null;
  createBy: string | null;
  createTime: string | null;
}

const SCOPE = { table: 'sys_host_allowlist', schema: hostAllowlistSchema, alias: 'h' };

export async function listAllowlist(deps: AppDeps, query: RawQuery): Promise<Page<AllowJson>> {
  return runListQuery<AllowRow, AllowJson>(deps.db, {
    ...SCOPE,
    select: 'h.*',
    from: 'sys_host_allowlist h',
    query,
    mapRow: (r) => ({
      id: r.id,
      host: r.host,
      remark: r.remark,
      createBy: r.create_by,
      createTime: formatDateTime(r.create_time),
    }),
  });
}

/** A host name, an IP address or a CIDR block; stored lower-case so a name matches exactly once. */
export async function addAllowEntry(
  deps: AppDeps,
  auth: AuthContext,
  meta: Meta,
  body: Record<string, unknown>,
) {
  const values = await readFormValues(hostAllowlistSchema, body, 'create', deps.dicts);
  const host = values.find((v) => v.column === 'host');
  const text = typeof host?.value === 'string' ? host.value.trim().toLowerCase() : '';
  if (!host || !isValidAllowEntry(text)) throw new BizError(M.allowHostFormat);
  host.value = text;
  await insertLogged(
    deps.db,
    auth,
    'sys_host_allowlist',
    [
      ...values,
      { column: 'id', value: newId() },
      { column: 'create_by', value: auth.user.username },
      { column: 'create_time', value: new Date() },
    ],
    { uniq_sys_host_allowlist_host: M.allowHostTaken },
    { ...meta, content: `添加地址白名单：${text}`, operateType: OPERATE_TYPE.add, requestParam: body },
  );
}

export async function deleteAllowEntries(deps: AppDeps, auth: AuthContext, meta: Meta, rawIds: unknown) {
  const ids = parseIds(rawIds);
  if (ids.length === 0) throw new BizError(M.notFound);
  await deleteInScopeLogged(deps.db, auth, SCOPE, ids, {
    ...meta,
    content: `删除地址白名单：${ids.join(',')}`,
    operateType: OPERATE_TYPE.delete,
    requestParam: { ids },
  });
}
