-- Notifications (issue 5): announcements and system messages, their per-user send rows, and the
-- message templates. Column names follow JeecgBoot (CONTRACT §6.1), including the `titile` spelling.

-- 系统通告 / 系统消息. tenant_id: the tenant the sender acted in (NULL = platform-wide).
-- user_ids: comma list with a trailing comma ("id1,id2,") as JeecgBoot stores it.
CREATE TABLE sys_announcement (
  id varchar(32) PRIMARY KEY,
  titile varchar(100) NOT NULL,
  msg_content text,
  start_time timestamptz,
  end_time timestamptz,
  sender varchar(100),
  priority varchar(255),
  msg_category varchar(10) NOT NULL DEFAULT '2',
  msg_type varchar(10),
  send_status varchar(10) NOT NULL DEFAULT '0',
  send_time timestamptz,
  cancel_time timestamptz,
  del_flag varchar(1) NOT NULL DEFAULT '0',
  bus_type varchar(20),
  bus_id varchar(50),
  open_type varchar(20),
  open_page varchar(255),
  user_ids text,
  msg_abstract varchar(500),
  dt_task_id varchar(100),
  tenant_id integer,
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz
);
CREATE INDEX idx_sys_announcement_live ON sys_announcement (msg_type, send_status, del_flag);
CREATE INDEX idx_sys_announcement_tenant ON sys_announcement (tenant_id);

-- One row per (announcement, user): unread until the user reads it. ALL announcements get their
-- rows lazily, when the user next asks for the bell (listByUser).
CREATE TABLE sys_announcement_send (
  id varchar(32) PRIMARY KEY,
  annt_id varchar(32) NOT NULL REFERENCES sys_announcement (id) ON DELETE CASCADE,
  user_id varchar(32) NOT NULL,
  read_flag varchar(10) NOT NULL DEFAULT '0',
  read_time timestamptz,
  star_flag varchar(10),
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz
);
-- Unique so that concurrent listByUser calls cannot create duplicate rows for an ALL announcement.
CREATE UNIQUE INDEX uniq_sys_announcement_send_user ON sys_announcement_send (annt_id, user_id);
CREATE INDEX idx_sys_announcement_send_user ON sys_announcement_send (user_id, read_flag);

-- 消息模板 (JeecgBoot sys_sms_template). template_type: dict msg_template_type (1 text, 2 HTML).
CREATE TABLE sys_sms_template (
  id varchar(32) PRIMARY KEY,
  template_name varchar(100) NOT NULL,
  template_code varchar(100) NOT NULL,
  template_type varchar(10) NOT NULL,
  template_content text NOT NULL,
  template_test_json varchar(10000),
  tenant_id integer,
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz
);
CREATE UNIQUE INDEX uniq_sys_sms_template_code ON sys_sms_template (coalesce(tenant_id, 0), template_code);
