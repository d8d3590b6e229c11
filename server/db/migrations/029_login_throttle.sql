-- Sign-in throttling an attacker cannot aim (docs/decisions.md "Sign-in, lockout, SMS and patterns").
-- Failures are counted per (account, address), per address and per account from addresses that never
-- signed in to it; an address that has signed in to an account is remembered, so failures from
-- elsewhere never lock the owner out of it. The per-username lock of 002 is gone.
DROP TABLE IF EXISTS sys_login_attempt;

CREATE TABLE sys_login_throttle (
  -- 'pair': username + ip; 'addr': ip ('' username); 'acct': username ('' ip).
  kind varchar(8) NOT NULL,
  username varchar(100) NOT NULL DEFAULT '',
  ip varchar(64) NOT NULL DEFAULT '',
  failures integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz NOT NULL,
  blocked_until timestamptz,
  PRIMARY KEY (kind, username, ip)
);
CREATE INDEX idx_sys_login_throttle_user ON sys_login_throttle (username);

CREATE TABLE sys_login_known_address (
  username varchar(100) NOT NULL,
  ip varchar(64) NOT NULL,
  last_success_at timestamptz NOT NULL,
  PRIMARY KEY (username, ip)
);

-- SMS codes asked per number (sent or, for numbers that cannot use one, only counted) in a day.
CREATE TABLE sys_sms_quota (
  mobile varchar(45) PRIMARY KEY,
  window_start timestamptz NOT NULL,
  sends integer NOT NULL DEFAULT 0
);
