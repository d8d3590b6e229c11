-- WeCom / DingTalk in-app sign-in (issue 8).

-- Per-tenant app configuration. client_id is the DingTalk AppKey (for WeCom the corp id again);
-- the secret is stored only sealed by server/lib/secret-box.ts (AES-256-GCM, `v1:iv:tag:data`).
CREATE TABLE sys_third_app_config (
  id varchar(32) PRIMARY KEY,
  tenant_id integer NOT NULL,
  third_type varchar(32) NOT NULL,
  corp_id varchar(100) NOT NULL,
  client_id varchar(100) NOT NULL,
  agent_id varchar(100) NOT NULL DEFAULT '',
  client_secret_enc text NOT NULL,
  status smallint NOT NULL DEFAULT 1,
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz,
  CONSTRAINT chk_sys_third_app_config_type CHECK (third_type IN ('wechat_enterprise', 'dingtalk')),
  CONSTRAINT chk_sys_third_app_config_status CHECK (status IN (0, 1)),
  CONSTRAINT chk_sys_third_app_config_sealed CHECK (client_secret_enc LIKE 'v1:%')
);
CREATE UNIQUE INDEX uniq_sys_third_app_config_tenant ON sys_third_app_config (tenant_id, third_type);
-- The public config lookup: lowest tenant with an enabled app of a type.
CREATE INDEX idx_sys_third_app_config_enabled ON sys_third_app_config (third_type, status, tenant_id);

-- Single-use OAuth2 `state` of the WeCom authorize round trip. The browser carries
-- `<nonce>.<hmac>`; only the SHA-256 of the nonce is kept, and consuming deletes the row.
CREATE TABLE sys_third_oauth_state (
  nonce_hash varchar(64) PRIMARY KEY,
  third_type varchar(32) NOT NULL,
  tenant_id integer NOT NULL,
  purpose varchar(16) NOT NULL,
  redirect varchar(1000) NOT NULL,
  user_id varchar(32),
  expires_at timestamptz NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT chk_sys_third_oauth_state_type CHECK (third_type IN ('wechat_enterprise', 'dingtalk')),
  CONSTRAINT chk_sys_third_oauth_state_purpose CHECK (purpose IN ('login', 'relogin', 'bind')),
  CONSTRAINT chk_sys_third_oauth_state_bind CHECK (purpose <> 'bind' OR user_id IS NOT NULL)
);
CREATE INDEX idx_sys_third_oauth_state_expires ON sys_third_oauth_state (expires_at);

-- Single-use bind tickets: an exchange found an app account bound to nobody; after a manual
-- sign-in the ticket binds it to the signed-in user. Only the SHA-256 of the ticket is kept.
CREATE TABLE sys_third_bind_ticket (
  ticket_hash varchar(64) PRIMARY KEY,
  third_type varchar(32) NOT NULL,
  third_user_id varchar(100) NOT NULL,
  realname varchar(100),
  tenant_id integer NOT NULL,
  expires_at timestamptz NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT chk_sys_third_bind_ticket_type CHECK (third_type IN ('wechat_enterprise', 'dingtalk'))
);
CREATE INDEX idx_sys_third_bind_ticket_expires ON sys_third_bind_ticket (expires_at);

-- Provider department ↔ console department, for the directory sync.
CREATE TABLE sys_third_depart_map (
  tenant_id integer NOT NULL,
  third_type varchar(32) NOT NULL,
  third_dept_id varchar(64) NOT NULL,
  depart_id varchar(32) NOT NULL,
  PRIMARY KEY (tenant_id, third_type, third_dept_id),
  CONSTRAINT chk_sys_third_depart_map_type CHECK (third_type IN ('wechat_enterprise', 'dingtalk'))
);
CREATE INDEX idx_sys_third_depart_map_depart ON sys_third_depart_map (depart_id);
