-- Data-scope columns of SQL reports (docs/decisions.md "Online report access"): the names of the
-- report's result columns that carry the plant id and the tenant id. When set, every run wraps
-- the report SQL as SELECT * FROM (<sql>) r WHERE r.<plant> = ANY(<reader's plants>) AND
-- r.<tenant> = <reader's tenant>, so the reader's plant rule and tenant always apply.
ALTER TABLE onl_cgreport_head ADD COLUMN scope_plant_col varchar(64);
ALTER TABLE onl_cgreport_head ADD COLUMN scope_tenant_col varchar(64);

-- The seeded demo report (users per department) read departments of every tenant: it now returns
-- the department's tenant and declares it. Only a copy still holding the seeded SQL is changed.
UPDATE onl_cgreport_head
   SET cgr_sql = 'SELECT d.id, d.depart_name, d.org_code, d.org_category, d.tenant_id, count(u.id) AS user_count
  FROM sys_depart d
  LEFT JOIN sys_user_depart ud ON ud.dep_id = d.id
  LEFT JOIN sys_user u ON u.id = ud.user_id AND u.del_flag = 0
 WHERE d.del_flag = ''0'' AND (${orgCategory}::text IS NULL OR d.org_category = ${orgCategory})
 GROUP BY d.id, d.depart_name, d.org_code, d.org_category, d.tenant_id',
       scope_tenant_col = 'tenant_id'
 WHERE id = '1800000000000000703'
   AND cgr_sql = 'SELECT d.id, d.depart_name, d.org_code, d.org_category, count(u.id) AS user_count
  FROM sys_depart d
  LEFT JOIN sys_user_depart ud ON ud.dep_id = d.id
  LEFT JOIN sys_user u ON u.id = ud.user_id AND u.del_flag = 0
 WHERE d.del_flag = ''0'' AND (${orgCategory}::text IS NULL OR d.org_category = ${orgCategory})
 GROUP BY d.id, d.depart_name, d.org_code, d.org_category';
