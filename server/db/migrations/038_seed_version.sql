-- The seed that last ran on this database: a start whose seed is the same skips it (server/db/
-- seed/run-seed.ts), so a restart reads no seed data at all.
CREATE TABLE sys_seed_version (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version varchar(64) NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
