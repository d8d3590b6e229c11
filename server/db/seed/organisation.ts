import { SUPER_ROLE_CODE } from '../../../src/shared/domain/permission/codes';
import type { Db } from '../db';
import { SEED } from './ids';

const DEPARTS: Array<[keyof typeof SEED.depart, string | null, string, string, string, number]> = [
  // key, parent, name, org_category, org_type, order
  ['A01', null, '国网某省电力公司', '1', '1', 1],
  ['A01A01', 'A01', '营销部', '2', '2', 1],
  ['A01A02', 'A01', '调度控制中心', '2', '2', 2],
  ['A02', null, '华能某某电厂', '1', '1', 2],
  ['A03', null, '大唐某某水电站', '1', '1', 3],
  ['A04', null, '某某风电场', '1', '1', 4],
];

const ROLES: Array<[keyof typeof SEED.role, string, string]> = [
  ['admin', '管理员', '系统管理员，拥有全部权限'],
  ['grid_staff', '电网营销人员', '电网公司营销部门人员'],
  ['plant_user', '电厂用户', '发电企业用户'],
  ['leader', '领导', '查看统计与汇总'],
  ['guest', '注册用户', '自助注册的用户，没有任何权限，待管理员分配'],
];

export async function seedOrganisation(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO sys_tenant (id, name, create_by, status) VALUES ($1, '默认租户', 'system', 1) ON CONFLICT (id) DO NOTHING`,
    [SEED.tenant],
  );
  for (const [code, parent, name, category, type, order] of DEPARTS) {
    await db.query(
      `INSERT INTO sys_depart (id, parent_id, depart_name, org_category, org_type, org_code, depart_order, status, del_flag,
         create_by, tenant_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, '1', '0', 'system', $8) ON CONFLICT (id) DO NOTHING`,
      [
        SEED.depart[code],
        parent ? SEED.depart[parent as keyof typeof SEED.depart] : null,
        name,
        category,
        type,
        code,
        order,
        SEED.tenant,
      ],
    );
  }
  for (const [code, name, description] of ROLES) {
    await db.query(
      `INSERT INTO sys_role (id, role_name, role_code, description, create_by, tenant_id)
       VALUES ($1, $2, $3, $4, 'system', $5) ON CONFLICT (id) DO NOTHING`,
      // The super role is platform-wide; the other demo roles belong to the demo tenant.
      [SEED.role[code], name, code, description, code === SUPER_ROLE_CODE ? null : SEED.tenant],
    );
  }
}
