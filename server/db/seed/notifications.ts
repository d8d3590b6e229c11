import { TEMPLATE_TYPE } from '../../../src/shared/domain/resources/message-template';
import type { Db } from '../db';

// 消息模板 types (issue 5). JeecgBoot's own list is about delivery channels (SMS, mail, WeChat); here
// the type decides how placeholders are substituted: plain text, or HTML with escaped values.
const TEMPLATE_TYPE_ITEMS: Array<[string, string]> = [
  [TEMPLATE_TYPE.text, '文本'],
  [TEMPLATE_TYPE.html, '富文本'],
];

export async function seedNotifications(db: Db): Promise<void> {
  const dictId = '1800000000050001';
  await db.query(
    `INSERT INTO sys_dict (id, dict_name, dict_code, create_by) VALUES ($1, '消息模板类型', 'msg_template_type', 'system')
     ON CONFLICT DO NOTHING`,
    [dictId],
  );
  for (const [i, [value, text]] of TEMPLATE_TYPE_ITEMS.entries()) {
    await db.query(
      `INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by)
       VALUES ($1, $2, $3, $4, $5, 1, 'system') ON CONFLICT DO NOTHING`,
      [`18000000000510${String(i + 1).padStart(2, '0')}`, dictId, text, value, i + 1],
    );
  }
}
