import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { renderTemplate } from '../../server/modules/message-template/substitute';
import { call, login } from './support/helpers';
import { ensureTenant, roleWith, signedInUser } from './support/identity-fixtures';
import { recordPushes, type RecordingPush } from './support/recording-push';
import { createTestApp, type TestApp } from './support/test-app';

/** 消息模板: CRUD, plain `${name}` substitution, sendMsg as a system message; permissions and tenants. */

const BASE = '/sys/message/sysMessageTemplate';
let t: TestApp;
let push: RecordingPush;
let admin: string;
let reader: { id: string; token: string };
let plain: { id: string; token: string };
let t2: { id: string; token: string };

interface TemplateJson {
  id: string;
  templateCode: string;
  templateName: string;
  templateType: string;
  templateType_dictText: string | null;
  templateContent: string;
}

beforeAll(async () => {
  t = await createTestApp();
  push = recordPushes(t);
  admin = await login(t.app);
  await ensureTenant(t, 2000);
  reader = await signedInUser(t, 'tplreader');
  plain = await signedInUser(t, 'tplplain');
  t2 = await signedInUser(t, 'tpl2admin', {
    roleId: await roleWith(t, 'tpl2_role', Object.values(PERM.messageTemplate), 2000),
    tenants: '2000',
  });
});
afterAll(() => t.close());
beforeEach(() => push.clear());

const add = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `${BASE}/add`, { token, body });

async function idOf(code: string, tenant = 1000): Promise<string> {
  const rows = await t.db.query<{ id: string }>(
    'SELECT id FROM sys_sms_template WHERE template_code = $1 AND tenant_id = $2',
    [code, tenant],
  );
  if (!rows[0]) throw new Error(`no template ${code}`);
  return rows[0].id;
}

describe('renderTemplate', () => {
  it('substitutes by plain replacement: no expression is ever evaluated', () => {
    expect(renderTemplate('你好 ${name}，${name}! ${missing}', { name: '张三' }, false)).toBe(
      '你好 张三，张三! ${missing}',
    );
    expect(renderTemplate('${a}', { a: '${b}', b: 'X' }, false)).toBe('${b}');
    expect(renderTemplate('${constructor} ${7*7} ${n}', { n: 3 }, false)).toBe('${constructor} ${7*7} 3');
  });

  it('escapes values in HTML templates and the whole text of text templates', () => {
    expect(renderTemplate('<p>${v}</p>', { v: '<img src=x onerror=alert(1)>' }, true)).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    );
    expect(renderTemplate('a<b>\n${v}', { v: '&' }, false)).toBe('a&lt;b&gt;<br>&amp;');
  });
});

describe('message templates', () => {
  it('adds, with the HTML content sanitised and the type translated', async () => {
    const res = await add(admin, {
      templateCode: 'job_done',
      templateName: '任务<b>完成</b>',
      templateType: '2',
      templateContent: '<p onclick="x()">任务 ${job} 已完成</p><script>alert(1)</script>',
      templateTestJson: '{"job":"日结"}',
    });
    expect(res.body).toMatchObject({ success: true, message: '添加成功！' });
    const list = await call<{ records: TemplateJson[]; total: number }>(t.app, 'GET', `${BASE}/list`, {
      token: admin,
      query: { templateCode: '*job*' },
    });
    expect(list.body.result.total).toBe(1);
    expect(list.body.result.records[0]).toMatchObject({
      templateName: '任务完成',
      templateType_dictText: '富文本',
      templateContent: '<p>任务 ${job} 已完成</p>',
    });
  });

  it('refuses bad input and duplicates with Chinese messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ templateName: 'a', templateType: '1', templateContent: 'x' }, '请输入模板CODE!'],
      [
        { templateCode: 'a b', templateName: 'a', templateType: '1', templateContent: 'x' },
        '模板CODE只允许字母、数字、下划线和短横线',
      ],
      [
        { templateCode: 'x1', templateName: 'a', templateType: '9', templateContent: 'x' },
        '模板类型的值不正确',
      ],
      [
        {
          templateCode: 'x1',
          templateName: 'a',
          templateType: '1',
          templateContent: 'x',
          templateTestJson: '[1]',
        },
        '测试数据必须是JSON对象格式',
      ],
      [
        { templateCode: 'job_done', templateName: 'a', templateType: '1', templateContent: 'x' },
        '模板CODE已存在',
      ],
    ];
    for (const [body, message] of cases)
      expect((await add(admin, body)).body, JSON.stringify(body)).toMatchObject({ success: false, message });
    expect(await t.db.query('SELECT id FROM sys_sms_template')).toHaveLength(1);
  });

  it('queryById and edit (switching to HTML sanitises stored content)', async () => {
    expect(
      (
        await add(admin, {
          templateCode: 'plain1',
          templateName: '文本',
          templateType: '1',
          templateContent: '<i onmouseover=x>hi</i> ${who}',
        })
      ).body.success,
    ).toBe(true);
    const id = await idOf('plain1');
    const one = await call<TemplateJson>(t.app, 'GET', `${BASE}/queryById`, { token: admin, query: { id } });
    expect(one.body.result).toMatchObject({
      templateContent: '<i onmouseover=x>hi</i> ${who}',
      templateType: '1',
    });
    const edit = await call(t.app, 'PUT', `${BASE}/edit`, { token: admin, body: { id, templateType: '2' } });
    expect(edit.body).toMatchObject({ success: true, message: '修改成功!' });
    const again = await call<TemplateJson>(t.app, 'GET', `${BASE}/queryById`, {
      token: admin,
      query: { id },
    });
    expect(again.body.result).toMatchObject({ templateContent: '<i>hi</i> ${who}', templateType: '2' });
  });

  it('sendMsg creates a system message for the receivers and pushes it', async () => {
    const res = await call(t.app, 'POST', `${BASE}/sendMsg`, {
      token: admin,
      body: {
        templateCode: 'job_done',
        testData: '{"job":"<script>alert(1)</script>日结"}',
        receiver: `${reader.id},${plain.id}`,
      },
    });
    expect(res.body).toMatchObject({ success: true, message: '消息发送成功！' });
    const [row] = await t.db.query<Record<string, unknown>>(
      "SELECT * FROM sys_announcement WHERE titile = '任务完成' ORDER BY create_time DESC LIMIT 1",
    );
    expect(row).toMatchObject({
      msg_content: '<p>任务 &lt;script&gt;alert(1)&lt;/script&gt;日结 已完成</p>',
      msg_category: '2',
      msg_type: 'USER',
      send_status: '1',
      sender: 'admin',
      tenant_id: 1000,
    });
    expect(push.calls).toEqual([
      {
        kind: 'users',
        userIds: [reader.id, plain.id],
        message: { cmd: 'user', msgId: row!.id, msgTxt: '任务完成' },
      },
    ]);
    const bell = await call<{ sysMsgTotal: number }>(t.app, 'GET', '/sys/annountCement/listByUser', {
      token: reader.token,
    });
    expect(bell.body.result.sysMsgTotal).toBe(1);
  });

  it('sendMsg refuses unknown templates, bad JSON and foreign receivers', async () => {
    const send = (body: Record<string, unknown>, token = admin) =>
      call(t.app, 'POST', `${BASE}/sendMsg`, { token, body });
    expect((await send({ templateCode: 'nope', receiver: reader.id })).body.message).toBe('消息模板不存在');
    expect(
      (await send({ templateCode: 'job_done', testData: '{bad', receiver: reader.id })).body.message,
    ).toBe('测试数据必须是JSON对象格式');
    expect((await send({ templateCode: 'job_done', receiver: t2.id })).body.message).toBe(
      '消息接收方包含不存在的用户',
    );
    // Another tenant cannot use tenant 1000's template.
    expect((await send({ templateCode: 'job_done', receiver: t2.id }, t2.token)).body.message).toBe(
      '消息模板不存在',
    );
    expect(push.calls).toHaveLength(0);
  });

  it('permissions and tenant isolation', async () => {
    for (const [method, path] of [
      ['GET', `${BASE}/list`],
      ['POST', `${BASE}/add`],
      ['PUT', `${BASE}/edit`],
      ['DELETE', `${BASE}/delete`],
      ['DELETE', `${BASE}/deleteBatch`],
      ['GET', `${BASE}/queryById`],
      ['POST', `${BASE}/sendMsg`],
    ] as const) {
      const res = await call(t.app, method, path, {
        token: plain.token,
        ...(method === 'POST' || method === 'PUT' ? { body: {} } : {}),
      });
      expect(res.status, path).toBe(403);
    }
    const id = await idOf('job_done');
    expect(
      (await call<{ total: number }>(t.app, 'GET', `${BASE}/list`, { token: t2.token })).body.result.total,
    ).toBe(0);
    for (const res of [
      await call(t.app, 'GET', `${BASE}/queryById`, { token: t2.token, query: { id } }),
      await call(t.app, 'PUT', `${BASE}/edit`, { token: t2.token, body: { id, templateName: 'x' } }),
    ])
      expect(res.body).toMatchObject({ success: false, message: '未找到对应实体' });
    expect(
      (await call(t.app, 'DELETE', `${BASE}/delete`, { token: t2.token, query: { id } })).body.success,
    ).toBe(false);
    // The same code is free in another tenant.
    expect(
      (
        await add(t2.token, {
          templateCode: 'job_done',
          templateName: 'b',
          templateType: '1',
          templateContent: 'x',
        })
      ).body.success,
    ).toBe(true);
  });

  it('delete and deleteBatch remove only the tenant’s rows', async () => {
    const a = await idOf('job_done');
    const b = await idOf('plain1');
    expect(
      (await call(t.app, 'DELETE', `${BASE}/delete`, { token: admin, query: { id: a } })).body,
    ).toMatchObject({ success: true, message: '删除成功!' });
    expect(
      (await call(t.app, 'DELETE', `${BASE}/deleteBatch`, { token: admin, query: { ids: b } })).body.success,
    ).toBe(true);
    const left = await t.db.query<{ tenant_id: number }>('SELECT tenant_id FROM sys_sms_template');
    expect(left).toEqual([{ tenant_id: 2000 }]);
  });
});
