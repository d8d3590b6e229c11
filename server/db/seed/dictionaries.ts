import type { Db } from '../db';

// Dictionaries the UI uses (CONTRACT §4.4 plus org_category, valid_status, yn).
const DICTS: Array<[string, string, Array<[string, string]>]> = [
  [
    'sex',
    '性别',
    [
      ['1', '男'],
      ['2', '女'],
    ],
  ],
  [
    'user_status',
    '用户状态',
    [
      ['1', '正常'],
      ['2', '冻结'],
    ],
  ],
  [
    'del_flag',
    '删除状态',
    [
      ['0', '正常'],
      ['1', '已删除'],
    ],
  ],
  [
    'priority',
    '优先级',
    [
      ['L', '低'],
      ['M', '中'],
      ['H', '高'],
    ],
  ],
  [
    'msg_category',
    '消息类型',
    [
      ['1', '通知公告'],
      ['2', '系统消息'],
    ],
  ],
  [
    'msg_type',
    '通告对象类型',
    [
      ['USER', '指定用户'],
      ['ALL', '全体用户'],
    ],
  ],
  [
    'send_status',
    '发布状态',
    [
      ['0', '未发布'],
      ['1', '已发布'],
      ['2', '已撤销'],
    ],
  ],
  [
    'quartz_status',
    '定时任务状态',
    [
      ['0', '正常'],
      ['-1', '停止'],
    ],
  ],
  [
    'org_category',
    '机构类型',
    [
      ['1', '公司'],
      ['2', '部门'],
      ['3', '岗位'],
    ],
  ],
  [
    'valid_status',
    '有效无效状态',
    [
      ['1', '有效'],
      ['0', '无效'],
    ],
  ],
  [
    'yn',
    '是否',
    [
      ['1', '是'],
      ['0', '否'],
    ],
  ],
  // Dictionaries JeecgBoot's own admin forms ask for, with JeecgBoot's values.
  // 数据库类型: JeecgBoot's code for PostgreSQL only, the one engine a data source may use here.
  ['database_type', '数据库类型', [['6', 'PostgreSQL']]],
  [
    'position_rank',
    '职务职级',
    [
      ['1', '员级'],
      ['2', '助级'],
      ['3', '中级'],
      ['4', '副高级'],
      ['5', '正高级'],
    ],
  ],
  [
    'cgform_table_type',
    'Online表单类型',
    [
      ['1', '单表'],
      ['2', '主表'],
      ['3', '附表'],
    ],
  ],
  [
    'global_perms_type',
    '全局权限策略',
    [
      ['1', '可见/可访问(授权后可见/可访问)'],
      ['2', '可编辑(未授权时禁用)'],
    ],
  ],
  [
    'activiti_sync',
    '同步工作流引擎',
    [
      ['1', '同步'],
      ['0', '不同步'],
    ],
  ],
];

// Table dictionaries the client may ask for. Never list password, salt or token columns.
const TABLE_DICTS: Array<[string, string, string, boolean, string]> = [
  ['sys_user', 'realname', 'username', true, '用户（姓名/账号）'],
  ['sys_user', 'realname', 'id', true, '用户（姓名/ID）'],
  ['sys_depart', 'depart_name', 'id', true, '部门（名称/ID）'],
  ['sys_depart', 'depart_name', 'org_code', true, '部门（名称/编码）'],
  ['sys_role', 'role_name', 'role_code', false, '角色（名称/编码）'],
  ['sys_role', 'role_name', 'id', false, '角色（名称/ID）'],
  ['sys_tenant', 'name', 'id', false, '租户'],
];

const pad = (n: number) => String(n).padStart(3, '0');

export async function seedDictionaries(db: Db): Promise<void> {
  for (const [di, [code, name, items]] of DICTS.entries()) {
    const dictId = `1800000000000010${pad(di)}`;
    await db.query(
      `INSERT INTO sys_dict (id, dict_name, dict_code, create_by) VALUES ($1, $2, $3, 'system') ON CONFLICT (id) DO NOTHING`,
      [dictId, name, code],
    );
    for (const [ii, [value, text]] of items.entries()) {
      await db.query(
        `INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by)
         VALUES ($1, $2, $3, $4, $5, 1, 'system') ON CONFLICT (id) DO NOTHING`,
        [`1800000000011${pad(di)}${pad(ii)}`, dictId, text, value, ii + 1],
      );
    }
  }
  for (const [ti, [table, text, code, softDelete, description]] of TABLE_DICTS.entries()) {
    await db.query(
      `INSERT INTO sys_dict_table_registry (id, table_name, text_column, code_column, soft_delete, description)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (table_name, text_column, code_column) DO NOTHING`,
      [`1800000000000020${pad(ti)}`, table, text, code, softDelete, description],
    );
  }
}
