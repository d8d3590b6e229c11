import { one, type Db } from '../../db/db';
import type { DepartRow, UserRow } from './user-row';

export function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  return one<UserRow>(db, 'SELECT * FROM sys_user WHERE username = $1', [username]);
}

export function findUserById(db: Db, id: string): Promise<UserRow | null> {
  return one<UserRow>(db, 'SELECT * FROM sys_user WHERE id = $1', [id]);
}

/** Only live accounts count for phone-based flows. */
export function findLiveUserByPhone(db: Db, phone: string): Promise<UserRow | null> {
  return one<UserRow>(db, 'SELECT * FROM sys_user WHERE phone = $1 AND del_flag = 0', [phone]);
}

export function departsOfUser(db: Db, userId: string): Promise<DepartRow[]> {
  return db.query<DepartRow>(
    `SELECT d.* FROM sys_depart d JOIN sys_user_depart ud ON ud.dep_id = d.id
     WHERE ud.user_id = $1 AND d.del_flag = '0'
     ORDER BY d.org_code`,
    [userId],
  );
}

export async function setOrgCode(db: Db, userId: string, orgCode: string | null): Promise<void> {
  await db.query('UPDATE sys_user SET org_code = $2 WHERE id = $1', [userId, orgCode]);
}

export async function setPassword(
  db: Db,
  userId: string,
  hash: string,
  salt: string,
  by: string,
): Promise<void> {
  await db.query(
    'UPDATE sys_user SET password = $2, salt = $3, update_by = $4, update_time = now() WHERE id = $1',
    [userId, hash, salt, by],
  );
}
