import type { Db } from '../../db';

/** Demo data: work notices, receipts, replies and feedback threads. */
export async function seedOffice(db: Db): Promise<void> {
  void db;
}
