import type { Db } from '../../db';

/** Demo data: settlement tasks, their transition log and payments. */
export async function seedSettlements(db: Db): Promise<void> {
  void db;
}
