// GET /cwxt/plant/options: the plant picker of every business page. Only the plants the caller may
// see: the union, over the plant-scoped business menus the caller holds, of the plants each menu's
// data rules allow (a held menu without rules = every plant of the tenant). No such menu → none.
import { plantSchema } from '../../../src/shared/domain/resources/plant';
import type { ResourceSchema } from '../../../src/shared/domain/resources/types';
import { PLANT_SCOPED_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { Db, Row } from '../../db/db';
import { buildListWhere } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { heldPermissionIdsSql } from '../access/grants-sql';
import { dataRuleConditions } from '../access/rule-conditions';
import { effectiveTenantId } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';

export interface PlantOption {
  value: string;
  label: string;
  code: string;
}

/**
 * biz_plant seen from any business menu: the plant page's rules name the plant `id`, the other
 * pages' rules `plantId`; both are the plant's id here.
 */
const optionSchema: ResourceSchema = {
  ...plantSchema,
  fields: [
    { key: 'id', title: '电厂ID', kind: 'text', filter: true },
    { key: 'plantId', column: 'id', title: '电厂', kind: 'text', filter: true },
  ],
};

/** The plant-scoped menus the caller is granted (roles and department roles of the acting tenant). */
async function heldMenus(db: Db, auth: AuthContext, tenantId: number): Promise<string[]> {
  if (auth.isSuper) return [...PLANT_SCOPED_PATHS];
  const rows = await db.query<Row & { url: string }>(
    `SELECT DISTINCT p.url FROM sys_permission p
      WHERE p.url = ANY($2::varchar[]) AND p.del_flag = 0
        AND p.id IN (${heldPermissionIdsSql('$1', '$3')})`,
    [auth.user.id, PLANT_SCOPED_PATHS, tenantId],
  );
  return rows.map((r) => r.url);
}

export async function plantOptions(db: Db, auth: AuthContext): Promise<PlantOption[]> {
  const tenantId = effectiveTenantId(auth);
  if (tenantId === null) return [];
  const menus = await heldMenus(db, auth, tenantId);
  if (menus.length === 0) return [];
  const p = new SqlParams();
  const branches: string[] = [];
  for (const menu of menus) {
    const rules = await dataRuleConditions(db, auth, menu);
    try {
      const { where } = buildListWhere({
        schema: optionSchema,
        alias: 'p',
        query: {},
        dataRules: rules,
        params: p,
      });
      branches.push(`(${where})`);
    } catch (error) {
      // A rule this picker cannot apply grants nothing through that menu (fail closed).
      if (!(error instanceof BizError)) throw error;
    }
  }
  if (branches.length === 0) return [];
  const rows = await db.query<Row & { id: string; plant_name: string; plant_code: string }>(
    `SELECT p.id, p.plant_name, p.plant_code FROM biz_plant p
      WHERE p.tenant_id = ${p.add(tenantId)}::integer AND (${branches.join(' OR ')})
      ORDER BY p.plant_code, p.id`,
    p.values,
  );
  return rows.map((r) => ({ value: r.id, label: r.plant_name, code: r.plant_code }));
}
