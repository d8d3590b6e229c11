import type { Db } from '../db';

// The two dictionaries the dictionary admin's own forms use (JeecgBoot ships dict_item_status too).
const DICTS: Array<[id: string, code: string, name: string, items: Array<[string, string, string]>]> = [
  [
    '1800000000000060001',
    'dict_item_status',
    '字典项状态',
    [
      ['1800000000006000101', '1', '启用'],
      ['1800000000006000102', '0', '不启用'],
    ],
  ],
  [
    '1800000000000060002',
    'dict_type',
    '字典类型',
    [
      ['1800000000006000201', '0', '字符串'],
      ['1800000000006000202', '1', '数字'],
    ],
  ],
];

export async function seedDictAdmin(db: Db): Promise<void> {
  for (const [dictId, code, name, items] of DICTS) {
    // Keyed on the code too: an administrator may already have created a dictionary of that code.
    const rows = await db.query<{ id: string }>(
      `INSERT INTO sys_dict (id, dict_name, dict_code, type, create_by) VALUES ($1, $2, $3, 1, 'system')
       ON CONFLICT DO NOTHING RETURNING id`,
      [dictId, name, code],
    );
    if (rows.length === 0) continue;
    for (const [index, [itemId, value, text]] of items.entries()) {
      await db.query(
        `INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by)
         VALUES ($1, $2, $3, $4, $5, 1, 'system') ON CONFLICT DO NOTHING`,
        [itemId, dictId, text, value, index + 1],
      );
    }
  }
}
