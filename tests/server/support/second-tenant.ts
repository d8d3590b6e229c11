import { createUser } from './helpers';
import type { TestApp } from './test-app';

/** The password of the tenant-2000 users the widget tests log in as. */
export const TENANT2_PASSWORD = 'Widget@2025x';

/**
 * Adds tenant 2000 (第二租户) and one user of it, for the widget tests that check a call does not
 * cross tenants. Logging in is left to the caller, after its own tenant-2000 rows.
 */
export async function addTenant2User(t: TestApp, username: string, phone?: string): Promise<void> {
  await t.db.query(`INSERT INTO sys_tenant (id, name, status) VALUES (2000, '第二租户', 1)`);
  await createUser(t, { username, password: TENANT2_PASSWORD, tenants: '2000', ...(phone ? { phone } : {}) });
}
