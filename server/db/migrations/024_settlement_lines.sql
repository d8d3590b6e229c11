-- 结算电量明细 (issue 11): a settlement task's energy per meter point, edited live by the plant and
-- the grid while the task is pending or disputed. A breakdown only: the task's energy and amount
-- stay the task's own. `version` is the optimistic lock of a line (starts at 1, +1 per update).
CREATE TABLE biz_settlement_line (
  id varchar(32) PRIMARY KEY,
  tenant_id integer NOT NULL,
  plant_id varchar(32) NOT NULL REFERENCES biz_plant (id),
  task_id varchar(32) NOT NULL REFERENCES biz_settlement_task (id) ON DELETE CASCADE,
  -- A unit the lines name cannot be deleted (the unit delete paths refuse with a message first).
  unit_id varchar(32) REFERENCES biz_unit (id),
  meter_point varchar(50) NOT NULL,
  energy_kwh numeric(18,3) NOT NULL CHECK (energy_kwh >= 0),
  remark varchar(200),
  sort_no integer NOT NULL,
  version integer NOT NULL DEFAULT 1,
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz,
  -- Checked at commit: one save may swap two lines' meter points. The save checks uniqueness
  -- itself (under the task's row lock) and names the rows; this is the last line of defence.
  CONSTRAINT uniq_biz_settlement_line_meter UNIQUE (task_id, meter_point) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX idx_biz_settlement_line_order ON biz_settlement_line (task_id, sort_no);
-- The foreign key checks of a unit or plant delete.
CREATE INDEX idx_biz_settlement_line_unit ON biz_settlement_line (unit_id);
CREATE INDEX idx_biz_settlement_line_plant ON biz_settlement_line (plant_id);

-- The revision of a task's lines: +1 per save that changed them. List and save answers and every
-- live message carry it, so an open grid can tell which changes its loaded rows already include.
ALTER TABLE biz_settlement_task ADD COLUMN lines_rev integer NOT NULL DEFAULT 0;
