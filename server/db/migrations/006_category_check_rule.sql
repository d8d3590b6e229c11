-- Widget kit (issue 4): the tree registry for table dictionaries, the category tree and the
-- rule-code check table.

-- A registered (table, text, code) triple may also be read as a tree: pid_column names the parent
-- column, has_child_column an optional '1'/'0' "has children" column. filter_columns is a comma
-- list of extra columns a tree condition may filter on (the triple's own columns always may).
-- Only the server reads these identifiers; requests only ever select a registered row.
ALTER TABLE sys_dict_table_registry ADD COLUMN pid_column varchar(64);
ALTER TABLE sys_dict_table_registry ADD COLUMN has_child_column varchar(64);
ALTER TABLE sys_dict_table_registry ADD COLUMN filter_columns varchar(500);

-- 分类字典 (JeecgBoot sys_category). Root rows have pid '0'. tenant_id NULL = shared by every tenant.
CREATE TABLE sys_category (
  id varchar(32) PRIMARY KEY,
  pid varchar(32) NOT NULL DEFAULT '0',
  name varchar(100) NOT NULL,
  code varchar(100) NOT NULL,
  has_child varchar(3) NOT NULL DEFAULT '0',
  tenant_id integer,
  sys_org_code varchar(64),
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz
);
CREATE INDEX idx_sys_category_pid ON sys_category (pid);
-- A code is unique inside a tenant, and among the shared rows.
CREATE UNIQUE INDEX uniq_sys_category_code ON sys_category (code, coalesce(tenant_id, 0));

-- 编码校验规则 (JeecgBoot sys_check_rule): rule_json is an array of {digits, pattern, message}.
CREATE TABLE sys_check_rule (
  id varchar(32) PRIMARY KEY,
  rule_name varchar(100) NOT NULL,
  rule_code varchar(100) NOT NULL,
  rule_json varchar(1024) NOT NULL,
  rule_description varchar(200),
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz
);
CREATE UNIQUE INDEX uniq_sys_check_rule_code ON sys_check_rule (rule_code);
