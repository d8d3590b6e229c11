import type { Db } from '../db';

// A demo SQL report (migration 014) over non-secret tables, so the report list page shows
// something: users per department. sys_user here is the cgreport_safe view (no password/salt).
// It returns each department's tenant and declares it as the tenant scope column (migration 027),
// so every reader sees only the departments of the tenant they act in.
const HEAD_ID = '1800000000000000703';

export const DEMO_SQL_REPORT = {
  id: HEAD_ID,
  code: 'rpt_depart_users',
  name: '部门人数统计',
  tenantCol: 'tenant_id',
  sql: `SELECT d.id, d.depart_name, d.org_code, d.org_category, d.tenant_id, count(u.id) AS user_count
  FROM sys_depart d
  LEFT JOIN sys_user_depart ud ON ud.dep_id = d.id
  LEFT JOIN sys_user u ON u.id = ud.user_id AND u.del_flag = 0
 WHERE d.del_flag = '0' AND (\${orgCategory}::text IS NULL OR d.org_category = \${orgCategory})
 GROUP BY d.id, d.depart_name, d.org_code, d.org_category, d.tenant_id`,
} as const;

// field, title, type, show, search, mode, order, dict, total
const ITEMS: Array<[string, string, string, 0 | 1, 0 | 1, 'single' | null, 0 | 1, string | null, '0' | '1']> =
  [
    ['depart_name', '部门名称', 'String', 1, 1, 'single', 1, null, '0'],
    ['org_code', '机构编码', 'String', 1, 1, 'single', 1, null, '0'],
    ['org_category', '机构类别', 'String', 1, 0, null, 0, 'org_category', '0'],
    ['user_count', '人数', 'Long', 1, 0, null, 1, null, '1'],
    ['id', 'ID', 'String', 0, 0, null, 0, null, '0'],
    ['tenant_id', '租户', 'Integer', 0, 0, null, 0, null, '0'],
  ];

export async function seedSqlReports(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO onl_cgreport_head (id, code, name, cgr_sql, scope_tenant_col, create_by)
     VALUES ($1, $2, $3, $4, $5, 'system') ON CONFLICT (id) DO NOTHING`,
    [HEAD_ID, DEMO_SQL_REPORT.code, DEMO_SQL_REPORT.name, DEMO_SQL_REPORT.sql, DEMO_SQL_REPORT.tenantCol],
  );
  for (const [n, [field, title, type, show, search, mode, order, dict, total]] of ITEMS.entries()) {
    await db.query(
      `INSERT INTO onl_cgreport_item (id, cgrhead_id, field_name, field_txt, field_type, is_show, is_search,
         search_mode, is_order, dict_code, is_total, order_num)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (id) DO NOTHING`,
      [
        `18000000000000073${String(n + 1).padStart(2, '0')}`,
        HEAD_ID,
        field,
        title,
        type,
        show,
        search,
        mode,
        order,
        dict,
        total,
        n + 1,
      ],
    );
  }
  await db.query(
    `INSERT INTO onl_cgreport_param (id, cgrhead_id, param_name, param_txt, param_value, order_num)
     VALUES ('1800000000000000740', $1, 'orgCategory', '机构类别', NULL, 1) ON CONFLICT (id) DO NOTHING`,
    [HEAD_ID],
  );
}
