import type { Db } from '../../../server/db/db';

/**
 * Mass-assignment markers: fields a client must never set, with values that cannot occur
 * naturally, so a sweep of the whole database afterwards shows whether any of them got stored.
 */
export const MASS_FIELDS: Record<string, unknown> = {
  id: 'ma0forged0id',
  tenantId: 7777,
  tenant_id: 7777,
  relTenantIds: '7777',
  createBy: 'mass_attacker',
  create_by: 'mass_attacker',
  createTime: '1999-09-09 09:09:09',
  create_time: '1999-09-09 09:09:09',
  updateBy: 'mass_attacker',
  updateTime: '1999-09-09 09:09:09',
  delFlag: 1,
  del_flag: 1,
  version: 987654,
  rev: 987654,
  password: 'MassAssign!1x',
  salt: 'mass_salt_marker',
  plantId: 'ma-plant-marker',
  sysOrgCode: 'MA_ORG_MARKER',
};

const TEXT_MARKERS = [
  'mass_attacker',
  '1999-09-09',
  'ma0forged0id',
  'mass_salt_marker',
  'ma-plant-marker',
  'MA_ORG_MARKER',
];

/** Every `table: marker` where a marker value was stored (empty when none was). */
export async function storedMarkers(db: Db): Promise<string[]> {
  const tables = await db.query<{ name: string; has_tenant: boolean }>(
    `SELECT t.table_name AS name,
            EXISTS (SELECT 1 FROM information_schema.columns c
                     WHERE c.table_schema = 'public' AND c.table_name = t.table_name AND c.column_name = 'tenant_id'
                       AND c.data_type IN ('integer', 'bigint', 'smallint')) AS has_tenant
       FROM information_schema.tables t
      WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND t.table_name NOT IN ('sys_log')
      ORDER BY t.table_name`,
  );
  const found: string[] = [];
  for (const { name, has_tenant } of tables) {
    // Identifiers come from the catalogue only.
    const quoted = `"${name.replace(/"/g, '""')}"`;
    const rows = await db.query<{ m: string }>(
      `SELECT m FROM unnest($1::text[]) m WHERE EXISTS (SELECT 1 FROM ${quoted} t WHERE t::text LIKE '%' || m || '%')`,
      [TEXT_MARKERS],
    );
    for (const r of rows) found.push(`${name}: ${r.m}`);
    if (has_tenant) {
      const [n] = await db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM ${quoted} WHERE tenant_id = 7777`,
      );
      if (Number(n?.n ?? 0) > 0) found.push(`${name}: tenant_id 7777`);
    }
  }
  return found;
}

/** What an answer must never show: SQL text, a stack trace or a server file path. */
export const LEAK =
  /\bat .+\.(ts|js):\d+|node_modules|\/work\/|server\/modules|syntax error at|SELECT .+ FROM|INSERT INTO|UPDATE .+ SET|relation ".+" does not exist|violates .+ constraint/i;
