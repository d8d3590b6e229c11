import type { Db, Row } from '../../db/db';
import { formatDateTime } from '../../lib/time';

export interface DataRuleRow extends Row {
  id: string;
  permission_id: string;
  rule_name: string;
  rule_column: string;
  rule_conditions: string;
  rule_value: string;
  status: string;
  create_time: Date | string | null;
  create_by: string | null;
  update_time: Date | string | null;
  update_by: string | null;
}

/** SysPermissionDataRule as JeecgBoot serialises it. */
export interface DataRuleJson {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: string;
  createTime: string | null;
  createBy: string | null;
  updateTime: string | null;
  updateBy: string | null;
}

export function toDataRuleJson(row: DataRuleRow): DataRuleJson {
  return {
    id: row.id,
    permissionId: row.permission_id,
    ruleName: row.rule_name,
    ruleColumn: row.rule_column,
    ruleConditions: row.rule_conditions,
    ruleValue: row.rule_value,
    status: row.status,
    createTime: formatDateTime(row.create_time),
    createBy: row.create_by,
    updateTime: formatDateTime(row.update_time),
    updateBy: row.update_by,
  };
}

/** The rules defined on one menu, oldest first (JeecgBoot's getPermRuleListByPermId). */
export async function rulesOfPermission(db: Db, permissionId: string): Promise<DataRuleJson[]> {
  if (!permissionId) return [];
  const rows = await db.query<DataRuleRow>(
    'SELECT * FROM sys_permission_data_rule WHERE permission_id = $1 ORDER BY create_time ASC, id ASC',
    [permissionId],
  );
  return rows.map(toDataRuleJson);
}
