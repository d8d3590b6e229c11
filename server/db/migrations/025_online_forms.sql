-- Online forms (issue 9): the designer's storage. A form head, its fields and indexes, every design change and
-- sync as a version row, and the data of columns dropped by a confirmed destructive sync.
CREATE TABLE onl_cgform_head (
  id varchar(32) PRIMARY KEY,
  tenant_id integer,                      -- the designer's tenant; null = platform
  table_name varchar(50) NOT NULL,        -- validated identifier, lower case, prefix-free (see rules)
  table_txt varchar(200) NOT NULL,        -- title
  table_type smallint NOT NULL DEFAULT 1, -- 1 single, 2 main, 3 sub
  is_tree char(1) NOT NULL DEFAULT 'N',   -- Y: tree form (pid / has_child columns)
  tree_parent_id_field varchar(50), tree_id_field varchar(50), tree_fieldname varchar(50),
  relation_type smallint,                 -- sub tables: 0 one-to-many, 1 one-to-one
  sub_table_str varchar(1000),            -- main tables: comma list of sub table names (derived, kept for the wire)
  tab_order_num integer,                  -- sub tables: order of the tab
  theme_template varchar(20) NOT NULL DEFAULT 'normal', -- normal | erp | tab | innerTable
  form_template varchar(10) NOT NULL DEFAULT '1',       -- columns per form row: 1 | 2 | 3 | 4
  is_checkbox char(1) NOT NULL DEFAULT 'Y', is_page char(1) NOT NULL DEFAULT 'Y',
  id_type varchar(16) NOT NULL DEFAULT 'UUID',
  is_db_synch char(1) NOT NULL DEFAULT 'N', -- Y once the physical table matches this version
  table_version integer NOT NULL DEFAULT 1, -- +1 on every saved change of the design
  copy_type smallint NOT NULL DEFAULT 0,    -- 0 original, 1 copy
  copy_version integer,                     -- copies: the n-th copy of the original
  physic_id varchar(32) REFERENCES onl_cgform_head (id), -- copies: the original form
  del_flag smallint NOT NULL DEFAULT 0,
  create_by varchar(32), create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32), update_time timestamptz
);
CREATE UNIQUE INDEX uniq_onl_cgform_table ON onl_cgform_head (table_name) WHERE del_flag = 0;
CREATE TABLE onl_cgform_field (
  id varchar(32) PRIMARY KEY,
  cgform_head_id varchar(32) NOT NULL REFERENCES onl_cgform_head (id) ON DELETE CASCADE,
  db_field_name varchar(50) NOT NULL,     -- validated identifier
  db_field_name_old varchar(50),          -- the name at the last sync (a rename = add + copy, never in place)
  db_field_txt varchar(200) NOT NULL,     -- title
  db_type varchar(16) NOT NULL,           -- string | int | double | BigDecimal | Date | Datetime | Text | Blob
  db_length integer NOT NULL DEFAULT 32, db_point_length integer NOT NULL DEFAULT 0,
  db_is_key char(1) NOT NULL DEFAULT 'N', db_is_null char(1) NOT NULL DEFAULT 'Y',
  db_default_val varchar(200),
  field_show_type varchar(32) NOT NULL DEFAULT 'input', -- a grid cell type (GRID_CELL_TYPES)
  dict_field varchar(100), dict_table varchar(100), dict_text varchar(100),
  field_valid_type varchar(200),          -- a catalogue rule name (src/shared/domain/validation) or ^regex$
  field_must_input char(1) NOT NULL DEFAULT 'N',
  is_show_form char(1) NOT NULL DEFAULT 'Y', is_show_list char(1) NOT NULL DEFAULT 'Y',
  is_query char(1) NOT NULL DEFAULT 'N', query_mode varchar(10) NOT NULL DEFAULT 'single', -- single | group
  sort_flag char(1) NOT NULL DEFAULT 'N', is_read_only char(1) NOT NULL DEFAULT 'N',
  main_table varchar(50), main_field varchar(50), -- sub tables: the foreign key to the main table's field
  field_default_value varchar(200),       -- the form's default
  order_num integer NOT NULL DEFAULT 0,
  create_by varchar(32), create_time timestamptz NOT NULL DEFAULT now(), update_by varchar(32), update_time timestamptz,
  UNIQUE (cgform_head_id, db_field_name)
);
CREATE TABLE onl_cgform_index (
  id varchar(32) PRIMARY KEY,
  cgform_head_id varchar(32) NOT NULL REFERENCES onl_cgform_head (id) ON DELETE CASCADE,
  index_name varchar(63) NOT NULL, index_field varchar(500) NOT NULL, -- comma list of field names
  index_type varchar(10) NOT NULL DEFAULT 'normal',                   -- normal | unique
  is_db_synch char(1) NOT NULL DEFAULT 'N',
  UNIQUE (cgform_head_id, index_name)
);
-- Every design change and every sync, with the design as JSON and the DDL it ran.
CREATE TABLE onl_cgform_version (
  id varchar(32) PRIMARY KEY,
  cgform_head_id varchar(32) NOT NULL REFERENCES onl_cgform_head (id) ON DELETE CASCADE,
  table_version integer NOT NULL,
  action varchar(16) NOT NULL,            -- design | sync | copy
  design jsonb NOT NULL,                  -- {head, fields, indexes} as saved
  ddl text,                               -- sync: the statements run, one per line
  create_by varchar(32), create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idx_onl_cgform_version_head ON onl_cgform_version (cgform_head_id, table_version);
-- Data of columns dropped by a confirmed destructive sync: one row per dropped column per record.
CREATE TABLE onl_cgform_backup (
  id varchar(32) PRIMARY KEY,
  cgform_head_id varchar(32) NOT NULL,
  table_name varchar(50) NOT NULL, column_name varchar(50) NOT NULL, table_version integer NOT NULL,
  record_id varchar(64) NOT NULL, value text,
  create_by varchar(32), create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idx_onl_cgform_backup_table ON onl_cgform_backup (table_name, column_name, table_version);
