import type { Db, Row } from '../../db/db';
import type { AuthContext } from '../session/auth-context';
import { effectiveTenantId } from './tenant-scope';

/** The data-rule variable naming the caller's own plants (comma list of biz_plant ids). */
export const PLANT_IDS_VARIABLE = 'sys_plant_ids';

/**
 * The plants the user belongs to: those whose department (biz_plant.depart_id) is one of the
 * user's departments, within the acting tenant. A user in no plant department gets '' and the
 * plant rule (`plantId IN #{sys_plant_ids}`) then matches nothing: fail closed.
 */
export async function plantIdsOfUser(db: Db, auth: AuthContext): Promise<string[]> {
  const rows = await db.query<Row & { id: string }>(
    `SELECT p.id FROM biz_plant p
       JOIN sys_user_depart ud ON ud.dep_id = p.depart_id
      WHERE ud.user_id = $1 AND p.tenant_id = $2::integer
      ORDER BY p.id`,
    [auth.user.id, effectiveTenantId(auth)],
  );
  return rows.map((r) => r.id);
}
