/**
 * The (table, column) pairs /sys/duplicate/check may count, and where uniqueness holds:
 * `global` where the database's unique index is global (answering 可用 there while another
 * tenant holds the value would only move the failure to the save), `tenant` where it is per
 * tenant (the caller's effective tenant plus the shared rows it sees). Anything else is refused:
 * identifiers in the SQL come only from this list.
 */
export type UniquenessScope = 'global' | 'tenant';

export const DUPLICATE_CHECK_COLUMNS: Readonly<Record<string, Readonly<Record<string, UniquenessScope>>>> = {
  sys_user: { username: 'global', phone: 'global', email: 'global', work_no: 'global' },
  sys_role: { role_code: 'global' },
  sys_position: { code: 'tenant' },
  sys_depart: { org_code: 'global' },
  sys_tenant: { id: 'global', name: 'global' },
  sys_category: { code: 'tenant' },
  sys_dict: { dict_code: 'global' },
  sys_check_rule: { rule_code: 'global' },
  // Codes JeecgBoot's own forms check before saving; connection settings and passwords never.
  sys_data_source: { code: 'global' },
  sys_fill_rule: { rule_code: 'global' },
  sys_quartz_job: { job_class_name: 'global' },
};

/** The allowlisted pair, or null. Own-property lookups only (no prototype keys such as `constructor`). */
export function allowedColumn(
  table: string,
  column: string,
): { table: string; column: string; scope: UniquenessScope } | null {
  if (!Object.hasOwn(DUPLICATE_CHECK_COLUMNS, table)) return null;
  const columns = DUPLICATE_CHECK_COLUMNS[table];
  if (!columns || !Object.hasOwn(columns, column)) return null;
  const scope = columns[column];
  return scope ? { table, column, scope } : null;
}
