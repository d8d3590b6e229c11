import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendSystemMessage } from '../../server/modules/announcement/system-message';
import { call, createUser, login } from './support/helpers';
import { signedInUser } from './support/identity-fixtures';
import { announcementCalls, notifyWorld, type NotifyWorld, type SendModel } from './support/notify-world';
import type { RecordingPush } from './support/recording-push';
import type { TestApp } from './support/test-app';

/** Release with pushes, the reader's bell (listByUser side effect), reading, 我的消息, system messages. */

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
const bell = (token: string, pageSize?: string) => api.bell(token, pageSize);
const release = (token: string, id: string) => api.release(token, id);
const sendRows = (anntId: string) => api.sendRows(anntId);

async function setUp() {
  w = await notifyWorld();
  ({ t, push, admin, reader, reader2, plain, t2 } = w);
  api = announcementCalls(t);
}

beforeAll(async () => {
  await setUp();
  // A tenant ALL notice and a USER system message to reader and plain, reader's already read.
  await add(admin, {
    titile: '停电通知',
    msgContent: '<p>明天停电</p>',
    msgCategory: '1',
    priority: 'H',
    msgType: 'ALL',
  });
  await add(admin, {
    titile: '指定通知',
    msgContent: '<p>x</p>',
    msgCategory: '2',
    priority: 'M',
    msgType: 'USER',
    userIds: `${reader.id},${plain.id}`,
    openType: 'component',
    openPage: 'modules/bpm/TaskDetail',
    busId: 'b1',
  });
  await t.db.query("UPDATE sys_announcement_send SET read_flag = '1' WHERE user_id = $1", [reader.id]);
});
afterAll(() => t.close());
beforeEach(() => push.clear());

describe('release, the bell and reading', () => {
  it('releasing a tenant ALL notice pushes topic to that tenant only', async () => {
    const id = await idOf('停电通知');
    const res = await release(admin, id);
    expect(res.body).toMatchObject({ success: true, code: 200, message: '该系统通知发布成功' });
    const [row] = await t.db.query<{ send_status: string; sender: string; send_time: Date | null }>(
      'SELECT send_status, sender, send_time FROM sys_announcement WHERE id = $1',
      [id],
    );
    expect(row).toMatchObject({ send_status: '1', sender: 'admin' });
    expect(row?.send_time).not.toBeNull();
    expect(push.calls).toHaveLength(1);
    const call0 = push.calls[0]!;
    expect(call0.message).toEqual({ cmd: 'topic', msgId: id, msgTxt: '停电通知' });
    expect(call0.kind).toBe('users');
    if (call0.kind === 'users') {
      expect(call0.userIds).toEqual(expect.arrayContaining([reader.id, reader2.id, plain.id]));
      expect(call0.userIds).not.toContain(t2.id);
    }
  });

  it('releasing a USER announcement pushes user to its targets', async () => {
    const id = await idOf('指定通知');
    await release(admin, id);
    expect(push.calls).toEqual([
      {
        kind: 'users',
        userIds: [reader.id, plain.id],
        message: { cmd: 'user', msgId: id, msgTxt: '指定通知' },
      },
    ]);
  });

  it('a platform-wide ALL notice (no tenant) is broadcast', async () => {
    await createUser(t, { username: 'ntsuper', password: 'Ident@2025x', roleCode: 'admin', tenants: null });
    const superToken = await login(t.app, 'ntsuper', 'Ident@2025x');
    expect(
      (await add(superToken, { titile: '平台公告', msgContent: 'x', msgCategory: '1', msgType: 'ALL' })).body
        .success,
    ).toBe(true);
    const id = await idOf('平台公告');
    await release(superToken, id);
    expect(push.calls).toEqual([{ kind: 'all', message: { cmd: 'topic', msgId: id, msgTxt: '平台公告' } }]);
  });

  it('listByUser creates the ALL rows once and counts unread per category', async () => {
    const noticeId = await idOf('停电通知');
    const platformId = await idOf('平台公告');
    expect(await sendRows(noticeId)).toHaveLength(0);
    const first = await bell(reader.token);
    expect(first.anntMsgTotal).toBe(2); // 停电通知 + 平台公告
    expect(first.anntMsgList.map((a) => a.id).sort()).toEqual([noticeId, platformId].sort());
    expect(first.sysMsgTotal).toBe(0); // 指定通知 was already read by reader
    expect(first.anntMsgList[0]).toMatchObject({ readFlag: '0' });
    await bell(reader.token);
    expect((await sendRows(noticeId)).filter((r) => r.user_id === reader.id)).toHaveLength(1);

    const forPlain = await bell(plain.token);
    expect(forPlain).toMatchObject({ anntMsgTotal: 2, sysMsgTotal: 1 });
    expect(forPlain.sysMsgList[0]).toMatchObject({ titile: '指定通知', priority: 'M', busId: 'b1' });

    // pageSize limits the list, not the total.
    expect((await bell(plain.token, '1')).anntMsgList).toHaveLength(1);

    // The other tenant's user never receives tenant 1000's notice (but does get the platform one).
    const other = await bell(t2.token);
    expect(other.anntMsgList.map((a) => a.id)).toEqual([platformId]);
  });

  it('a user created after an ALL notice ended does not get it', async () => {
    const platformId = await idOf('平台公告');
    await t.db.query("UPDATE sys_announcement SET end_time = now() - interval '1 day' WHERE id = $1", [
      platformId,
    ]);
    const late = await signedInUser(t, 'ntlate');
    const result = await bell(late.token);
    expect(result.anntMsgList.map((a) => a.titile)).toEqual(['停电通知']);
    await t.db.query('UPDATE sys_announcement SET end_time = NULL WHERE id = $1', [platformId]);
  });

  it('editByAnntIdAndUserId marks only the caller’s row read', async () => {
    const id = await idOf('停电通知');
    await bell(reader2.token);
    const res = await call(t.app, 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', {
      token: reader.token,
      body: { anntId: id, userId: reader2.id }, // another user's id is ignored
    });
    expect(res.body).toMatchObject({ success: true, code: 0 });
    const rows = await sendRows(id);
    expect(rows.find((r) => r.user_id === reader.id)?.read_flag).toBe('1');
    expect(rows.find((r) => r.user_id === reader2.id)?.read_flag).toBe('0');
    expect((await bell(reader.token)).anntMsgTotal).toBe(1);
  });

  it('getMyAnnouncementSend pages the caller’s rows, unread first, with filters; getOne reads one', async () => {
    const all = await call<{ records: SendModel[]; total: number }>(
      t.app,
      'GET',
      '/sys/sysAnnouncementSend/getMyAnnouncementSend',
      { token: reader.token, query: { pageNo: '1', pageSize: '10' } },
    );
    expect(all.body.result.total).toBe(3);
    expect(all.body.result.records.map((r) => r.readFlag)).toEqual(['0', '1', '1']);
    expect(all.body.result.records[0]).toMatchObject({ titile: '平台公告', pageNo: null, bizSource: null });
    const unread = await call<{ records: SendModel[]; total: number }>(
      t.app,
      'GET',
      '/sys/sysAnnouncementSend/getMyAnnouncementSend',
      { token: reader.token, query: { readFlag: '1', titile: '停电' } },
    );
    expect(unread.body.result.records.map((r) => r.titile)).toEqual(['停电通知']);
    const sendId = all.body.result.records[0]!.id;
    const one = await call<SendModel>(t.app, 'GET', '/sys/sysAnnouncementSend/getOne', {
      token: reader.token,
      query: { sendId },
    });
    expect(one.body.result).toMatchObject({ id: sendId, titile: '平台公告' });
    const foreign = await call(t.app, 'GET', '/sys/sysAnnouncementSend/getOne', {
      token: reader2.token,
      query: { sendId },
    });
    expect(foreign.body).toMatchObject({ success: false, message: '未找到对应实体' });
  });

  it('readAll reads everything of the caller and refreshes the caller’s own sockets', async () => {
    const res = await call(t.app, 'PUT', '/sys/sysAnnouncementSend/readAll', { token: reader2.token });
    expect(res.body).toMatchObject({ success: true, message: '全部已读' });
    expect(await bell(reader2.token)).toMatchObject({ anntMsgTotal: 0, sysMsgTotal: 0 });
    expect(push.calls).toEqual([{ kind: 'users', userIds: [reader2.id], message: { cmd: 'topic' } }]);
    expect((await bell(plain.token)).anntMsgTotal).toBe(2);
  });

  it('revoking takes the notice out of every bell', async () => {
    const id = await idOf('停电通知');
    const res = await call(t.app, 'GET', '/sys/annountCement/doReovkeData', { token: admin, query: { id } });
    expect(res.body).toMatchObject({ success: true, message: '该系统通知撤销成功' });
    const [row] = await t.db.query<{ send_status: string; cancel_time: Date | null }>(
      'SELECT send_status, cancel_time FROM sys_announcement WHERE id = $1',
      [id],
    );
    expect(row?.send_status).toBe('2');
    expect(row?.cancel_time).not.toBeNull();
    expect((await bell(plain.token)).anntMsgTotal).toBe(1);
  });

  it('sendSystemMessage inserts a published system message, send rows and a user push', async () => {
    const id = await sendSystemMessage(t.app.deps, {
      toUserIds: [reader.id],
      title: '定时任务<b>完成</b>',
      content: '<p>结果<img src=x onerror=alert(1)></p>',
      busType: 'job',
      openType: 'url',
      openPage: '/isystem/log',
      priority: 'H',
    });
    const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM sys_announcement WHERE id = $1', [
      id,
    ]);
    expect(row).toMatchObject({
      titile: '定时任务完成',
      msg_content: '<p>结果<img src="x" /></p>',
      msg_category: '2',
      msg_type: 'USER',
      send_status: '1',
      sender: 'system',
      user_ids: `${reader.id},`,
    });
    expect(push.calls).toEqual([
      { kind: 'users', userIds: [reader.id], message: { cmd: 'user', msgId: id, msgTxt: '定时任务完成' } },
    ]);
    const b = await bell(reader.token);
    expect(b.sysMsgTotal).toBe(1);
    expect(b.sysMsgList[0]).toMatchObject({ id, openType: 'url', openPage: '/isystem/log' });
    await expect(
      sendSystemMessage(t.app.deps, {
        toUserIds: [reader.id],
        title: 'x',
        content: 'y',
        openType: 'url',
        openPage: 'javascript:x',
      }),
    ).rejects.toThrow('打开页面必须是站内路径或 http(s) 地址');
  });

  it('deleting a released message takes it out of the bell', async () => {
    expect((await bell(plain.token)).sysMsgTotal).toBe(1);
    const id = await idOf('指定通知');
    await call(t.app, 'DELETE', '/sys/annountCement/delete', { token: admin, query: { id } });
    expect((await bell(plain.token)).sysMsgTotal).toBe(0);
  });
});
