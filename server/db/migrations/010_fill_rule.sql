-- 填值规则 (JeecgBoot sys_fill_rule). Instead of a Java class name, a rule is a code definition:
-- prefix, date part, separator, zero-padded sequence and the period after which the sequence
-- restarts. Platform-wide like sys_check_rule: forms of every tenant call a rule by its code.
CREATE TABLE sys_fill_rule (
  id varchar(32) PRIMARY KEY,
  rule_name varchar(100) NOT NULL,
  rule_code varchar(100) NOT NULL,
  prefix varchar(20) NOT NULL DEFAULT '',
  date_pattern varchar(10) NOT NULL DEFAULT 'none',
  code_separator varchar(1) NOT NULL DEFAULT '',
  seq_length integer NOT NULL DEFAULT 6,
  reset_period varchar(10) NOT NULL DEFAULT 'never',
  create_by varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamptz,
  CONSTRAINT chk_sys_fill_rule_date CHECK (date_pattern IN ('none', 'yyyy', 'yyyyMM', 'yyyyMMdd')),
  CONSTRAINT chk_sys_fill_rule_reset CHECK (reset_period IN ('never', 'year', 'month', 'day')),
  CONSTRAINT chk_sys_fill_rule_len CHECK (seq_length BETWEEN 1 AND 12)
);
CREATE UNIQUE INDEX uniq_sys_fill_rule_code ON sys_fill_rule (rule_code);

-- One counter per rule and period ('all' when the rule never resets, else yyyy / yyyyMM / yyyyMMdd).
-- Incremented by a single INSERT … ON CONFLICT DO UPDATE … RETURNING, so concurrent callers each
-- get their own value. Counters outlive their rule: a rule deleted and created again under the same
-- code continues where it stopped instead of repeating codes.
CREATE TABLE sys_fill_rule_seq (
  rule_code varchar(100) NOT NULL,
  period_key varchar(10) NOT NULL,
  value bigint NOT NULL,
  update_time timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (rule_code, period_key)
);
