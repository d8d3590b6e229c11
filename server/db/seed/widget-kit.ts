import type { Db } from '../db';

/**
 * Widget kit demo data: the table-dictionary triples and trees the pickers use, a two-level
 * category tree shared by every tenant, and JeecgBoot's `common` rule-code check.
 * Idempotent like every seed: fixed ids, ON CONFLICT.
 */

// [table, text, code, soft delete, tree parent column, has-child column, extra filter columns, description]
type RegistryEntry = [string, string, string, boolean, string | null, string | null, string | null, string];

const REGISTRY: RegistryEntry[] = [
  ['sys_position', 'name', 'code', false, null, null, null, '职务（名称/编码）'],
  ['sys_category', 'name', 'id', false, 'pid', 'has_child', 'code', '分类字典树（名称/ID）'],
  ['sys_category', 'name', 'code', false, null, null, null, '分类字典（名称/编码）'],
  ['sys_depart', 'depart_name', 'id', true, 'parent_id', null, 'org_code,org_category', '部门树（名称/ID）'],
];

// [code, name, children]: a two-level, power-plant flavoured catalogue.
const CATEGORIES: Array<[string, string, Array<[string, string]>]> = [
  [
    'B01',
    '设备类型',
    [
      ['B01A01', '变压器'],
      ['B01A02', '断路器'],
      ['B01A03', '隔离开关'],
      ['B01A04', '发电机组'],
    ],
  ],
  [
    'B02',
    '电厂类型',
    [
      ['B02A01', '火电'],
      ['B02A02', '水电'],
      ['B02A03', '风电'],
      ['B02A04', '光伏'],
    ],
  ],
];

/** JeecgBoot's seeded rule `common` (CONTRACT §8.2). */
const COMMON_RULE = [
  { digits: '1', pattern: '^[a-z|A-Z]$', message: '第一位只能是字母' },
  { digits: '*', pattern: '^[0-9|a-z|A-Z|_]{0,}$', message: '只能填写数字、大小写字母、下划线' },
  { digits: '*', pattern: '^.{3,}$', message: '最少输入3位数' },
  { digits: '*', pattern: '^.{3,12}$', message: '最多输入12位数' },
];

const pad = (n: number, width = 3) => String(n).padStart(width, '0');

export async function seedWidgetKit(db: Db): Promise<void> {
  for (const [
    i,
    [table, text, code, softDelete, pid, hasChild, filters, description],
  ] of REGISTRY.entries()) {
    // A triple seeded earlier without its tree columns gets them; an administrator's own tree
    // settings (pid_column already set) are left alone.
    await db.query(
      `INSERT INTO sys_dict_table_registry
         (id, table_name, text_column, code_column, soft_delete, pid_column, has_child_column, filter_columns, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (table_name, text_column, code_column) DO UPDATE
         SET pid_column = EXCLUDED.pid_column, has_child_column = EXCLUDED.has_child_column,
             filter_columns = EXCLUDED.filter_columns
         WHERE sys_dict_table_registry.pid_column IS NULL AND EXCLUDED.pid_column IS NOT NULL`,
      [`1800000000000090${pad(i)}`, table, text, code, softDelete, pid, hasChild, filters, description],
    );
  }
  for (const [ci, [code, name, children]] of CATEGORIES.entries()) {
    const parentId = `18000000000901${pad(ci, 2)}000`;
    await db.query(
      `INSERT INTO sys_category (id, pid, name, code, has_child, create_by) VALUES ($1, '0', $2, $3, '1', 'system')
       ON CONFLICT DO NOTHING`,
      [parentId, name, code],
    );
    for (const [ki, [childCode, childName]] of children.entries()) {
      await db.query(
        `INSERT INTO sys_category (id, pid, name, code, has_child, create_by) VALUES ($1, $2, $3, $4, '0', 'system')
         ON CONFLICT DO NOTHING`,
        [`18000000000901${pad(ci, 2)}${pad(ki + 1)}`, parentId, childName, childCode],
      );
    }
  }
  await db.query(
    `INSERT INTO sys_check_rule (id, rule_name, rule_code, rule_json, rule_description, create_by)
     VALUES ('1800000000009020001', '通用编码规则', 'common', $1, '字母开头，数字、字母、下划线，3到12位', 'system')
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(COMMON_RULE)],
  );
}
