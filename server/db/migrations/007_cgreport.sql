-- Online report popup metadata (spec 001 §7, CONTRACT §9). Security departure: a report holds no
-- SQL. data_source is a key into the server's registry of reviewed, parameterised queries
-- (server/modules/cgreport/sources.ts); the items may only name fields that source allows.

CREATE TABLE onl_cgreport_head (
  id varchar(32) PRIMARY KEY,
  code varchar(100) NOT NULL,
  name varchar(100) NOT NULL,
  data_source varchar(64) NOT NULL,
  content varchar(1000),
  -- NULL = a platform report every tenant may open; otherwise only that tenant sees it.
  tenant_id integer,
  del_flag smallint NOT NULL DEFAULT 0,
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz
);
-- Codes are global, so a code always names one report whatever the caller's tenant.
CREATE UNIQUE INDEX uniq_onl_cgreport_head_code ON onl_cgreport_head (code);

CREATE TABLE onl_cgreport_item (
  id varchar(32) PRIMARY KEY,
  cgrhead_id varchar(32) NOT NULL REFERENCES onl_cgreport_head (id) ON DELETE CASCADE,
  field_name varchar(64) NOT NULL,
  field_txt varchar(100) NOT NULL,
  field_type varchar(20) NOT NULL DEFAULT 'String',
  is_show smallint NOT NULL DEFAULT 1,
  is_search smallint NOT NULL DEFAULT 0,
  -- 'single' (one value) or 'group' (a _begin/_end range)
  search_mode varchar(10),
  is_order smallint NOT NULL DEFAULT 0,
  dict_code varchar(100),
  field_href varchar(120),
  is_total varchar(2) NOT NULL DEFAULT '0',
  group_title varchar(50),
  replace_val varchar(200),
  order_num integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX uniq_onl_cgreport_item_field ON onl_cgreport_item (cgrhead_id, field_name);

CREATE TABLE onl_cgreport_param (
  id varchar(32) PRIMARY KEY,
  cgrhead_id varchar(32) NOT NULL REFERENCES onl_cgreport_head (id) ON DELETE CASCADE,
  param_name varchar(64) NOT NULL,
  param_txt varchar(100),
  -- default used when the request sends no self_<param_name>
  param_value varchar(200),
  order_num integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX uniq_onl_cgreport_param_name ON onl_cgreport_param (cgrhead_id, param_name);
