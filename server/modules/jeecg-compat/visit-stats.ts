// The home page's sign-in figures (JeecgBoot LoginController loginfo / visitInfo): counts of the
// login log (sys_log, log_type 1), as JeecgBoot counts them, within the caller's log scope.
import { LOG_TYPE } from '../../../src/shared/domain/resources/login-log';
import type { Db } from '../../db/db';
import { SqlParams } from '../../lib/list-query/sql-params';
import { effectiveTenantId, userTenantCondition } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';

/** Days are counted in GMT+8, the zone of every date on the wire (server/lib/time.ts). */
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;
/** A login-log time as its GMT+8 wall-clock timestamp, for day labels. */
const LOCAL = `((l.create_time AT TIME ZONE 'UTC') + interval '8 hours')`;

/** Midnight GMT+8 of the day `now` falls in, as an instant. */
export function dayStart(now: Date): Date {
  const local = now.getTime() + OFFSET_MS;
  return new Date(local - (local % DAY_MS) - OFFSET_MS);
}

/**
 * The rows the caller may count: super users every login row; others those of the users of their
 * acting tenant (the scope of 登录日志, GET /sys/log/list?logType=1).
 */
function scope(auth: AuthContext, p: SqlParams): string {
  const rows = `l.log_type = ${p.add(LOG_TYPE.login)}`;
  if (auth.isSuper) return rows;
  const users = userTenantCondition('u', p, effectiveTenantId(auth));
  return `${rows} AND l.userid IN (SELECT u.id FROM sys_user u WHERE ${users})`;
}

export interface LoginInfo {
  totalVisitCount: number;
  todayVisitCount: number;
  todayIp: number;
}

/** GET /sys/loginfo: all login-log rows, today's, and today's distinct addresses. */
export async function loginInfo(db: Db, auth: AuthContext, now = new Date()): Promise<LoginInfo> {
  const p = new SqlParams();
  const where = scope(auth, p);
  const from = p.add(dayStart(now), 'timestamptz');
  const to = p.add(new Date(dayStart(now).getTime() + DAY_MS), 'timestamptz');
  const today = `l.create_time >= ${from} AND l.create_time < ${to}`;
  const [row] = await db.query<{ total: string | number; today: string | number; ips: string | number }>(
    `SELECT count(*) AS total,
            count(*) FILTER (WHERE ${today}) AS today,
            count(DISTINCT l.ip) FILTER (WHERE ${today}) AS ips
       FROM sys_log l WHERE ${where}`,
    p.values,
  );
  return {
    totalVisitCount: Number(row?.total ?? 0),
    todayVisitCount: Number(row?.today ?? 0),
    todayIp: Number(row?.ips ?? 0),
  };
}

/** One day of GET /sys/visitInfo: `tian` the date, `type` its short label for the chart's axis. */
export interface VisitDay {
  visit: number;
  ip: number;
  tian: string;
  type: string;
}

/** GET /sys/visitInfo: the last seven days (today included) that have login rows, oldest first. */
export async function visitInfo(db: Db, auth: AuthContext, now = new Date()): Promise<VisitDay[]> {
  const p = new SqlParams();
  const where = scope(auth, p);
  const end = new Date(dayStart(now).getTime() + DAY_MS);
  const from = p.add(new Date(end.getTime() - 7 * DAY_MS), 'timestamptz');
  const to = p.add(end, 'timestamptz');
  const rows = await db.query<{ visit: string | number; ip: string | number; tian: string; type: string }>(
    `SELECT count(*) AS visit, count(DISTINCT l.ip) AS ip,
            to_char(${LOCAL}, 'YYYY-MM-DD') AS tian, to_char(${LOCAL}, 'MM-DD') AS type
       FROM sys_log l
      WHERE ${where} AND l.create_time >= ${from} AND l.create_time < ${to}
      GROUP BY tian, type ORDER BY tian ASC`,
    p.values,
  );
  return rows.map((r) => ({ visit: Number(r.visit), ip: Number(r.ip), tian: r.tian, type: r.type }));
}
