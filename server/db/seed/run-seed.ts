import type { Db } from '../db';
import { seedAdmin } from './admin-user';
import { seedDictionaries } from './dictionaries';
import { seedAdminMenus } from './admin-menus';
import { seedMenus } from './menus';
import { seedOrganisation } from './organisation';
import { seedWidgetKit } from './widget-kit';
import { seedReports } from './reports';
import { seedNotifications } from './notifications';

/** Idempotent: every insert is ON CONFLICT DO NOTHING and admin is only created when missing. */
export async function runSeed(
  db: Db,
  opts: { adminPassword: string | null; adminPhone: string | null },
): Promise<{ generatedAdminPassword: string | null }> {
  await db.transaction(async (tx) => {
    await seedOrganisation(tx);
    await seedMenus(tx);
    await seedAdminMenus(tx);
    await seedDictionaries(tx);
    await seedWidgetKit(tx);
    await seedReports(tx);
    await seedNotifications(tx);
  });
  const { generatedPassword } = await seedAdmin(db, opts);
  return { generatedAdminPassword: generatedPassword };
}
