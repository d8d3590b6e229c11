-- Data sources and gateway routes (issue 6). Further PostgreSQL connections for online reports,
-- the hosts an administrator lets the server reach despite the private-address rule, and the
-- upstream routes the server's proxy forwards to.

-- 数据源. password_cipher: AES-256-GCM (key from sys_secret 'datasource'), base64url of
-- iv|tag|ciphertext; the plain password is never stored.
CREATE TABLE sys_data_source (
  id varchar(32) PRIMARY KEY,
  code varchar(100) NOT NULL,
  name varchar(100) NOT NULL,
  remark varchar(500),
  db_type varchar(20) NOT NULL DEFAULT 'postgresql',
  host varchar(255) NOT NULL,
  port integer NOT NULL DEFAULT 5432,
  database varchar(100) NOT NULL,
  username varchar(100) NOT NULL,
  password_cipher varchar(1000),
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz
);
CREATE UNIQUE INDEX uniq_sys_data_source_code ON sys_data_source (code);

-- 地址白名单: an exact host name, an IP address or a CIDR block.
CREATE TABLE sys_host_allowlist (
  id varchar(32) PRIMARY KEY,
  host varchar(255) NOT NULL,
  remark varchar(500),
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX uniq_sys_host_allowlist_host ON sys_host_allowlist (host);

-- 网关路由: {apiBase}/gateway/<path_prefix>/* → upstream_url.
CREATE TABLE sys_gateway_route (
  id varchar(32) PRIMARY KEY,
  name varchar(100) NOT NULL,
  path_prefix varchar(100) NOT NULL,
  upstream_url varchar(1000) NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  strip_prefix boolean NOT NULL DEFAULT true,
  timeout_ms integer NOT NULL DEFAULT 10000,
  remark varchar(500),
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz
);
CREATE UNIQUE INDEX uniq_sys_gateway_route_prefix ON sys_gateway_route (path_prefix);
