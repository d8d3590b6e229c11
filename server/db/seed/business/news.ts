import type { Db } from '../../db';

/** Demo data: news items. */
export async function seedNews(db: Db): Promise<void> {
  void db;
}
