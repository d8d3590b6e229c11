-- The business (issue 7): plants and units, monthly fee settlement, invoices, notices, feedback, news.
-- Every row carrying plant data has plant_id (the plant data rule of 电厂用户 filters on it) and
-- tenant_id. Money is numeric(18,2), never floating point; statuses are dictionary codes.

CREATE TABLE biz_plant (
  id varchar(32) PRIMARY KEY,
  tenant_id integer NOT NULL,
  plant_name varchar(100) NOT NULL,
  plant_code varchar(32) NOT NULL,
  plant_type varchar(16) NOT NULL,          -- dict cwxt_plant_type
  capacity_mw numeric(12,3) NOT NULL CHECK (capacity_mw >= 0),
  voltage_level varchar(8) NOT NULL,        -- dict cwxt_voltage_level (kV)
  area_code varchar(12),                    -- area linkage: the county (or city) code
  address varchar(200),
  credit_code varchar(18),
  contact_name varchar(50),
  contact_phone varchar(20),
  bank_name varchar(100),
  bank_account varchar(32),
  grid_date date,
  status varchar(16) NOT NULL DEFAULT 'running', -- dict cwxt_plant_status
  depart_id varchar(32) REFERENCES sys_depart (id),
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz,
  sys_org_code varchar(50)
);
CREATE UNIQUE INDEX uniq_biz_plant_code ON biz_plant (tenant_id, plant_code);
CREATE INDEX idx_biz_plant_name ON biz_plant (tenant_id, plant_name);
CREATE INDEX idx_biz_plant_type ON biz_plant (tenant_id, plant_type);
CREATE INDEX idx_biz_plant_status ON biz_plant (tenant_id, status);
CREATE INDEX idx_biz_plant_area ON biz_plant (area_code);
CREATE INDEX idx_biz_plant_depart ON biz_plant (depart_id);
CREATE INDEX idx_biz_plant_created ON biz_plant (create_time);

CREATE TABLE biz_unit (
  id varchar(32) PRIMARY KEY,
  tenant_id integer NOT NULL,
  plant_id varchar(32) NOT NULL REFERENCES biz_plant (id),
  unit_code varchar(32) NOT NULL,
  unit_name varchar(100) NOT NULL,
  unit_type varchar(16) NOT NULL,           -- dict cwxt_unit_type
  capacity_mw numeric(12,3) NOT NULL CHECK (capacity_mw >= 0),
  commission_date date,
  status varchar(16) NOT NULL DEFAULT 'running', -- dict cwxt_unit_status
  meter_point_code varchar(32),
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz,
  sys_org_code varchar(50)
);
CREATE UNIQUE INDEX uniq_biz_unit_code ON biz_unit (plant_id, unit_code);
CREATE INDEX idx_biz_unit_tenant ON biz_unit (tenant_id, plant_id);
CREATE INDEX idx_biz_unit_status ON biz_unit (status);
CREATE INDEX idx_biz_unit_created ON biz_unit (create_time);

-- One settlement task per plant per month.
CREATE TABLE biz_settlement_task (
  id varchar(32) PRIMARY KEY,
  tenant_id integer NOT NULL,
  plant_id varchar(32) NOT NULL REFERENCES biz_plant (id),
  settle_month char(7) NOT NULL CHECK (settle_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  energy_kwh numeric(18,3) NOT NULL DEFAULT 0 CHECK (energy_kwh >= 0),
  unit_price numeric(10,6) NOT NULL DEFAULT 0 CHECK (unit_price >= 0),  -- 元/kWh
  amount numeric(18,2) NOT NULL DEFAULT 0,  -- computed by the server: round(energy_kwh * unit_price, 2)
  tax_rate numeric(5,2) NOT NULL DEFAULT 13 CHECK (tax_rate >= 0 AND tax_rate < 100),  -- percent
  deadline date,
  attachments text,
  status varchar(16) NOT NULL DEFAULT 'pending', -- dict cwxt_settle_status
  dispute_reason varchar(500),
  confirm_by varchar(32),
  confirm_time timestamptz,
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz,
  sys_org_code varchar(50)
);
CREATE UNIQUE INDEX uniq_biz_settlement_plant_month ON biz_settlement_task (tenant_id, plant_id, settle_month);
CREATE INDEX idx_biz_settlement_month ON biz_settlement_task (tenant_id, settle_month, status);
CREATE INDEX idx_biz_settlement_status ON biz_settlement_task (tenant_id, status);
CREATE INDEX idx_biz_settlement_plant ON biz_settlement_task (plant_id, settle_month);
CREATE INDEX idx_biz_settlement_created ON biz_settlement_task (create_time);

-- Every state transition of a task: who, when, from, to, why.
CREATE TABLE biz_settlement_log (
  id varchar(32) PRIMARY KEY,
  task_id varchar(32) NOT NULL REFERENCES biz_settlement_task (id) ON DELETE CASCADE,
  action varchar(16) NOT NULL,
  from_status varchar(16),
  to_status varchar(16) NOT NULL,
  remark varchar(500),
  operator varchar(32) NOT NULL,
  operator_name varchar(100),
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idx_biz_settlement_log_task ON biz_settlement_log (task_id, create_time);

-- Payments recorded by the grid against a task (a task may be paid in several parts).
CREATE TABLE biz_payment (
  id varchar(32) PRIMARY KEY,
  tenant_id integer NOT NULL,
  plant_id varchar(32) NOT NULL REFERENCES biz_plant (id),
  task_id varchar(32) NOT NULL REFERENCES biz_settlement_task (id),
  amount numeric(18,2) NOT NULL CHECK (amount > 0),
  pay_date date NOT NULL,
  remark varchar(200),
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idx_biz_payment_task ON biz_payment (task_id);
CREATE INDEX idx_biz_payment_plant ON biz_payment (tenant_id, plant_id);

CREATE TABLE biz_invoice (
  id varchar(32) PRIMARY KEY,
  tenant_id integer NOT NULL,
  plant_id varchar(32) NOT NULL REFERENCES biz_plant (id),  -- 销售方
  task_id varchar(32) REFERENCES biz_settlement_task (id),  -- the task it settles (set on submit at the latest)
  invoice_type varchar(16) NOT NULL,        -- dict cwxt_invoice_type
  invoice_code varchar(12) NOT NULL DEFAULT '',  -- empty for fully digital invoices
  invoice_number varchar(20) NOT NULL,
  invoice_date date NOT NULL,
  amount numeric(18,2) NOT NULL,            -- 金额(不含税)
  tax_rate numeric(5,2) NOT NULL CHECK (tax_rate >= 0 AND tax_rate < 100),
  tax_amount numeric(18,2) NOT NULL,
  total_amount numeric(18,2) NOT NULL,      -- 价税合计 = amount + tax_amount (checked by the server)
  buyer_name varchar(100) NOT NULL,
  buyer_tax_no varchar(18),
  attachments text,
  status varchar(16) NOT NULL DEFAULT 'draft', -- dict cwxt_invoice_status
  return_reason varchar(500),
  submit_by varchar(32),
  submit_time timestamptz,
  verify_by varchar(32),
  verify_time timestamptz,
  book_by varchar(32),
  book_time timestamptz,
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz,
  sys_org_code varchar(50),
  CHECK (total_amount = amount + tax_amount)
);
CREATE UNIQUE INDEX uniq_biz_invoice_code_number ON biz_invoice (tenant_id, invoice_code, invoice_number);
CREATE INDEX idx_biz_invoice_status ON biz_invoice (tenant_id, status, invoice_date DESC);
CREATE INDEX idx_biz_invoice_plant ON biz_invoice (plant_id, status, invoice_date DESC);
CREATE INDEX idx_biz_invoice_date ON biz_invoice (tenant_id, invoice_date DESC);
CREATE INDEX idx_biz_invoice_task ON biz_invoice (task_id);
CREATE INDEX idx_biz_invoice_number ON biz_invoice (invoice_number varchar_pattern_ops);
CREATE INDEX idx_biz_invoice_created ON biz_invoice (tenant_id, create_time DESC);

-- Per-tenant business settings (e.g. the invoice sum tolerance), one value per key.
CREATE TABLE biz_setting (
  tenant_id integer NOT NULL,
  setting_key varchar(64) NOT NULL,
  setting_value varchar(500) NOT NULL,
  update_by varchar(32),
  update_time timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, setting_key)
);

-- Work notices and 公文 published by the grid to chosen plants.
CREATE TABLE biz_notice (
  id varchar(32) PRIMARY KEY,
  tenant_id integer NOT NULL,
  notice_type varchar(16) NOT NULL,         -- dict cwxt_notice_type: notice | document
  title varchar(200) NOT NULL,
  content text,                             -- sanitised rich text
  doc_number varchar(64),                   -- 文号 (公文)
  attachments text,
  reply_deadline date,
  status varchar(16) NOT NULL DEFAULT 'draft', -- dict cwxt_notice_status: draft | published | revoked
  publish_by varchar(32),
  publish_time timestamptz,
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz,
  sys_org_code varchar(50)
);
CREATE INDEX idx_biz_notice_status ON biz_notice (tenant_id, status, publish_time DESC);
CREATE INDEX idx_biz_notice_created ON biz_notice (tenant_id, create_time DESC);

-- The plants a notice goes to; read and reply state per plant.
CREATE TABLE biz_notice_target (
  id varchar(32) PRIMARY KEY,
  notice_id varchar(32) NOT NULL REFERENCES biz_notice (id) ON DELETE CASCADE,
  plant_id varchar(32) NOT NULL REFERENCES biz_plant (id),
  first_read_time timestamptz,
  reply_time timestamptz,
  remind_time timestamptz,
  UNIQUE (notice_id, plant_id)
);
CREATE INDEX idx_biz_notice_target_plant ON biz_notice_target (plant_id, notice_id);

-- Read receipts per user (who of the plant has read it, and when).
CREATE TABLE biz_notice_read (
  notice_id varchar(32) NOT NULL REFERENCES biz_notice (id) ON DELETE CASCADE,
  user_id varchar(32) NOT NULL,
  plant_id varchar(32) NOT NULL REFERENCES biz_plant (id),
  read_time timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (notice_id, user_id)
);

CREATE TABLE biz_notice_reply (
  id varchar(32) PRIMARY KEY,
  notice_id varchar(32) NOT NULL REFERENCES biz_notice (id) ON DELETE CASCADE,
  plant_id varchar(32) NOT NULL REFERENCES biz_plant (id),
  content varchar(2000) NOT NULL,
  attachments text,
  create_by varchar(32) NOT NULL,
  create_name varchar(100),
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idx_biz_notice_reply_notice ON biz_notice_reply (notice_id, create_time);
CREATE INDEX idx_biz_notice_reply_plant ON biz_notice_reply (plant_id);

-- 信息反馈: a plant reports a problem or suggestion; the grid answers in a thread.
CREATE TABLE biz_feedback (
  id varchar(32) PRIMARY KEY,
  tenant_id integer NOT NULL,
  plant_id varchar(32) NOT NULL REFERENCES biz_plant (id),
  category varchar(16) NOT NULL,            -- dict cwxt_feedback_category
  title varchar(200) NOT NULL,
  content varchar(2000) NOT NULL,
  attachments text,
  status varchar(16) NOT NULL DEFAULT 'pending', -- dict cwxt_feedback_status: pending | processing | done
  handle_by varchar(32),
  done_time timestamptz,
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz,
  sys_org_code varchar(50)
);
CREATE INDEX idx_biz_feedback_status ON biz_feedback (tenant_id, status, create_time DESC);
CREATE INDEX idx_biz_feedback_plant ON biz_feedback (plant_id, create_time DESC);

CREATE TABLE biz_feedback_reply (
  id varchar(32) PRIMARY KEY,
  feedback_id varchar(32) NOT NULL REFERENCES biz_feedback (id) ON DELETE CASCADE,
  side varchar(8) NOT NULL CHECK (side IN ('grid', 'plant')),
  content varchar(2000) NOT NULL,
  attachments text,
  create_by varchar(32) NOT NULL,
  create_name varchar(100),
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idx_biz_feedback_reply_feedback ON biz_feedback_reply (feedback_id, create_time);

-- 资讯动态.
CREATE TABLE biz_news (
  id varchar(32) PRIMARY KEY,
  tenant_id integer NOT NULL,
  title varchar(200) NOT NULL,
  cover_image varchar(255),
  category varchar(16) NOT NULL,            -- dict cwxt_news_category
  summary varchar(500),
  content text,                             -- sanitised rich text
  is_top boolean NOT NULL DEFAULT false,
  status varchar(16) NOT NULL DEFAULT 'draft', -- dict cwxt_news_status: draft | published | unpublished
  publish_by varchar(32),
  publish_time timestamptz,
  view_count integer NOT NULL DEFAULT 0,
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz,
  sys_org_code varchar(50)
);
CREATE INDEX idx_biz_news_feed ON biz_news (tenant_id, status, is_top DESC, publish_time DESC);
CREATE INDEX idx_biz_news_category ON biz_news (tenant_id, category);
CREATE INDEX idx_biz_news_created ON biz_news (tenant_id, create_time DESC);
