-- The grants cache version: bumped by every write to a table that decides what a user may do
-- (roles, grants, menus, data rules, department roles, departments, plant membership). The
-- session read returns it, so a process can reuse its permission and data-rule answers until
-- any write anywhere changes them (docs/decisions.md, grants cache). Triggers, not service code:
-- no writer can forget to bump it.
INSERT INTO sys_cache_version (name, version) VALUES ('grants', 0) ON CONFLICT (name) DO NOTHING;

-- Deferred to the commit, once per transaction: the version row is locked only while committing
-- (no lock-order deadlock with the rows the transaction wrote), and a bulk write bumps it once.
CREATE FUNCTION cwxt_bump_grants_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('cwxt.grants_bumped', true), '') = '1' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('cwxt.grants_bumped', '1', true);
  UPDATE sys_cache_version SET version = version + 1 WHERE name = 'grants';
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER trg_grants_version AFTER INSERT OR UPDATE OR DELETE ON sys_role
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cwxt_bump_grants_version();
CREATE CONSTRAINT TRIGGER trg_grants_version AFTER INSERT OR UPDATE OR DELETE ON sys_user_role
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cwxt_bump_grants_version();
CREATE CONSTRAINT TRIGGER trg_grants_version AFTER INSERT OR UPDATE OR DELETE ON sys_permission
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cwxt_bump_grants_version();
CREATE CONSTRAINT TRIGGER trg_grants_version AFTER INSERT OR UPDATE OR DELETE ON sys_role_permission
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cwxt_bump_grants_version();
CREATE CONSTRAINT TRIGGER trg_grants_version AFTER INSERT OR UPDATE OR DELETE ON sys_permission_data_rule
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cwxt_bump_grants_version();
CREATE CONSTRAINT TRIGGER trg_grants_version AFTER INSERT OR UPDATE OR DELETE ON sys_depart_role
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cwxt_bump_grants_version();
CREATE CONSTRAINT TRIGGER trg_grants_version AFTER INSERT OR UPDATE OR DELETE ON sys_depart_role_user
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cwxt_bump_grants_version();
CREATE CONSTRAINT TRIGGER trg_grants_version AFTER INSERT OR UPDATE OR DELETE ON sys_depart_role_permission
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cwxt_bump_grants_version();
CREATE CONSTRAINT TRIGGER trg_grants_version AFTER INSERT OR UPDATE OR DELETE ON sys_depart
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cwxt_bump_grants_version();
CREATE CONSTRAINT TRIGGER trg_grants_version AFTER INSERT OR UPDATE OR DELETE ON sys_user_depart
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cwxt_bump_grants_version();
CREATE CONSTRAINT TRIGGER trg_grants_version AFTER INSERT OR UPDATE OR DELETE ON biz_plant
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cwxt_bump_grants_version();
