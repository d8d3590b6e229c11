-- System core: users, organisation, roles, menus/permissions, tenants, dictionaries.
-- One Postgres dialect for PGlite and PostgreSQL. Ids are 19-digit snowflake strings.

CREATE TABLE sys_tenant (
  id integer PRIMARY KEY,
  name varchar(100) NOT NULL,
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  begin_date timestamptz,
  end_date timestamptz,
  status integer NOT NULL DEFAULT 1
);

CREATE TABLE sys_user (
  id varchar(32) PRIMARY KEY,
  username varchar(100) NOT NULL,
  realname varchar(100),
  password varchar(255) NOT NULL,
  salt varchar(45) NOT NULL,
  avatar varchar(255),
  birthday date,
  sex smallint,
  email varchar(100),
  phone varchar(45),
  org_code varchar(64),
  status smallint NOT NULL DEFAULT 1,
  del_flag smallint NOT NULL DEFAULT 0,
  work_no varchar(100),
  post varchar(100),
  telephone varchar(45),
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz,
  activiti_sync smallint DEFAULT 1,
  user_identity smallint DEFAULT 1,
  depart_ids varchar(1000),
  rel_tenant_ids varchar(100),
  client_id varchar(64)
);
CREATE UNIQUE INDEX uniq_sys_user_username ON sys_user (username);
CREATE UNIQUE INDEX uniq_sys_user_phone ON sys_user (phone) WHERE phone IS NOT NULL;
CREATE UNIQUE INDEX uniq_sys_user_email ON sys_user (email) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX uniq_sys_user_work_no ON sys_user (work_no) WHERE work_no IS NOT NULL;
CREATE INDEX idx_sys_user_status ON sys_user (status, del_flag);

CREATE TABLE sys_depart (
  id varchar(32) PRIMARY KEY,
  parent_id varchar(32),
  depart_name varchar(100) NOT NULL,
  depart_name_en varchar(500),
  depart_name_abbr varchar(500),
  depart_order integer DEFAULT 0,
  description text,
  org_category varchar(10) NOT NULL DEFAULT '1',
  org_type varchar(10),
  org_code varchar(64) NOT NULL,
  mobile varchar(32),
  fax varchar(32),
  address varchar(100),
  memo varchar(500),
  status varchar(1) DEFAULT '1',
  del_flag varchar(1) NOT NULL DEFAULT '0',
  qywx_identifier varchar(100),
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz
);
CREATE UNIQUE INDEX uniq_sys_depart_org_code ON sys_depart (org_code);
CREATE INDEX idx_sys_depart_parent ON sys_depart (parent_id, depart_order);

CREATE TABLE sys_user_depart (
  id varchar(32) PRIMARY KEY,
  user_id varchar(32) NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  dep_id varchar(32) NOT NULL REFERENCES sys_depart (id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX uniq_sys_user_depart ON sys_user_depart (user_id, dep_id);
CREATE INDEX idx_sys_user_depart_dep ON sys_user_depart (dep_id);

CREATE TABLE sys_role (
  id varchar(32) PRIMARY KEY,
  role_name varchar(200) NOT NULL,
  role_code varchar(100) NOT NULL,
  description varchar(255),
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz
);
CREATE UNIQUE INDEX uniq_sys_role_code ON sys_role (role_code);

CREATE TABLE sys_user_role (
  id varchar(32) PRIMARY KEY,
  user_id varchar(32) NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  role_id varchar(32) NOT NULL REFERENCES sys_role (id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX uniq_sys_user_role ON sys_user_role (user_id, role_id);
CREATE INDEX idx_sys_user_role_role ON sys_user_role (role_id);

CREATE TABLE sys_permission (
  id varchar(32) PRIMARY KEY,
  parent_id varchar(32),
  name varchar(100) NOT NULL,
  url varchar(255),
  component varchar(255),
  component_name varchar(100),
  redirect varchar(255),
  menu_type integer NOT NULL DEFAULT 0,
  perms varchar(1000),
  perms_type varchar(10) DEFAULT '0',
  sort_no numeric(8, 2) NOT NULL DEFAULT 0,
  always_show boolean NOT NULL DEFAULT false,
  icon varchar(100),
  is_route boolean NOT NULL DEFAULT true,
  is_leaf boolean NOT NULL DEFAULT true,
  keep_alive boolean NOT NULL DEFAULT false,
  hidden boolean NOT NULL DEFAULT false,
  hide_tab boolean NOT NULL DEFAULT false,
  description varchar(255),
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz,
  del_flag integer NOT NULL DEFAULT 0,
  rule_flag integer NOT NULL DEFAULT 0,
  status varchar(2) DEFAULT '1',
  internal_or_external boolean NOT NULL DEFAULT false
);
CREATE INDEX idx_sys_permission_parent ON sys_permission (parent_id);
CREATE INDEX idx_sys_permission_type ON sys_permission (del_flag, menu_type, sort_no);

CREATE TABLE sys_role_permission (
  id varchar(32) PRIMARY KEY,
  role_id varchar(32) NOT NULL REFERENCES sys_role (id) ON DELETE CASCADE,
  permission_id varchar(32) NOT NULL REFERENCES sys_permission (id) ON DELETE CASCADE,
  data_rule_ids varchar(1000),
  operate_date timestamptz,
  operate_ip varchar(100)
);
CREATE UNIQUE INDEX uniq_sys_role_permission ON sys_role_permission (role_id, permission_id);
CREATE INDEX idx_sys_role_permission_perm ON sys_role_permission (permission_id);

CREATE TABLE sys_depart_role (
  id varchar(32) PRIMARY KEY,
  depart_id varchar(32) NOT NULL REFERENCES sys_depart (id) ON DELETE CASCADE,
  role_name varchar(200) NOT NULL,
  role_code varchar(100) NOT NULL,
  description varchar(255),
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz
);
CREATE INDEX idx_sys_depart_role_depart ON sys_depart_role (depart_id);

CREATE TABLE sys_depart_role_user (
  id varchar(32) PRIMARY KEY,
  user_id varchar(32) NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  drole_id varchar(32) NOT NULL REFERENCES sys_depart_role (id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX uniq_sys_depart_role_user ON sys_depart_role_user (user_id, drole_id);
CREATE INDEX idx_sys_depart_role_user_role ON sys_depart_role_user (drole_id);

CREATE TABLE sys_depart_role_permission (
  id varchar(32) PRIMARY KEY,
  depart_id varchar(32) REFERENCES sys_depart (id) ON DELETE CASCADE,
  role_id varchar(32) NOT NULL REFERENCES sys_depart_role (id) ON DELETE CASCADE,
  permission_id varchar(32) NOT NULL REFERENCES sys_permission (id) ON DELETE CASCADE,
  data_rule_ids varchar(1000),
  operate_date timestamptz,
  operate_ip varchar(100)
);
CREATE UNIQUE INDEX uniq_sys_depart_role_permission ON sys_depart_role_permission (role_id, permission_id);
CREATE INDEX idx_sys_depart_role_permission_perm ON sys_depart_role_permission (permission_id);

CREATE TABLE sys_dict (
  id varchar(32) PRIMARY KEY,
  dict_name varchar(100) NOT NULL,
  dict_code varchar(100) NOT NULL,
  description varchar(255),
  del_flag integer NOT NULL DEFAULT 0,
  type integer NOT NULL DEFAULT 0,
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz
);
CREATE UNIQUE INDEX uniq_sys_dict_code ON sys_dict (dict_code);

CREATE TABLE sys_dict_item (
  id varchar(32) PRIMARY KEY,
  dict_id varchar(32) NOT NULL REFERENCES sys_dict (id) ON DELETE CASCADE,
  item_text varchar(100) NOT NULL,
  item_value varchar(100) NOT NULL,
  description varchar(255),
  sort_order integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1,
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz
);
CREATE INDEX idx_sys_dict_item_dict ON sys_dict_item (dict_id, sort_order);

-- Table dictionaries (`table,text,code`) may only name a triple listed here: no free SQL ever.
CREATE TABLE sys_dict_table_registry (
  id varchar(32) PRIMARY KEY,
  table_name varchar(64) NOT NULL,
  text_column varchar(64) NOT NULL,
  code_column varchar(64) NOT NULL,
  -- When true only rows with del_flag = 0 are listed.
  soft_delete boolean NOT NULL DEFAULT false,
  description varchar(255),
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX uniq_sys_dict_table_registry ON sys_dict_table_registry (table_name, text_column, code_column);

-- Shared cache versions: bumping a row tells every server process to drop that cache.
CREATE TABLE sys_cache_version (
  name varchar(64) PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO sys_cache_version (name, version) VALUES ('dict', 0);
