-- Security state: signing secret, sessions, captchas, SMS codes, lockout, reset tickets, login log.

CREATE TABLE sys_secret (
  name varchar(64) PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sys_session (
  id varchar(64) PRIMARY KEY,
  user_id varchar(32) NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  username varchar(100) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoke_reason varchar(32),
  ip varchar(64),
  user_agent varchar(255)
);
CREATE INDEX idx_sys_session_user ON sys_session (user_id) WHERE revoked_at IS NULL;
CREATE INDEX idx_sys_session_expires ON sys_session (expires_at);

CREATE TABLE sys_captcha (
  key_hash varchar(64) PRIMARY KEY,
  code_hash varchar(64) NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX idx_sys_captcha_expires ON sys_captcha (expires_at);

CREATE TABLE sys_sms_code (
  mobile varchar(45) NOT NULL,
  purpose varchar(16) NOT NULL,
  code_hash varchar(64) NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  PRIMARY KEY (mobile, purpose)
);

CREATE TABLE sys_login_attempt (
  username varchar(100) PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);

CREATE TABLE sys_password_ticket (
  id varchar(32) PRIMARY KEY,
  user_id varchar(32) NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  ticket_hash varchar(64) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE UNIQUE INDEX uniq_sys_password_ticket_hash ON sys_password_ticket (ticket_hash);
CREATE INDEX idx_sys_password_ticket_user ON sys_password_ticket (user_id);

CREATE TABLE sys_log (
  id varchar(32) PRIMARY KEY,
  log_type integer NOT NULL,
  log_content varchar(1000),
  operate_type integer,
  userid varchar(32),
  username varchar(100),
  ip varchar(100),
  method varchar(500),
  request_url varchar(255),
  request_type varchar(10),
  cost_time bigint,
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idx_sys_log_type_time ON sys_log (log_type, create_time);
CREATE INDEX idx_sys_log_user ON sys_log (userid);
