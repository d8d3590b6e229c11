-- Roles, menus and departments administration (issue 3).

-- 部门权限: the permissions a department may hand to its department roles (its ceiling).
-- data_rule_ids are the menu's data rules the department's roles may choose from.
CREATE TABLE sys_depart_permission (
  id varchar(32) PRIMARY KEY,
  depart_id varchar(32) NOT NULL REFERENCES sys_depart (id) ON DELETE CASCADE,
  permission_id varchar(32) NOT NULL REFERENCES sys_permission (id) ON DELETE CASCADE,
  data_rule_ids varchar(1000)
);
CREATE UNIQUE INDEX uniq_sys_depart_permission ON sys_depart_permission (depart_id, permission_id);
CREATE INDEX idx_sys_depart_permission_perm ON sys_depart_permission (permission_id);

-- A department role code is unique inside its department (concurrent adds: the index decides).
CREATE UNIQUE INDEX uniq_sys_depart_role_code ON sys_depart_role (depart_id, role_code);

-- Lazy tree loading and the "has children" test read departments by parent within a tenant;
-- code-prefix reads (a department and everything below it) use the org_code index.
CREATE INDEX idx_sys_depart_org_code_prefix ON sys_depart (org_code varchar_pattern_ops);
