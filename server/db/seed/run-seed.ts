import type { Db } from '../db';
import { seedThirdAccounts } from './third-accounts';
import { seedAdmin } from './admin-user';
import { seedDictionaries } from './dictionaries';
import { seedDictAdmin } from './dict-admin';
import { seedAdminMenus } from './admin-menus';
import { seedMenus } from './menus';
import { seedOrganisation } from './organisation';
import { seedWidgetKit } from './widget-kit';
import { seedReports } from './reports';
import { seedSqlReports } from './report-sql';
import { seedNotifications } from './notifications';
import { seedQuartz } from './quartz';
import { seedFillRules } from './fill-rules';
import { seedBusiness } from './business';
import { seedDemoUsers } from './demo-users';

/** Idempotent: every insert is ON CONFLICT DO NOTHING and admin is only created when missing. */
export async function runSeed(
  db: Db,
  opts: {
    adminPassword: string | null;
    adminPhone: string | null;
    /** The demo users of the business roles (on for `npm start`; the identity tests keep a bare baseline). */
    demoUsers?: boolean;
    /** The business demo data (plants, their companies, a year of settlements…) at the first start; on unless false. */
    businessDemo?: boolean;
    /**
     * The seed's version (seedVersion()): the seed data is written only when the database last
     * saw another one (sys_seed_version), so a restart skips it. Omitted: always written.
     */
    onceFor?: string;
  },
): Promise<{ generatedAdminPassword: string | null }> {
  // The business demo year goes in once, with the first start: a restart (even in a later month)
  // neither re-adds demo rows an administrator removed nor back-fills months around real data.
  const firstStart = (await db.query("SELECT 1 FROM sys_user WHERE username = 'admin'")).length === 0;
  const current =
    opts.onceFor !== undefined &&
    (await db.query('SELECT 1 FROM sys_seed_version WHERE version = $1', [opts.onceFor])).length > 0;
  if (!current) await seedData(db, opts.businessDemo ?? true, firstStart, opts.onceFor);
  const { generatedPassword, createdWith } = await seedAdmin(db, opts);
  if (createdWith !== null && opts.demoUsers) await seedDemoUsers(db, createdWith);
  await seedThirdAccounts(db);
  return { generatedAdminPassword: generatedPassword };
}

async function seedData(db: Db, businessDemo: boolean, firstStart: boolean, version?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await seedOrganisation(tx);
    await seedMenus(tx);
    await seedAdminMenus(tx);
    await seedDictionaries(tx);
    await seedDictAdmin(tx);
    await seedWidgetKit(tx);
    await seedReports(tx);
    await seedSqlReports(tx);
    await seedNotifications(tx);
    await seedQuartz(tx);
    await seedFillRules(tx);
    await seedBusiness(tx, { demoData: firstStart && businessDemo });
    if (version !== undefined)
      await tx.query(
        `INSERT INTO sys_seed_version (id, version, applied_at) VALUES (1, $1, now())
         ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, applied_at = EXCLUDED.applied_at`,
        [version],
      );
  });
}
