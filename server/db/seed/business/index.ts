import type { Db } from '../../db';
import { seedBusinessDicts } from './dicts';
import { seedBusinessMenus } from './menus';
import { seedPlants } from './plants';
import { seedSettlements } from './settlements';
import { seedSettlementLines } from './settlement-lines';
import { seedInvoices } from './invoices';
import { seedOffice } from './office';
import { seedNews } from './news';

/**
 * The business (issue 7): dictionaries, menus and grants, then a year of demo data in dependency
 * order (plants and units → settlement tasks, their payments and meter lines → invoices → notices
 * and feedback → news).
 * Deterministic (fixed ids, seeded PRNG) and idempotent (ON CONFLICT DO NOTHING).
 */
export async function seedBusiness(db: Db, opts: { demoData: boolean }): Promise<void> {
  await seedBusinessDicts(db);
  await seedBusinessMenus(db);
  if (!opts.demoData) return;
  await seedPlants(db);
  await seedSettlements(db);
  await seedSettlementLines(db);
  await seedInvoices(db);
  await seedOffice(db);
  await seedNews(db);
}
