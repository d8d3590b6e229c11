import type { Db } from '../../db';

/** Demo data: plants, their departments and units. */
export async function seedPlants(db: Db): Promise<void> {
  void db;
}
