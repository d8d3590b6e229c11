-- Files (文件列表 / OSS) and the account centre settings (issue 6).

-- One row per successful upload. `url` is the store's object key (biz/<random>.<ext>), served by
-- GET /sys/common/static/<url>; `store` names the FileStore that holds the bytes.
CREATE TABLE sys_files (
  id varchar(32) PRIMARY KEY,
  file_name varchar(255) NOT NULL,
  url varchar(255) NOT NULL,
  file_type varchar(16) NOT NULL,
  mime varchar(128) NOT NULL,
  file_size bigint NOT NULL,
  biz varchar(32) NOT NULL,
  store varchar(16) NOT NULL DEFAULT 'local',
  tenant_id integer,
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  del_flag smallint NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX uniq_sys_files_url ON sys_files (url);
CREATE INDEX idx_sys_files_list ON sys_files (tenant_id, del_flag, create_time DESC);
CREATE INDEX idx_sys_files_type ON sys_files (file_type);

-- WeCom / DingTalk accounts bound to a console user. The sign-in from those apps creates them;
-- one binding per app and user, and one console user per app account.
CREATE TABLE sys_third_account (
  id varchar(32) PRIMARY KEY,
  sys_user_id varchar(32) NOT NULL,
  third_type varchar(32) NOT NULL,
  third_user_id varchar(100) NOT NULL,
  realname varchar(100),
  avatar varchar(255),
  create_time timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT chk_sys_third_account_type CHECK (third_type IN ('wechat_enterprise', 'dingtalk'))
);
CREATE UNIQUE INDEX uniq_sys_third_account_third ON sys_third_account (third_type, third_user_id);
CREATE UNIQUE INDEX uniq_sys_third_account_user ON sys_third_account (sys_user_id, third_type);

-- Per-user notification and custom preferences (a missing row means the defaults).
-- notify_channels: comma list of 站内, 企业微信, 钉钉.
CREATE TABLE sys_user_setting (
  user_id varchar(32) PRIMARY KEY,
  notify_announcement smallint NOT NULL DEFAULT 1,
  notify_system smallint NOT NULL DEFAULT 1,
  notify_speech smallint NOT NULL DEFAULT 1,
  notify_channels varchar(100) NOT NULL DEFAULT '站内',
  custom text,
  update_time timestamptz NOT NULL DEFAULT now()
);
