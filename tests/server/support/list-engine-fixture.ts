// The list engine's scratch table: one column per value class, secrets, a keyword-named column.
import type { ResourceSchema } from '../../../src/shared/domain/resources/types';
import type { Db, Row } from '../../../server/db/db';

export const ITEM_SCHEMA: ResourceSchema = {
  name: 'lqItem',
  title: '测试项目',
  apiBase: '/test/lq',
  permissionPrefix: 'test:lq:',
  table: 'lq_item',
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    { key: 'id', title: 'ID', kind: 'text', filter: true, sort: true },
    { key: 'name', title: '名称', kind: 'text', search: 'like', sort: true },
    { key: 'code', title: '编码', kind: 'text', search: 'eq' },
    { key: 'qty', title: '数量', kind: 'integer', search: 'range', sort: true },
    { key: 'price', title: '价格', kind: 'number', filter: true },
    { key: 'birthday', title: '生日', kind: 'date', search: 'range', sort: true },
    { key: 'createTime', title: '创建时间', kind: 'datetime', search: 'range', sort: true },
    { key: 'status', title: '状态', kind: 'dict', dictCode: 'user_status', search: 'eq', sort: true },
    { key: 'flag', title: '启用', kind: 'switch', filter: true },
    { key: 'tags', title: '标签', kind: 'dictMulti', filter: true },
    { key: 'group', title: '分组', kind: 'text', filter: true, sort: true },
    { key: 'note', title: '备注', kind: 'textarea' },
    { key: 'tenantId', title: '租户', kind: 'tenant', filter: true },
    { key: 'delFlag', title: '删除标记', kind: 'integer' },
    // Secrets: the flags below must not matter.
    {
      key: 'password',
      title: '密码',
      kind: 'password',
      secret: true,
      search: 'like',
      sort: true,
      filter: true,
    },
    { key: 'salt', title: '盐', kind: 'text', secret: true, filter: true, sort: true },
  ],
};

export type ItemRow = Row & { id: string };

export const ROWS: Array<Record<string, unknown>> = [
  // prettier-ignore
  { id: 'i01', name: 'Alpha', code: 'A-1', qty: 1, price: '1.50', birthday: '1990-01-01', create_time: '2024-01-01 00:00:00+08', status: 1, flag: 'Y', tags: ',a,b,', group: 'g1', note: 'n-one', tenant_id: 1, password: 'pa', salt: 's1' },
  // prettier-ignore
  { id: 'i02', name: 'alpha beta', code: 'A-2', qty: 2, price: '2.00', birthday: '1990-06-15', create_time: '2024-01-01 23:59:59.5+08', status: 1, flag: 'N', tags: ',b,', group: 'g1', note: 'n-two', tenant_id: 1, password: 'xx', salt: 's2' },
  // prettier-ignore
  { id: 'i03', name: 'Beta', code: 'B_1', qty: 3, price: '10.25', birthday: '2000-02-29', create_time: '2024-01-02 00:00:00+08', status: 2, flag: 'Y', tags: ',c,', group: 'g2', note: null, tenant_id: 2, password: 'aa', salt: 's3' },
  // prettier-ignore
  { id: 'i04', name: '50% off', code: 'C%1', qty: 10, price: '99.99', birthday: null, create_time: '2024-02-15 10:30:00+08', status: 1, flag: 'Y', tags: null, group: 'g2', note: null, tenant_id: 2, password: 'ab', salt: 's4' },
  // prettier-ignore
  { id: 'i05', name: 'under_score', code: 'D\\1', qty: 20, price: '0', birthday: '2010-12-31', create_time: '2024-02-15 10:30:00.123456+08', status: 2, flag: 'N', tags: ',a,', group: null, note: null, tenant_id: 1, password: 'ba', salt: 's5' },
  // prettier-ignore
  { id: 'i06', name: 'Gamma', code: 'E,1', qty: null, price: null, birthday: null, create_time: '2024-03-01 08:00:00+08', status: null, flag: null, tags: null, group: 'g3', note: null, tenant_id: 1, password: 'a', salt: 's6' },
  // prettier-ignore
  { id: 'i07', name: "O'Brien", code: 'F-1', qty: 5, price: '5', birthday: '1985-05-05', create_time: '2024-03-02 08:00:00+08', status: 1, flag: 'Y', tags: null, group: 'g3', note: null, tenant_id: 2, password: 'a', salt: 's7' },
  // prettier-ignore
  { id: 'i08', name: '张三', code: '中文', qty: 5, price: '5.5', birthday: '1995-09-09', create_time: '2024-03-03 08:00:00+08', status: 1, flag: 'Y', tags: null, group: 'g3', note: null, tenant_id: 1, password: 'a', salt: 's8' },
  // prettier-ignore
  { id: 'i09', name: 'underXscore', code: 'D1', qty: 7, price: '7', birthday: null, create_time: '2024-03-04 08:00:00+08', status: 1, flag: 'Y', tags: null, group: 'g3', note: null, tenant_id: 1, password: 'a', salt: 's9' },
  // prettier-ignore
  { id: 'i10', name: '500 off', code: 'G-1', qty: 8, price: '8', birthday: null, create_time: '2024-03-05 08:00:00+08', status: 1, flag: 'Y', tags: null, group: 'g3', note: null, tenant_id: 1, password: 'a', salt: 's10' },
  // Logically deleted: never listed (fixed condition).
  // prettier-ignore
  { id: 'i99', name: 'Alpha deleted', code: 'A-1', qty: 1, price: '1', birthday: null, create_time: '2024-01-01 00:00:00+08', status: 1, flag: 'Y', tags: ',a,', group: 'g1', note: null, tenant_id: 1, password: 'pa', salt: 's1', del_flag: 1 },
];
export const LIVE = ROWS.filter((r) => r.del_flag !== 1).map((r) => r.id as string);

export async function createItemTable(db: Db): Promise<void> {
  await db.exec(`
    CREATE TABLE lq_item (
      id varchar(32) PRIMARY KEY, name varchar(100), code varchar(50), qty integer, price numeric(10,2),
      birthday date, create_time timestamptz, status smallint, flag varchar(1), tags varchar(200),
      "group" varchar(20), note text, tenant_id integer, password varchar(100), salt varchar(20),
      del_flag smallint NOT NULL DEFAULT 0
    )`);
  for (const r of ROWS) {
    await db.query(
      `INSERT INTO lq_item (id, name, code, qty, price, birthday, create_time, status, flag, tags, "group", note,
         tenant_id, password, salt, del_flag)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16)`,
      [
        r.id,
        r.name,
        r.code,
        r.qty,
        r.price,
        r.birthday,
        r.create_time,
        r.status,
        r.flag,
        r.tags,
        r.group,
        r.note,
        r.tenant_id,
        r.password,
        r.salt,
        r.del_flag ?? 0,
      ],
    );
  }
}
