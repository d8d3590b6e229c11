-- Optimistic versions and idempotency receipts for the settlement and invoice actions
-- (docs/decisions.md, "Workflow actions: one effect per intent").

-- A record's version: +1 whenever a business column changes. Actions may carry the version the
-- user saw; a different one is refused and changes nothing. The lines revision (lines_rev) and
-- audit columns are left out, so saving 电量明细 does not make an open list row stale.
ALTER TABLE biz_settlement_task ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE biz_invoice ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE FUNCTION biz_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;

CREATE TRIGGER trg_biz_settlement_task_version
  BEFORE UPDATE OF energy_kwh, unit_price, amount, tax_rate, deadline, attachments, status, dispute_reason
  ON biz_settlement_task FOR EACH ROW EXECUTE FUNCTION biz_bump_version();

CREATE TRIGGER trg_biz_invoice_version
  BEFORE UPDATE OF plant_id, task_id, invoice_type, invoice_code, invoice_number, invoice_date, amount, tax_rate,
    tax_amount, total_amount, buyer_name, buyer_tax_no, attachments, status, return_reason
  ON biz_invoice FOR EACH ROW EXECUTE FUNCTION biz_bump_version();

-- One row per (user, action, Idempotency-Key): written in the action's own transaction, so a
-- repeat either waits for the first to commit and is answered with its stored answer, or (the
-- first rolled back) runs itself. `fingerprint` is the request body's hash: the same key with a
-- different body is refused.
CREATE TABLE biz_action_receipt (
  user_id varchar(32) NOT NULL,
  action varchar(40) NOT NULL,
  idem_key varchar(64) NOT NULL,
  fingerprint char(64) NOT NULL,
  answer text,
  create_time timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, action, idem_key)
);
CREATE INDEX idx_biz_action_receipt_created ON biz_action_receipt (create_time);
