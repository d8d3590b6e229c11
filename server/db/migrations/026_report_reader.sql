-- Least privilege for report SQL (docs/decisions.md, "Report SQL runs as cgreport_reader").
-- Report SQL on the own database runs after SET LOCAL ROLE cgreport_reader inside its read-only
-- transaction (server/lib/report-sql/run.ts). The role may read only what is granted below; the
-- token guard stays a first filter, this role is the boundary. Catalog paths are closed by the
-- engine for a role without privileges: pg_stats shows only columns the role may select,
-- pg_statistic is superuser-only, pg_stat_activity / pg_stat_get_activity hide other sessions'
-- query text and client, pg_read_file / pg_ls_dir are not executable by PUBLIC.

-- Roles are cluster-wide on PostgreSQL: another database of the same cluster (or a concurrent
-- migration of one) may create it first. A superuser may SET ROLE to any role; anyone else needs
-- membership, given here (the migrating user is the one the server connects as).
DO $$
BEGIN
  BEGIN
    CREATE ROLE cgreport_reader NOLOGIN;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN
    NULL;
  END;
  IF NOT pg_has_role(current_user, 'cgreport_reader', 'MEMBER') THEN
    BEGIN
      GRANT cgreport_reader TO CURRENT_USER;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
END $$;

-- Only SELECT, only on what reports may read: organisation, roles, dictionaries, categories, the
-- user view without password and salt, and every business table. Never sys_secret, sys_session,
-- sys_user itself, sys_data_source, tickets, codes or logs. A later migration that adds a table
-- reports should read grants it there; online form tables are granted when they are created
-- (server/lib/online-ddl/sql.ts) and below for those that exist.
GRANT USAGE ON SCHEMA public, cgreport_safe TO cgreport_reader;
GRANT SELECT ON cgreport_safe.sys_user TO cgreport_reader;
GRANT SELECT ON sys_tenant, sys_depart, sys_user_depart, sys_role, sys_user_role, sys_position,
  sys_dict, sys_dict_item, sys_category TO cgreport_reader;
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v', 'm', 'p') AND c.relname LIKE 'biz\_%'
  LOOP
    EXECUTE format('GRANT SELECT ON public.%I TO cgreport_reader', t.relname);
  END LOOP;
  FOR t IN SELECT DISTINCT h.table_name AS relname FROM onl_cgform_head h
            WHERE h.del_flag = 0 AND to_regclass(format('public.%I', h.table_name)) IS NOT NULL
  LOOP
    EXECUTE format('GRANT SELECT ON public.%I TO cgreport_reader', t.relname);
  END LOOP;
END $$;

-- Secret columns carry no statistics: ANALYZE (autovacuum runs it on its own) would otherwise copy
-- their most common values into pg_statistic. Statistics gathered before this migration are
-- removed where the migrating user may (a superuser); the role cannot see them in any case.
ALTER TABLE sys_secret ALTER COLUMN value SET STATISTICS 0;
ALTER TABLE sys_secret ALTER COLUMN name SET STATISTICS 0;
ALTER TABLE sys_user ALTER COLUMN password SET STATISTICS 0;
ALTER TABLE sys_user ALTER COLUMN salt SET STATISTICS 0;
ALTER TABLE sys_session ALTER COLUMN id SET STATISTICS 0;
ALTER TABLE sys_data_source ALTER COLUMN password_cipher SET STATISTICS 0;
ALTER TABLE sys_third_app_config ALTER COLUMN client_secret_enc SET STATISTICS 0;
ALTER TABLE sys_password_ticket ALTER COLUMN ticket_hash SET STATISTICS 0;
ALTER TABLE sys_captcha ALTER COLUMN key_hash SET STATISTICS 0;
ALTER TABLE sys_captcha ALTER COLUMN code_hash SET STATISTICS 0;
ALTER TABLE sys_sms_code ALTER COLUMN code_hash SET STATISTICS 0;
ALTER TABLE sys_third_oauth_state ALTER COLUMN nonce_hash SET STATISTICS 0;
ALTER TABLE sys_third_bind_ticket ALTER COLUMN ticket_hash SET STATISTICS 0;
ALTER TABLE sys_third_login_code ALTER COLUMN code_hash SET STATISTICS 0;
ALTER TABLE sys_third_login_state ALTER COLUMN state_hash SET STATISTICS 0;
DO $$
BEGIN
  DELETE FROM pg_statistic
   WHERE starelid IN ('sys_secret'::regclass, 'sys_session'::regclass, 'sys_data_source'::regclass,
                      'sys_third_app_config'::regclass)
      OR (starelid = 'sys_user'::regclass AND staattnum IN (
            SELECT attnum FROM pg_attribute
             WHERE attrelid = 'sys_user'::regclass AND attname IN ('password', 'salt')));
EXCEPTION WHEN insufficient_privilege THEN
  NULL;
END $$;

-- Sessions are kept by the SHA-256 of their id (server/modules/session/service.ts): a copy of the
-- table no longer holds a usable session id. Existing sessions are hashed in place and stay valid.
UPDATE sys_session SET id = encode(sha256(convert_to(id, 'UTF8')), 'hex');
