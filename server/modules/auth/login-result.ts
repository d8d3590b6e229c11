import type { LoginResult, MultiDepart } from '../../../src/shared/domain/contract/auth';
import type { Tenant } from '../../../src/shared/domain/contract/user';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import { createSession } from '../session/service';
import { departsOfUser, findUserById, setOrgCode } from '../user/repository';
import { tenantIdsOf, toDepart, toUserInfo, type UserRow } from '../user/user-row';

interface TenantRow extends Record<string, unknown> {
  id: number;
  name: string;
  create_by: string | null;
  create_time: Date | null;
  begin_date: Date | null;
  end_date: Date | null;
  status: number;
}

async function activeTenants(deps: AppDeps, user: UserRow): Promise<Tenant[] | undefined> {
  const ids = tenantIdsOf(user);
  if (ids.length === 0) return undefined;
  const rows = await deps.db.query<TenantRow>(
    'SELECT * FROM sys_tenant WHERE id = ANY($1::int[]) AND status = 1 ORDER BY id',
    [ids],
  );
  if (rows.length === 0) throw new BizError('与该用户关联的租户均已被冻结，无法登录！');
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    createBy: t.create_by,
    createTime: formatDateTime(t.create_time),
    beginDate: formatDateTime(t.begin_date),
    endDate: formatDateTime(t.end_date),
    status: t.status,
  }));
}

/** The shared success payload of /sys/login and /sys/phoneLogin (CONTRACT §2.4, key order kept). */
export async function buildLoginResult(
  deps: AppDeps,
  user: UserRow,
  client: { ip: string; userAgent: string | undefined },
): Promise<LoginResult> {
  const tenantList = await activeTenants(deps, user);
  const departs = await departsOfUser(deps.db, user.id);
  let multi: MultiDepart = 0;
  if (departs.length === 1) {
    multi = 1;
    await setOrgCode(deps.db, user.id, departs[0]?.org_code ?? null);
  } else if (departs.length > 1) {
    multi = 2;
    if (!departs.some((d) => d.org_code === user.org_code))
      await setOrgCode(deps.db, user.id, departs[0]?.org_code ?? null);
  }
  const fresh = (await findUserById(deps.db, user.id)) ?? user;
  const token = await createSession(deps, fresh, client);
  return {
    token,
    ...(tenantList ? { tenantList } : {}),
    userInfo: toUserInfo(fresh),
    departs: departs.map(toDepart),
    multi_depart: multi,
    sysAllDictItems: await deps.dicts.allItems(),
  };
}
