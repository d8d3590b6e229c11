-- CAS and third-party (OAuth2) login (issue 8).

-- GitHub accounts may be bound like the WeCom / DingTalk ones.
ALTER TABLE sys_third_account DROP CONSTRAINT IF EXISTS chk_sys_third_account_type;
ALTER TABLE sys_third_account ADD CONSTRAINT chk_sys_third_account_type
  CHECK (third_type IN ('wechat_enterprise', 'dingtalk', 'github'));

-- One-time login codes: the callback page hands one to the client, which trades it once for a
-- session (GET /sys/thirdLogin/getLoginUser/{code}/{thirdType}). Only a SHA-256 of the code is kept.
CREATE TABLE sys_third_login_code (
  code_hash varchar(64) PRIMARY KEY,
  user_id varchar(32) NOT NULL,
  third_type varchar(32) NOT NULL,
  expires_at timestamptz NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idx_sys_third_login_code_expiry ON sys_third_login_code (expires_at);

-- OAuth2 `state` of a started third-party sign-in or binding: single use, short-lived. The state
-- sent to the provider is signed; only its SHA-256 is kept here.
CREATE TABLE sys_third_login_state (
  state_hash varchar(64) PRIMARY KEY,
  source varchar(32) NOT NULL,
  purpose varchar(16) NOT NULL CHECK (purpose IN ('login', 'bind')),
  redirect varchar(1000) NOT NULL,
  redirect_uri varchar(1000) NOT NULL,
  user_id varchar(32),
  expires_at timestamptz NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idx_sys_third_login_state_expiry ON sys_third_login_state (expires_at);
