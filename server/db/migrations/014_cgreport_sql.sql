-- Online reports written in SQL (issue 6, CONTRACT §9) beside the reviewed sources of 007.
-- A head names either a reviewed source (data_source) or carries administrator-written SQL
-- (cgr_sql), never both; db_source is the registered data-source code the SQL runs on
-- (NULL = this console's own database). The SQL is checked by server/lib/report-sql before it is
-- saved and again before every run.
ALTER TABLE onl_cgreport_head ALTER COLUMN data_source DROP NOT NULL;
ALTER TABLE onl_cgreport_head ADD COLUMN cgr_sql text;
ALTER TABLE onl_cgreport_head ADD COLUMN db_source varchar(100);
ALTER TABLE onl_cgreport_head ADD CONSTRAINT chk_onl_cgreport_head_query
  CHECK ((data_source IS NULL) <> (cgr_sql IS NULL));

-- What report SQL sees as sys_user on the own database: every column except the password hash
-- and salt. Report runs put this schema first on the search_path and the guard refuses schema-
-- qualified references to sys_user, so even a whole-row reference (row_to_json(u)) cannot reach
-- the hash. Plain SQL: runs the same on PGlite and PostgreSQL, no role needed.
CREATE SCHEMA IF NOT EXISTS cgreport_safe;
CREATE VIEW cgreport_safe.sys_user AS
  SELECT id, username, realname, avatar, birthday, sex, email, phone, org_code, status, del_flag,
         work_no, post, telephone, create_by, create_time, update_by, update_time, activiti_sync,
         user_identity, depart_ids, rel_tenant_ids, client_id
    FROM sys_user;
