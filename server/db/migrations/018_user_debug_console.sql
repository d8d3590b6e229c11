-- 个人设置 → 调试控制台: load vConsole for this user on every device (issue 8, webview layer).
ALTER TABLE sys_user_setting ADD COLUMN debug_console smallint NOT NULL DEFAULT 0;
