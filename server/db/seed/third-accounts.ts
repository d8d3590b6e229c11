import type { Db } from '../db';

/** The demo WeCom binding of admin (fixed id, so re-running the seed changes nothing). */
export const DEMO_THIRD_ACCOUNT_ID = '1800000000000000601';

/** Runs after the admin user exists: the sign-in from WeCom would create such a row. */
export async function seedThirdAccounts(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO sys_third_account (id, sys_user_id, third_type, third_user_id, realname, avatar)
     SELECT $1, id, 'wechat_enterprise', 'demo-admin', '管理员（企业微信）', NULL
       FROM sys_user WHERE username = 'admin'
     ON CONFLICT DO NOTHING`,
    [DEMO_THIRD_ACCOUNT_ID],
  );
}
