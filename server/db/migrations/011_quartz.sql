-- Scheduled jobs (定时任务): job definitions, their run log, and the queue of "run once" requests.

CREATE TABLE sys_quartz_job (
  id varchar(32) PRIMARY KEY,
  create_by varchar(32),
  create_time timestamptz,
  del_flag integer NOT NULL DEFAULT 0,
  update_by varchar(32),
  update_time timestamptz,
  -- A registered handler name (server/lib/scheduler/handlers), not a Java class.
  job_class_name varchar(255) NOT NULL,
  cron_expression varchar(255) NOT NULL,
  parameter varchar(255),
  description varchar(255),
  -- 0 正常 (scheduled), -1 停止 (dict quartz_status).
  status integer NOT NULL DEFAULT -1
);
-- The contract's uniq_job_class_name, among rows not logically deleted.
CREATE UNIQUE INDEX uniq_job_class_name ON sys_quartz_job (job_class_name) WHERE del_flag = 0;

CREATE TABLE sys_quartz_job_log (
  id varchar(32) PRIMARY KEY,
  job_id varchar(32) NOT NULL,
  job_class_name varchar(255) NOT NULL,
  -- 'cron' (a scheduled firing) or 'manual' (执行一次).
  trigger_type varchar(10) NOT NULL,
  -- The scheduled fire time of a cron run (null for manual runs).
  fire_time timestamptz,
  start_time timestamptz NOT NULL,
  end_time timestamptz,
  duration_ms integer,
  -- 'running' until the handler ends, then 'success' or 'error'.
  status varchar(10) NOT NULL,
  result varchar(500),
  error varchar(2000),
  node varchar(200) NOT NULL
);
CREATE INDEX idx_sys_quartz_job_log_job ON sys_quartz_job_log (job_id, start_time);
CREATE INDEX idx_sys_quartz_job_log_start ON sys_quartz_job_log (start_time);
-- A firing is claimed by inserting its row: a second runner can never run the same fire time.
CREATE UNIQUE INDEX uniq_sys_quartz_job_log_fire ON sys_quartz_job_log (job_id, fire_time)
  WHERE fire_time IS NOT NULL;

-- 执行一次 requests, written by any server process and taken by the runner.
CREATE TABLE sys_quartz_job_queue (
  id varchar(32) PRIMARY KEY,
  job_id varchar(32) NOT NULL,
  requested_by varchar(100),
  run_after timestamptz NOT NULL
);
