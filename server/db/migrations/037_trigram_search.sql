-- Contains-searches (`*keyword*` → ILIKE '%v%') on the user list's searchable text columns use
-- trigram indexes instead of scanning every user. PGlite loads the pg_trgm extension when it
-- opens the database (pglite-db.ts); PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX idx_sys_user_username_trgm ON sys_user USING gin (username gin_trgm_ops);
CREATE INDEX idx_sys_user_realname_trgm ON sys_user USING gin (realname gin_trgm_ops);
CREATE INDEX idx_sys_user_work_no_trgm ON sys_user USING gin (work_no gin_trgm_ops);
CREATE INDEX idx_sys_user_email_trgm ON sys_user USING gin (email gin_trgm_ops);
CREATE INDEX idx_sys_user_phone_trgm ON sys_user USING gin (phone gin_trgm_ops);
