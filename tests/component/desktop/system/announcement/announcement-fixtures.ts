import type { AnnouncementRecord } from '../../../../../src/shared/api/sys/announcement-admin-api';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import type { FakeServer } from '../../../shared/fake-server';
import { ok } from '../../../shared/fake-server';
import { multiUsers, userPage } from '../../../shared/picker-fixtures';
import { paramsOf } from '../../../shared/user-admin-fixtures';

/** The announcement dictionaries in the login cache (CONTRACT §4.4 seed values). */
export function seedAnnouncementDicts(): void {
  const item = (value: string, text: string) => ({ value, text, title: text, label: text });
  localStore.set(STORAGE_KEYS.DICT_ALL, {
    priority: [item('L', '低'), item('M', '中'), item('H', '高')],
    msg_category: [item('1', '通知公告'), item('2', '系统消息')],
    msg_type: [item('USER', '指定用户'), item('ALL', '全体用户')],
    send_status: [item('0', '未发布'), item('1', '已发布'), item('2', '已撤销')],
    sex: [item('1', '男'), item('2', '女')],
  });
}

export const DRAFT: AnnouncementRecord = {
  id: 'a1',
  titile: '停电检修通知',
  msgContent: '<p>周六停电</p>',
  priority: 'H',
  msgCategory: '1',
  msgCategory_dictText: '通知公告',
  msgType: 'USER',
  msgType_dictText: '指定用户',
  userIds: 'u01,u02,',
  sendStatus: '0',
  sendStatus_dictText: '未发布',
  sender: null,
  createTime: '2026-11-20 08:00:00',
};

export const PUBLISHED: AnnouncementRecord = {
  id: 'a2',
  titile: '系统升级公告',
  msgContent: '<p>今晚升级</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>',
  priority: 'L',
  msgCategory: '2',
  msgCategory_dictText: '系统消息',
  msgType: 'ALL',
  msgType_dictText: '全体用户',
  userIds: '',
  sendStatus: '1',
  sendStatus_dictText: '已发布',
  sender: 'admin',
  sendTime: '2026-11-20 09:00:00',
  createTime: '2026-11-20 08:30:00',
};

/** A fake `/sys/annountCement` over a mutable list, plus the picker's user calls. */
export function fakeAnnouncements(server: FakeServer, rows: AnnouncementRecord[] = [DRAFT, PUBLISHED]) {
  const data = rows.map((r) => ({ ...r }));
  const find = (id: unknown) => data.find((r) => r.id === id);
  server.on('GET /sys/annountCement/list', () => ok({ records: data, total: data.length }, '', 0));
  server.on('GET /sys/annountCement/queryById', (c) => {
    const row = find(paramsOf(c).id);
    // queryById carries no _dictText (CONTRACT §6.2).
    return row
      ? ok({ ...row, priority_dictText: undefined, msgCategory_dictText: undefined }, '', 0)
      : { body: { success: false, code: 500, message: '未找到对应实体', result: null, timestamp: 1 } };
  });
  server.on('GET /sys/annountCement/doReleaseData', (c) => {
    const row = find(paramsOf(c).id);
    if (row) Object.assign(row, { sendStatus: '1', sendStatus_dictText: '已发布', sender: 'admin' });
    return ok(null, '该系统通知发布成功');
  });
  server.on('GET /sys/annountCement/doReovkeData', (c) => {
    const row = find(paramsOf(c).id);
    if (row) Object.assign(row, { sendStatus: '2', sendStatus_dictText: '已撤销' });
    return ok(null, '该系统通知撤销成功');
  });
  server.on('POST /sys/annountCement/add', () => ok(null, '添加成功！'));
  server.on('PUT /sys/annountCement/edit', () => ok(null, '修改成功!'));
  server.on('DELETE /sys/annountCement/delete', () => ok(null, '删除成功!'));
  server.on('GET /sys/user/queryUserComponentData', (c) => ok(userPage(paramsOf(c))));
  server.on('GET /sys/user/getMultiUser', (c) => ({ body: multiUsers(paramsOf(c)) }));
  server.on('GET /sys/sysDepart/queryTreeList', () => ok([]));
  return data;
}
