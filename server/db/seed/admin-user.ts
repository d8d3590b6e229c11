import { newId } from '../../lib/ids';
import { generatePassword, hashPassword, newSalt } from '../../lib/password';
import type { Db } from '../db';
import { SEED } from './ids';

/**
 * Creates `admin` once. The password is ADMIN_PASSWORD or a generated one, which is returned so
 * main.ts can print it exactly once; there is no fixed password anywhere.
 */
export async function seedAdmin(
  db: Db,
  opts: { adminPassword: string | null; adminPhone: string | null },
): Promise<{ generatedPassword: string | null; createdWith: string | null }> {
  const existing = await db.query('SELECT 1 FROM sys_user WHERE username = $1', ['admin']);
  if (existing.length > 0) return { generatedPassword: null, createdWith: null };
  const password = opts.adminPassword ?? generatePassword();
  const salt = newSalt();
  const hash = await hashPassword(password, salt);
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO sys_user (id, username, realname, password, salt, phone, org_code, status, del_flag, rel_tenant_ids,
         create_by, activiti_sync, user_identity)
       VALUES ($1, 'admin', '管理员', $2, $3, $4, 'A01A01', 1, 0, $5, 'system', 1, 2)`,
      [id, hash, salt, opts.adminPhone, String(SEED.tenant)],
    );
    await tx.query('INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ($1, $2, $3)', [
      newId(),
      id,
      SEED.depart.A01A01,
    ]);
    await tx.query('INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3)', [
      newId(),
      id,
      SEED.role.admin,
    ]);
  });
  return { generatedPassword: opts.adminPassword ? null : password, createdWith: password };
}
