import type { Db } from '../../db';

/** Demo data: invoices in every state. */
export async function seedInvoices(db: Db): Promise<void> {
  void db;
}
