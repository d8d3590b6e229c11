-- Identity and access administration: tenants on organisation rows, positions, data rules,
-- recycle bin bookkeeping and the operation log's extra columns.

-- Rows that belong to one tenant. NULL = platform-wide (only the seed and super admins create those).
ALTER TABLE sys_role ADD COLUMN tenant_id integer;
ALTER TABLE sys_depart ADD COLUMN tenant_id integer;
CREATE INDEX idx_sys_role_tenant ON sys_role (tenant_id);
CREATE INDEX idx_sys_depart_tenant ON sys_depart (tenant_id, parent_id);
-- rel_tenant_ids stays the wire field; this index makes "users of tenant T" an indexed read.
CREATE INDEX idx_sys_user_tenants ON sys_user USING gin ((string_to_array(rel_tenant_ids, ',')));
CREATE INDEX idx_sys_user_org_code ON sys_user (org_code);
CREATE INDEX idx_sys_user_create_time ON sys_user (del_flag, create_time);

ALTER TABLE sys_tenant ADD COLUMN update_by varchar(32);
ALTER TABLE sys_tenant ADD COLUMN update_time timestamptz;

-- 职务 (positions): referenced by sys_user.post as a comma list of codes.
CREATE TABLE sys_position (
  id varchar(32) PRIMARY KEY,
  code varchar(100) NOT NULL,
  name varchar(100) NOT NULL,
  post_rank varchar(2),
  company_id varchar(32),
  tenant_id integer,
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz,
  sys_org_code varchar(50)
);
CREATE UNIQUE INDEX uniq_sys_position_code ON sys_position (tenant_id, code);
CREATE INDEX idx_sys_position_name ON sys_position (name);

-- Data rules per menu (sys_permission row of menu_type 0/1). rule_column is a resource field key
-- (camelCase), checked against the resource schema's allowlist when applied; rule_value may hold
-- a current-user variable such as #{sys_org_code}. Free SQL rules (USE_SQL_RULES) are refused.
CREATE TABLE sys_permission_data_rule (
  id varchar(32) PRIMARY KEY,
  permission_id varchar(32) NOT NULL REFERENCES sys_permission (id) ON DELETE CASCADE,
  rule_name varchar(50) NOT NULL,
  rule_column varchar(50) NOT NULL,
  rule_conditions varchar(50) NOT NULL,
  rule_value varchar(300) NOT NULL,
  status varchar(3) NOT NULL DEFAULT '1',
  create_time timestamptz NOT NULL DEFAULT now(),
  create_by varchar(32),
  update_time timestamptz,
  update_by varchar(32)
);
CREATE INDEX idx_sys_permission_data_rule_perm ON sys_permission_data_rule (permission_id);

-- Operation log details (who changed what, from where).
ALTER TABLE sys_log ADD COLUMN request_param text;
ALTER TABLE sys_log ADD COLUMN tenant_id integer;
CREATE INDEX idx_sys_log_username ON sys_log (log_type, username);

CREATE INDEX idx_sys_session_live ON sys_session (last_seen_at) WHERE revoked_at IS NULL;

-- Existing installations: the demo organisation belongs to the seeded tenant; the super role
-- (role_code admin) stays platform-wide.
UPDATE sys_role SET tenant_id = 1000 WHERE role_code <> 'admin' AND EXISTS (SELECT 1 FROM sys_tenant WHERE id = 1000);
UPDATE sys_depart SET tenant_id = 1000 WHERE EXISTS (SELECT 1 FROM sys_tenant WHERE id = 1000);
