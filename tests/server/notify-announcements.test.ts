import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { ADMIN_PATHS } from '../../src/shared/domain/routes/admin-paths';
import { call } from './support/helpers';
import { grantMenuWithRule, roleWith, signedInUser } from './support/identity-fixtures';
import { announcementCalls, notifyWorld, type Annt, type NotifyWorld } from './support/notify-world';
import type { RecordingPush } from './support/recording-push';
import type { TestApp } from './support/test-app';

/** 系统通告 admin: CRUD with sanitising, validation, permissions, tenant isolation, logical delete. */

let w: NotifyWorld;
let t: TestApp;
let push: RecordingPush;
let admin: string;
let reader: NotifyWorld['reader'];
let reader2: NotifyWorld['reader'];
let plain: NotifyWorld['reader'];
let t2: NotifyWorld['reader'];
let api: ReturnType<typeof announcementCalls>;
const add = (token: string, body: Record<string, unknown>) => api.add(token, body);
const idOf = (title: string) => api.idOf(title);
const release = (token: string, id: string) => api.release(token, id);
const sendRows = (anntId: string) => api.sendRows(anntId);

async function setUp() {
  w = await notifyWorld();
  ({ t, push, admin, reader, reader2, plain, t2 } = w);
  api = announcementCalls(t);
}

beforeAll(setUp);
afterAll(() => t.close());
beforeEach(() => push.clear());

describe('admin CRUD', () => {
  it('adds a draft with the title stripped and the content sanitised', async () => {
    const res = await add(admin, {
      titile: '<b>停电</b>通知<img src=x onerror=alert(1)>',
      msgContent:
        '<p onclick="alert(1)">明天<script>alert(1)</script>停电</p><a href="javascript:alert(1)">x</a>',
      msgCategory: '1',
      priority: 'H',
      msgType: 'ALL',
      sendStatus: '1',
      delFlag: '1',
      msgAbstract: '<b>明天</b>停电<script>x</script>',
    });
    expect(res.body).toMatchObject({ success: true, message: '添加成功！' });
    const [row] = await t.db.query<Record<string, unknown>>(
      "SELECT * FROM sys_announcement WHERE titile = '停电通知'",
    );
    expect(row).toMatchObject({
      msg_content: '<p>明天停电</p><a>x</a>',
      msg_abstract: '明天停电',
      send_status: '0',
      del_flag: '0',
      msg_category: '1',
      priority: 'H',
      msg_type: 'ALL',
      tenant_id: 1000,
      create_by: 'admin',
    });
  });

  it('lists with _dictText, filters by allowlisted fields, and hides deleted rows', async () => {
    const res = await call<{ records: Annt[]; total: number }>(t.app, 'GET', '/sys/annountCement/list', {
      token: admin,
      query: { titile: '*停电*' },
    });
    expect(res.body.success).toBe(true);
    expect(res.body.result.total).toBe(1);
    expect(res.body.result.records[0]).toMatchObject({
      titile: '停电通知',
      priority_dictText: '高',
      msgCategory_dictText: '通知公告',
      msgType_dictText: '全体用户',
      sendStatus_dictText: '未发布',
    });
    // A non-allowlisted key is no filter and never widens the tenant.
    const widened = await call<{ total: number }>(t.app, 'GET', '/sys/annountCement/list', {
      token: admin,
      query: { tenantId: '2000', tenant_id: '2000' },
    });
    expect(widened.body.result.total).toBe(1);
  });

  it('queryById answers code 0; a missing id is 未找到对应实体', async () => {
    const id = await idOf('停电通知');
    const res = await call<Annt>(t.app, 'GET', '/sys/annountCement/queryById', {
      token: admin,
      query: { id },
    });
    expect(res.body).toMatchObject({ success: true, code: 0, result: { id, titile: '停电通知' } });
    const missing = await call(t.app, 'GET', '/sys/annountCement/queryById', {
      token: admin,
      query: { id: 'nope' },
    });
    expect(missing.body).toMatchObject({ success: false, message: '未找到对应实体' });
  });

  it('a USER announcement gets one unread send row per target, user_ids with a trailing comma', async () => {
    const res = await add(admin, {
      titile: '指定通知',
      msgContent: '<p>x</p>',
      msgCategory: '2',
      priority: 'M',
      msgType: 'USER',
      userIds: `${reader.id},${reader2.id}`,
      openType: 'component',
      openPage: 'modules/bpm/TaskDetail',
      busId: 'b1',
    });
    expect(res.body.message).toBe('添加成功！');
    const id = await idOf('指定通知');
    const [row] = await t.db.query<{ user_ids: string }>(
      'SELECT user_ids FROM sys_announcement WHERE id = $1',
      [id],
    );
    expect(row?.user_ids).toBe(`${reader.id},${reader2.id},`);
    expect((await sendRows(id)).map((r) => r.read_flag)).toEqual(['0', '0']);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const before = await t.db.query('SELECT id FROM sys_announcement');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ titile: '', msgContent: 'x' }, '请输入标题!'],
      [{ titile: '<script>x</script>', msgContent: 'x' }, '请输入标题!'],
      [{ titile: 'a', msgContent: 'x', msgType: 'USER' }, '指定用户时请选择用户!'],
      [{ titile: 'a', msgContent: 'x', msgType: 'USER', userIds: 'ghost' }, '指定用户不存在或不属于当前租户'],
      [{ titile: 'a', msgContent: 'x', msgType: 'USER', userIds: t2.id }, '指定用户不存在或不属于当前租户'],
      [
        { titile: 'a', msgContent: 'x', openType: 'url', openPage: 'javascript:alert(1)' },
        '打开页面必须是站内路径或 http(s) 地址',
      ],
      [
        { titile: 'a', msgContent: 'x', openType: 'url', openPage: '//evil.example' },
        '打开页面必须是站内路径或 http(s) 地址',
      ],
      [
        { titile: 'a', msgContent: 'x', openType: 'component', openPage: 'javascript:alert(1)' },
        '打开页面必须是站内路径或 http(s) 地址',
      ],
      [{ titile: 'a', msgContent: 'x', openType: 'script' }, '打开方式只能是 url 或 component'],
      [{ titile: 'a', msgContent: 'x', priority: 'X' }, '优先级的值不正确'],
      [
        { titile: 'a', msgContent: 'x', startTime: '2026-01-02 00:00:00', endTime: '2026-01-01 00:00:00' },
        '结束时间不能早于开始时间',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await add(admin, body);
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, message });
    }
    expect(await t.db.query('SELECT id FROM sys_announcement')).toHaveLength(before.length);
  });

  it('edit sanitises again and re-syncs USER targets, keeping read state', async () => {
    const id = await idOf('指定通知');
    await t.db.query("UPDATE sys_announcement_send SET read_flag = '1' WHERE annt_id = $1 AND user_id = $2", [
      id,
      reader.id,
    ]);
    const res = await call(t.app, 'PUT', '/sys/annountCement/edit', {
      token: admin,
      body: {
        id,
        msgContent: '<svg onload=alert(1)><p>新内容</p></svg>',
        userIds: `${reader.id},${plain.id}`,
      },
    });
    expect(res.body).toMatchObject({ success: true, message: '修改成功!' });
    const [row] = await t.db.query<{ msg_content: string; titile: string }>(
      'SELECT msg_content, titile FROM sys_announcement WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ msg_content: '<p>新内容</p>', titile: '指定通知' });
    const rows = await sendRows(id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.user_id === reader.id)?.read_flag).toBe('1');
    expect(rows.find((r) => r.user_id === plain.id)?.read_flag).toBe('0');
    expect(rows.some((r) => r.user_id === reader2.id)).toBe(false);
  });

  it('the 系统通告 menu data rules bound the list and by-id reads', async () => {
    const role = await roleWith(t, 'nt_high_only', [PERM.announcement.list, PERM.announcement.delete]);
    await grantMenuWithRule(t, role, ADMIN_PATHS.announcement, {
      column: 'priority',
      condition: '=',
      value: 'H',
    });
    const ruled = await signedInUser(t, 'ntruled', { roleId: role });
    const list = await call<{ records: Annt[] }>(t.app, 'GET', '/sys/annountCement/list', {
      token: ruled.token,
    });
    expect(list.body.result.records.map((r) => r.titile)).toEqual(['停电通知']);
    const hidden = await idOf('指定通知');
    const read = await call(t.app, 'GET', '/sys/annountCement/queryById', {
      token: ruled.token,
      query: { id: hidden },
    });
    expect(read.body).toMatchObject({ success: false, message: '未找到对应实体' });
    const del = await call(t.app, 'DELETE', '/sys/annountCement/delete', {
      token: ruled.token,
      query: { id: hidden },
    });
    expect(del.body.success).toBe(false);
  });

  it('needs the permission codes', async () => {
    for (const [method, path] of [
      ['GET', '/sys/annountCement/list'],
      ['POST', '/sys/annountCement/add'],
      ['PUT', '/sys/annountCement/edit'],
      ['DELETE', '/sys/annountCement/delete?id=x'],
      ['DELETE', '/sys/annountCement/deleteBatch?ids=x'],
      ['GET', '/sys/annountCement/queryById?id=x'],
      ['GET', '/sys/annountCement/doReleaseData?id=x'],
      ['GET', '/sys/annountCement/doReovkeData?id=x'],
    ] as const) {
      const [p, q] = path.split('?');
      const query = q ? Object.fromEntries(new URLSearchParams(q)) : undefined;
      const res = await call(t.app, method, p!, {
        token: plain.token,
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
        query,
      });
      expect(res.status, path).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 510 });
    }
    const anon = await call(t.app, 'GET', '/sys/annountCement/listByUser');
    expect(anon.status).toBe(401);
  });
});

describe('tenant isolation and delete', () => {
  it('another tenant cannot see, read, release, edit or delete tenant 1000 announcements', async () => {
    const id = await idOf('指定通知');
    const list = await call<{ total: number }>(t.app, 'GET', '/sys/annountCement/list', { token: t2.token });
    expect(list.body.result.total).toBe(0);
    for (const res of [
      await call(t.app, 'GET', '/sys/annountCement/queryById', { token: t2.token, query: { id } }),
      await release(t2.token, id),
      await call(t.app, 'GET', '/sys/annountCement/doReovkeData', { token: t2.token, query: { id } }),
      await call(t.app, 'PUT', '/sys/annountCement/edit', {
        token: t2.token,
        body: { id, titile: 'hacked' },
      }),
      await call(t.app, 'DELETE', '/sys/annountCement/delete', { token: t2.token, query: { id } }),
    ])
      expect(res.body).toMatchObject({ success: false, message: '未找到对应实体' });
    const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM sys_announcement WHERE id = $1', [
      id,
    ]);
    expect(row).toMatchObject({ titile: '指定通知', del_flag: '0', send_status: '0' });
    expect(push.calls).toHaveLength(0);
  });

  it('delete and deleteBatch are logical; deleted rows leave the list', async () => {
    const a = await idOf('指定通知');
    const b = await idOf('停电通知');
    const one = await call(t.app, 'DELETE', '/sys/annountCement/delete', { token: admin, query: { id: a } });
    expect(one.body).toMatchObject({ success: true, message: '删除成功!' });
    const batch = await call(t.app, 'DELETE', '/sys/annountCement/deleteBatch', {
      token: admin,
      query: { ids: `${b},${a}` },
    });
    expect(batch.body).toMatchObject({ success: false, message: '未找到对应实体' }); // a is already gone
    const ok2 = await call(t.app, 'DELETE', '/sys/annountCement/deleteBatch', {
      token: admin,
      query: { ids: b },
    });
    expect(ok2.body.success).toBe(true);
    const rows = await t.db.query<{ del_flag: string }>(
      'SELECT del_flag FROM sys_announcement WHERE id = ANY($1::varchar[])',
      [[a, b]],
    );
    expect(rows.map((r) => r.del_flag)).toEqual(['1', '1']);
    const list = await call<{ total: number }>(t.app, 'GET', '/sys/annountCement/list', { token: admin });
    expect(list.body.result.total).toBe(0);
  });
});
