import { newId } from '../../lib/ids';
import { hashPassword, newSalt } from '../../lib/password';
import type { Db } from '../db';
import { SEED } from './ids';

/**
 * One demo user per business role, created together with admin and with admin's initial password
 * (ADMIN_PASSWORD or the generated one printed at first start): there is no fixed password anywhere.
 * 电厂用户 `dianchang` sits in the department of the first demo plant (华能某某电厂), which is what
 * puts that plant, and only it, in their data scope.
 */
export const DEMO_USERS = [
  {
    username: 'yingxiao',
    realname: '营销专责',
    role: SEED.role.grid_staff,
    depart: SEED.depart.A01A01,
    org: 'A01A01',
  },
  { username: 'lingdao', realname: '公司领导', role: SEED.role.leader, depart: SEED.depart.A01, org: 'A01' },
  {
    username: 'dianchang',
    realname: '华能电厂结算专责',
    role: SEED.role.plant_user,
    depart: SEED.depart.A02,
    org: 'A02',
  },
] as const;

export async function seedDemoUsers(db: Db, password: string): Promise<void> {
  for (const u of DEMO_USERS) {
    const existing = await db.query('SELECT 1 FROM sys_user WHERE username = $1', [u.username]);
    if (existing.length > 0) continue;
    const salt = newSalt();
    const hash = await hashPassword(password, salt);
    const id = newId();
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO sys_user (id, username, realname, password, salt, org_code, status, del_flag, rel_tenant_ids,
           create_by, activiti_sync, user_identity)
         VALUES ($1, $2, $3, $4, $5, $6, 1, 0, $7, 'system', 1, 1)`,
        [id, u.username, u.realname, hash, salt, u.org, String(SEED.tenant)],
      );
      await tx.query('INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ($1, $2, $3)', [
        newId(),
        id,
        u.depart,
      ]);
      await tx.query('INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3)', [
        newId(),
        id,
        u.role,
      ]);
    });
  }
}
