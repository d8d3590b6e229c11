import type { Db } from '../db';

// Two demo reports over the registered sources (server/modules/cgreport/sources.ts). Platform
// reports (tenant_id NULL): every tenant opens them and sees only its own rows.
const HEADS = [
  { id: '1800000000000000701', code: 'demo_user', name: '用户选择', source: 'demo_user' },
  { id: '1800000000000000702', code: 'demo_depart', name: '部门选择', source: 'demo_depart' },
] as const;

// head, field, title, type, show, search, mode, order, dict, position
type ItemRow = [
  string,
  string,
  string,
  string,
  0 | 1,
  0 | 1,
  'single' | 'group' | null,
  0 | 1,
  string | null,
];
const ITEMS: ItemRow[] = [
  ['demo_user', 'username', '用户账号', 'String', 1, 1, 'single', 1, null],
  ['demo_user', 'realname', '用户姓名', 'String', 1, 1, 'single', 1, null],
  ['demo_user', 'sex', '性别', 'String', 1, 1, 'single', 1, 'sex'],
  ['demo_user', 'phone', '手机号码', 'String', 1, 1, 'single', 0, null],
  ['demo_user', 'birthday', '生日', 'Date', 1, 1, 'group', 1, null],
  ['demo_user', 'createTime', '创建时间', 'Datetime', 1, 0, null, 1, null],
  ['demo_user', 'id', 'ID', 'String', 0, 0, null, 0, null],
  ['demo_depart', 'departName', '机构名称', 'String', 1, 1, 'single', 1, null],
  ['demo_depart', 'orgCode', '机构编码', 'String', 1, 1, 'single', 1, null],
  ['demo_depart', 'orgCategory', '机构类别', 'String', 1, 1, 'single', 0, 'org_category'],
  ['demo_depart', 'departOrder', '排序', 'Integer', 1, 1, 'group', 1, null],
  ['demo_depart', 'id', 'ID', 'String', 0, 0, null, 0, null],
];

// head, name, title, default
const PARAMS: Array<[string, string, string, string | null]> = [
  ['demo_user', 'status', '状态', '1'],
  ['demo_user', 'sex', '性别', null],
  ['demo_depart', 'orgCategory', '机构类别', null],
  ['demo_depart', 'parentId', '上级部门', null],
];

const headId = (code: string) => HEADS.find((h) => h.code === code)?.id ?? '';

export async function seedReports(db: Db): Promise<void> {
  for (const h of HEADS) {
    await db.query(
      `INSERT INTO onl_cgreport_head (id, code, name, data_source, create_by) VALUES ($1, $2, $3, $4, 'system')
       ON CONFLICT (id) DO NOTHING`,
      [h.id, h.code, h.name, h.source],
    );
  }
  let n = 0;
  for (const [head, field, title, type, show, search, mode, order, dict] of ITEMS) {
    n += 1;
    await db.query(
      `INSERT INTO onl_cgreport_item (id, cgrhead_id, field_name, field_txt, field_type, is_show, is_search,
         search_mode, is_order, dict_code, order_num)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
      [
        `18000000000000071${String(n).padStart(2, '0')}`,
        headId(head),
        field,
        title,
        type,
        show,
        search,
        mode,
        order,
        dict,
        n,
      ],
    );
  }
  n = 0;
  for (const [head, name, title, fallback] of PARAMS) {
    n += 1;
    await db.query(
      `INSERT INTO onl_cgreport_param (id, cgrhead_id, param_name, param_txt, param_value, order_num)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [`18000000000000072${String(n).padStart(2, '0')}`, headId(head), name, title, fallback, n],
    );
  }
}
