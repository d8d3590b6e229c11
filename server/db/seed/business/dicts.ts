import { BIZ_DICTS } from '../../../../src/shared/domain/business/dicts';
import type { Db } from '../../db';

const pad = (n: number) => String(n).padStart(3, '0');

/** The business dictionaries into sys_dict / sys_dict_item (fixed ids). */
export async function seedBusinessDicts(db: Db): Promise<void> {
  for (const [di, [code, dict]] of Object.entries(BIZ_DICTS).entries()) {
    const dictId = `1800000000000050${pad(di)}`;
    await db.query(
      `INSERT INTO sys_dict (id, dict_name, dict_code, create_by) VALUES ($1, $2, $3, 'system') ON CONFLICT (id) DO NOTHING`,
      [dictId, dict.name, code],
    );
    for (const [ii, [value, text]] of dict.items.entries()) {
      await db.query(
        `INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by)
         VALUES ($1, $2, $3, $4, $5, 1, 'system') ON CONFLICT (id) DO NOTHING`,
        [`1800000000015${pad(di)}${pad(ii)}`, dictId, text, value, ii + 1],
      );
    }
  }
}
