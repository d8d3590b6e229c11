/**
 * The permission rows a user holds in a tenant: through their roles and their department roles,
 * counting only roles of that tenant or platform-wide ones (tenant_id NULL). `user` and `tenant`
 * are the placeholders of the user id and the tenant id (NULL = no tenant: platform roles only).
 */
export function heldPermissionIdsSql(user: string, tenant: string): string {
  return `
  SELECT rp.permission_id FROM sys_role_permission rp
    JOIN sys_user_role ur ON ur.role_id = rp.role_id
    JOIN sys_role r ON r.id = ur.role_id
   WHERE ur.user_id = ${user} AND (r.tenant_id IS NULL OR r.tenant_id = ${tenant}::integer)
  UNION
  SELECT drp.permission_id FROM sys_depart_role_permission drp
    JOIN sys_depart_role_user dru ON dru.drole_id = drp.role_id
    JOIN sys_depart_role dr ON dr.id = dru.drole_id
    JOIN sys_depart d ON d.id = dr.depart_id
   WHERE dru.user_id = ${user} AND (d.tenant_id IS NULL OR d.tenant_id = ${tenant}::integer)`;
}

/** EXISTS test for the super role. `user` and `code` are placeholders. */
export function isSuperSql(user: string, code: string): string {
  return `EXISTS (SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id
                   WHERE ur.user_id = ${user} AND r.role_code = ${code})`;
}

/**
 * The data_rule_ids chosen on each grant a user holds in a tenant (roles and department roles,
 * one row per grant). `menuUrl`, when given, is the placeholder of the one menu whose grants count.
 */
export function grantDataRuleIdsSql(user: string, tenant: string, menuUrl?: string): string {
  const menu = (grant: string) =>
    menuUrl
      ? `JOIN sys_permission p ON p.id = ${grant}.permission_id AND p.url = ${menuUrl} AND p.del_flag = 0`
      : '';
  return `
  SELECT rp.data_rule_ids FROM sys_role_permission rp
    JOIN sys_user_role ur ON ur.role_id = rp.role_id
    JOIN sys_role r ON r.id = ur.role_id
    ${menu('rp')}
   WHERE ur.user_id = ${user} AND (r.tenant_id IS NULL OR r.tenant_id = ${tenant}::integer)
  UNION ALL
  SELECT drp.data_rule_ids FROM sys_depart_role_permission drp
    JOIN sys_depart_role_user dru ON dru.drole_id = drp.role_id
    JOIN sys_depart_role dr ON dr.id = dru.drole_id
    JOIN sys_depart d ON d.id = dr.depart_id
    ${menu('drp')}
   WHERE dru.user_id = ${user} AND (d.tenant_id IS NULL OR d.tenant_id = ${tenant}::integer)`;
}
