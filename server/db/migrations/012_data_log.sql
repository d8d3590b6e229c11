-- 数据日志 (JeecgBoot sys_data_log): one row per saved version of a record, written in the same
-- transaction as the write itself. data_content is the record as JSON text with secret columns
-- (passwords, salts, tokens, ciphertexts) removed. tenant_id is the writer's acting tenant, so a
-- tenant administrator sees only the versions written in their tenant. The unique index makes a
-- lost race fail instead of writing two rows with the same version.
CREATE TABLE sys_data_log (
  id varchar(32) PRIMARY KEY,
  create_by varchar(50),
  create_time timestamptz NOT NULL DEFAULT now(),
  data_table varchar(64) NOT NULL,
  data_id varchar(32) NOT NULL,
  data_content text NOT NULL,
  data_version integer NOT NULL,
  tenant_id integer
);
CREATE UNIQUE INDEX uniq_sys_data_log_version ON sys_data_log (data_table, data_id, data_version);
CREATE INDEX idx_sys_data_log_time ON sys_data_log (create_time);
