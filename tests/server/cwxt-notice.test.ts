import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlantDepartId, demoPlantId } from '../../server/db/seed/business/ids';
import { SCOPE_MESSAGES } from '../../server/modules/business/scope';
import { NOTICE_BUS_TYPE } from '../../server/modules/notice/notify';
import { INPUT_MESSAGES } from '../../server/modules/notice/inputs';
import { FORM_MESSAGES } from '../../server/modules/user/form-values';
import { USER_MESSAGES } from '../../server/modules/user/user-scope';
import { encodeSuperQuery } from '../../src/shared/domain/query/super-query';
import {
  NOTICE_MESSAGES as M,
  type NoticeJson,
  type NoticeReceiptsJson,
  type ReceivedNoticeDetailJson,
  type ReceivedNoticeJson,
} from '../../src/shared/domain/resources/notice';
import { BIZ_PASSWORD, gridUser, leaderUser, plantUser, type SignedIn } from './support/business';
import { call, createUser, login } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/** 通知公文 and 通知反馈: drafts, publishing, receipts, reminders, and the plant isolation of all of it. */

let t: TestApp;
let grid: SignedIn;
let leader: SignedIn;
let p1: SignedIn;
let p1b: SignedIn;
let p2: SignedIn;
let p3: SignedIn;
const P1 = demoPlantId(1);
const P2 = demoPlantId(2);
const P3 = demoPlantId(3);

interface PageOf<T> {
  records: T[];
  total: number;
}

const draft = {
  noticeType: 'notice',
  title: '关于报送月度电量的通知',
  content: '<p>请按时报送<script>alert(1)</script></p>',
  replyDeadline: '2099-12-31',
  attachments: 'biz/a.pdf,biz/b.jpg',
};

async function add(body: Record<string, unknown>, token = grid.token) {
  return call<string>(t.app, 'POST', '/cwxt/notice/add', { token, body });
}

async function noticeCount(): Promise<number> {
  const [row] = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM biz_notice');
  return Number(row!.n);
}

async function published(targets: string[], extra: Record<string, unknown> = {}): Promise<string> {
  const res = await add({ ...draft, ...extra, targetPlantIds: targets.join(',') });
  expect(res.body.success).toBe(true);
  const pub = await call(t.app, 'POST', '/cwxt/notice/publish', {
    token: grid.token,
    body: { id: res.body.result },
  });
  expect(pub.body).toMatchObject({ success: true, message: M.published });
  return res.body.result;
}

const received = (token: string, query: Record<string, string> = {}) =>
  call<PageOf<ReceivedNoticeJson>>(t.app, 'GET', '/cwxt/notice/received', { token, query });
const detail = (token: string, id: string) =>
  call<ReceivedNoticeDetailJson>(t.app, 'GET', '/cwxt/notice/receivedDetail', { token, query: { id } });
const reply = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/cwxt/notice/reply', { token, body });
const receipts = (id: string, token = grid.token) =>
  call<NoticeReceiptsJson>(t.app, 'GET', '/cwxt/notice/receipts', { token, query: { id } });

beforeAll(async () => {
  t = await createTestApp();
  // The plants engineer's seed creates these; the rows match it (and are skipped then).
  for (const n of [1, 2, 3]) {
    await t.db.query(
      `INSERT INTO biz_plant (id, tenant_id, plant_name, plant_code, plant_type, capacity_mw, voltage_level, depart_id)
       VALUES ($1, 1000, $2, $3, 'thermal', 100, '110', $4) ON CONFLICT (id) DO NOTHING`,
      [demoPlantId(n), `通知测试电厂${n}`, `NT-P${n}`, demoPlantDepartId(n)],
    );
  }
  grid = await gridUser(t, 'nt_grid');
  leader = await leaderUser(t, 'nt_leader');
  p1 = await plantUser(t, 'nt_p1', 1);
  p1b = await plantUser(t, 'nt_p1b', 1);
  p2 = await plantUser(t, 'nt_p2', 2);
  p3 = await plantUser(t, 'nt_p3', 3);
});

afterAll(async () => {
  await t?.close();
});

describe('通知公文: drafts', () => {
  it('adds a draft with sanitised content, edits it and lists it with its targets', async () => {
    const res = await add({ ...draft, targetPlantIds: `${P1},${P2}` });
    expect(res.body).toMatchObject({ success: true, message: '添加成功！' });
    const id = res.body.result;
    const one = await call<NoticeJson>(t.app, 'GET', '/cwxt/notice/queryById', {
      token: grid.token,
      query: { id },
    });
    expect(one.body.result).toMatchObject({
      status: 'draft',
      title: draft.title,
      targetAll: 'N',
      targetPlantIds: `${P1},${P2}`,
      attachments: 'biz/a.pdf,biz/b.jpg',
      replyDeadline: '2099-12-31',
      targetCount: 0,
    });
    expect(one.body.result.content).not.toContain('script');
    expect(one.body.result.content).toContain('请按时报送');

    const edit = await call(t.app, 'PUT', '/cwxt/notice/edit', {
      token: grid.token,
      body: { id, title: '改过的标题', targetAll: 'Y' },
    });
    expect(edit.body.success).toBe(true);
    const list = await call<PageOf<NoticeJson>>(t.app, 'GET', '/cwxt/notice/list', {
      token: grid.token,
      query: { title: '*改过的*' },
    });
    expect(list.body.result.records.map((r) => [r.id, r.targetAll, r.content])).toEqual([[id, 'Y', null]]);
    // The leader reads the list too.
    expect((await call(t.app, 'GET', '/cwxt/notice/list', { token: leader.token })).body.success).toBe(true);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await noticeCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...draft, title: '', targetPlantIds: P1 }, M.titleRequired],
      [{ ...draft, noticeType: '', targetPlantIds: P1 }, M.typeRequired],
      [{ ...draft, noticeType: 'memo', targetPlantIds: P1 }, FORM_MESSAGES.badChoice('通知类型')],
      [{ ...draft, noticeType: 'document', targetPlantIds: P1 }, M.docNumberRequired],
      [{ ...draft }, M.targetsRequired],
      [{ ...draft, targetPlantIds: 'nope123' }, M.targetsInvalid],
      [{ ...draft, targetPlantIds: 'a b' }, USER_MESSAGES.badIds],
      [{ ...draft, targetPlantIds: P1, attachments: 'javascript:alert(1)' }, INPUT_MESSAGES.badAttachments],
      [{ ...draft, targetPlantIds: P1, replyDeadline: '2025-13-45' }, FORM_MESSAGES.badValue('回复截止日期')],
    ];
    for (const [body, message] of cases) {
      const res = await add(body);
      expect(res.body.success, message).toBe(false);
      expect(res.body.message).toContain(message.replace(/[!！]$/, ''));
    }
    expect(await noticeCount()).toBe(before);
  });

  it('publishes to the chosen plants once; only drafts are edited, deleted or published', async () => {
    const id = await published([P1, P2]);
    const rows = await t.db.query<{ plant_id: string }>(
      'SELECT plant_id FROM biz_notice_target WHERE notice_id = $1 ORDER BY plant_id',
      [id],
    );
    expect(rows.map((r) => r.plant_id)).toEqual([P1, P2]);
    const again = await call(t.app, 'POST', '/cwxt/notice/publish', { token: grid.token, body: { id } });
    expect(again.body).toMatchObject({ success: false, message: M.onlyDraftPublish });
    const edit = await call(t.app, 'PUT', '/cwxt/notice/edit', {
      token: grid.token,
      body: { id, title: 'x' },
    });
    expect(edit.body).toMatchObject({ success: false, message: M.onlyDraftEdit });
    const del = await call(t.app, 'DELETE', '/cwxt/notice/delete', { token: grid.token, query: { id } });
    expect(del.body).toMatchObject({ success: false, message: M.onlyDraftDelete });
    // The staff of each target plant got a message opening 通知反馈.
    const sent = await t.db.query<{ user_id: string; open_page: string }>(
      `SELECT s.user_id, a.open_page FROM sys_announcement a JOIN sys_announcement_send s ON s.annt_id = a.id
        WHERE a.bus_type = $1 AND a.bus_id = $2 ORDER BY s.user_id`,
      [NOTICE_BUS_TYPE, id],
    );
    const to = sent.map((r) => r.user_id);
    expect(to).toEqual(expect.arrayContaining([p1.id, p1b.id, p2.id]));
    expect(to).not.toContain(p3.id);
    expect(new Set(sent.map((r) => r.open_page))).toEqual(new Set(['/gzxt/feedback']));
  });

  it('deletes a draft', async () => {
    const res = await add({ ...draft, targetPlantIds: P3 });
    const del = await call(t.app, 'DELETE', '/cwxt/notice/delete', {
      token: grid.token,
      query: { id: res.body.result },
    });
    expect(del.body.success).toBe(true);
    expect(await t.db.query('SELECT 1 FROM biz_notice WHERE id = $1', [res.body.result])).toHaveLength(0);
  });
});

describe('通知反馈: plants read and reply', () => {
  it('lists the notice to its plants only, unread first, and records the first read once', async () => {
    const older = await published([P1], { title: '旧通知甲' });
    const id = await published([P1, P2], { title: '新通知乙' });
    await call(t.app, 'POST', '/cwxt/notice/read', { token: p1.token, body: { id: older } });
    const list = await received(p1.token, { pageSize: '100' });
    const ids = list.body.result.records.map((r) => r.noticeId);
    expect(ids.indexOf(id)).toBeLessThan(ids.indexOf(older));
    expect(list.body.result.records.find((r) => r.noticeId === older)).toMatchObject({ read: true });
    expect(list.body.result.records.find((r) => r.noticeId === id)).toMatchObject({
      read: false,
      plantId: P1,
    });
    expect((await received(p3.token)).body.result.records.map((r) => r.noticeId)).not.toContain(id);

    const first = await call(t.app, 'POST', '/cwxt/notice/read', { token: p1.token, body: { id } });
    expect(first.body.success).toBe(true);
    const [before] = await t.db.query<{ read_time: Date }>(
      'SELECT read_time FROM biz_notice_read WHERE notice_id = $1 AND user_id = $2',
      [id, p1.id],
    );
    await call(t.app, 'POST', '/cwxt/notice/read', { token: p1.token, body: { id } });
    const after = await t.db.query<{ read_time: Date }>(
      'SELECT read_time FROM biz_notice_read WHERE notice_id = $1 AND user_id = $2',
      [id, p1.id],
    );
    expect(after).toHaveLength(1);
    expect(after[0]!.read_time).toEqual(before!.read_time);

    const title = await received(p1.token, { title: '新通知' });
    expect(title.body.result.records.map((r) => r.noticeId)).toEqual(expect.arrayContaining([id]));
    expect(title.body.result.records.map((r) => r.noticeId)).not.toContain(older);
  });

  it('takes replies (with attachments) and shows the publisher the read/reply matrix', async () => {
    const id = await published([P1, P2, P3]);
    await call(t.app, 'POST', '/cwxt/notice/read', { token: p2.token, body: { id } });
    const res = await reply(p1.token, {
      noticeId: id,
      content: '已收到，按时报送',
      attachments: 'biz/r.pdf',
    });
    expect(res.body).toMatchObject({ success: true, message: M.replied });
    await reply(p2.token, { noticeId: id, content: '电厂二的回复' });

    const r = await receipts(id);
    expect(r.body.result).toMatchObject({ targetCount: 3, readCount: 2, replyCount: 2 });
    const byPlant = new Map(r.body.result.targets.map((x) => [x.plantId, x]));
    expect(byPlant.get(P1)!.replies[0]).toMatchObject({
      content: '已收到，按时报送',
      attachments: 'biz/r.pdf',
      late: false,
    });
    expect(byPlant.get(P1)!.readers.map((x) => x.userId)).toEqual([p1.id]);
    expect(byPlant.get(P2)!.readers.map((x) => x.userId)).toEqual([p2.id]);
    expect(byPlant.get(P3)).toMatchObject({ firstReadTime: null, replyTime: null, readers: [], replies: [] });
    // The publisher was told.
    const told = await t.db.query(
      `SELECT 1 FROM sys_announcement a JOIN sys_announcement_send s ON s.annt_id = a.id
        WHERE a.bus_id = $1 AND s.user_id = $2`,
      [id, grid.id],
    );
    expect(told.length).toBeGreaterThan(0);

    // Each plant's detail holds only its own replies.
    const d1 = await detail(p1.token, id);
    expect(d1.body.result.replies.map((x) => x.content)).toEqual(['已收到，按时报送']);
    expect(d1.body.result.content).toContain('请按时报送');
    const d2 = await detail(p2.token, id);
    expect(d2.body.result.replies.map((x) => x.plantId)).toEqual([P2]);
  });

  it('marks a reply after the deadline as late and flags unanswered overdue notices', async () => {
    const id = await published([P1], { replyDeadline: '2000-01-01', title: '逾期测试' });
    const before = await received(p1.token, { title: '逾期测试' });
    expect(before.body.result.records[0]).toMatchObject({ overdue: true });
    await reply(p1.token, { noticeId: id, content: '晚了' });
    const d = await detail(p1.token, id);
    expect(d.body.result.replies[0]).toMatchObject({ late: true });
    expect(d.body.result.overdue).toBe(false);
  });

  it('refuses empty or bad replies and writes nothing', async () => {
    const id = await published([P1]);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ noticeId: id, content: '  ' }, M.replyRequired],
      [{ noticeId: id, content: '内容', attachments: '../etc/passwd' }, INPUT_MESSAGES.badAttachments],
      [{ noticeId: id, content: '长'.repeat(2001) }, '回复内容不能超过2000个字符'],
    ];
    for (const [body, message] of cases) {
      const res = await reply(p1.token, body);
      expect(res.body).toMatchObject({ success: false, message });
    }
    expect(await t.db.query('SELECT 1 FROM biz_notice_reply WHERE notice_id = $1', [id])).toHaveLength(0);
    expect(
      await t.db.query('SELECT 1 FROM biz_notice_target WHERE notice_id = $1 AND reply_time IS NOT NULL', [
        id,
      ]),
    ).toHaveLength(0);
  });
});

describe('a user of several plants', () => {
  it('sees one row per plant and replies for the plant chosen', async () => {
    const id = await createUser(t, {
      username: 'nt_two',
      password: BIZ_PASSWORD,
      roleCode: 'plant_user',
      departCodes: ['A02', 'A03'],
    });
    const token = await login(t.app, 'nt_two', BIZ_PASSWORD);
    const notice = await published([P1, P2], { title: '两厂通知' });
    const rows = (await received(token, { title: '两厂通知' })).body.result.records;
    expect(rows.map((r) => r.plantId).sort()).toEqual([P1, P2].sort());
    const unsure = await reply(token, { noticeId: notice, content: '哪个厂？' });
    expect(unsure.body).toMatchObject({ success: false, message: M.choosePlant });
    const chosen = await reply(token, { noticeId: notice, plantId: P2, content: '电厂二回复' });
    expect(chosen.body.success).toBe(true);
    const stored = await t.db.query<{ plant_id: string }>(
      'SELECT plant_id FROM biz_notice_reply WHERE notice_id = $1',
      [notice],
    );
    expect(stored.map((r) => r.plant_id)).toEqual([P2]);
    const read = await call(t.app, 'POST', '/cwxt/notice/read', { token, body: { id: notice, plantId: P1 } });
    expect(read.body.success).toBe(true);
    const [receipt] = await t.db.query<{ plant_id: string }>(
      'SELECT plant_id FROM biz_notice_read WHERE notice_id = $1 AND user_id = $2',
      [notice, id],
    );
    expect(receipt!.plant_id).toBe(P2);
  });
});

describe('催办', () => {
  it('reminds the plants that have not replied, at most once per 10 minutes', async () => {
    const id = await published([P1, P2]);
    await reply(p1.token, { noticeId: id, content: '已办' });
    const first = await call(t.app, 'POST', '/cwxt/notice/remind', { token: grid.token, body: { id } });
    expect(first.body).toMatchObject({ success: true, message: M.reminded });
    const targets = await t.db.query<{ plant_id: string; remind_time: Date | null }>(
      'SELECT plant_id, remind_time FROM biz_notice_target WHERE notice_id = $1 ORDER BY plant_id',
      [id],
    );
    expect(targets.map((r) => [r.plant_id, r.remind_time !== null])).toEqual([
      [P1, false],
      [P2, true],
    ]);
    const reminded = await t.db.query<{ user_id: string }>(
      `SELECT s.user_id FROM sys_announcement a JOIN sys_announcement_send s ON s.annt_id = a.id
        WHERE a.bus_id = $1 AND a.titile LIKE '催办%'`,
      [id],
    );
    // Plant 2's staff (not plant 1's, which replied).
    expect(reminded.map((r) => r.user_id)).toContain(p2.id);
    expect(reminded.map((r) => r.user_id)).not.toEqual(expect.arrayContaining([p1.id]));
    expect(reminded.map((r) => r.user_id)).not.toEqual(expect.arrayContaining([p1b.id]));

    const second = await call(t.app, 'POST', '/cwxt/notice/remind', { token: grid.token, body: { id } });
    expect(second.body).toMatchObject({ success: false, message: M.remindTooOften });
    // Once the interval has passed it may remind again.
    await t.db.query(
      `UPDATE biz_notice_target SET remind_time = now() - interval '11 minutes' WHERE notice_id = $1`,
      [id],
    );
    const third = await call(t.app, 'POST', '/cwxt/notice/remind', { token: grid.token, body: { id } });
    expect(third.body.success).toBe(true);
    expect((await receipts(id)).body.result.lastRemindTime).not.toBeNull();
  });

  it('does not remind a draft or a notice everyone answered', async () => {
    const d = await add({ ...draft, targetPlantIds: P1 });
    const onDraft = await call(t.app, 'POST', '/cwxt/notice/remind', {
      token: grid.token,
      body: { id: d.body.result },
    });
    expect(onDraft.body).toMatchObject({ success: false, message: M.onlyPublishedRemind });
    const id = await published([P2]);
    await reply(p2.token, { noticeId: id, content: '好' });
    const none = await call(t.app, 'POST', '/cwxt/notice/remind', { token: grid.token, body: { id } });
    expect(none.body).toMatchObject({ success: false, message: M.nobodyToRemind });
  });
});

describe('plant isolation', () => {
  let onlyP2: string;
  beforeAll(async () => {
    onlyP2 = await published([P2], { title: '只发电厂二' });
    await reply(p2.token, { noticeId: onlyP2, content: '电厂二的秘密回复' });
  });

  it('a plant user of plant 1 cannot list, filter or query into plant 2’s notice', async () => {
    const ids = async (query: Record<string, string>) =>
      (await received(p1.token, { pageSize: '200', ...query })).body.result.records.map((r) => r.noticeId);
    expect(await ids({})).not.toContain(onlyP2);
    expect(await ids({ plantId: P2 })).toEqual([]);
    expect(await ids({ noticeId: onlyP2 })).toEqual([]);
    expect(await ids({ plantId: `${P1},${P2}`, column: 'plantId', order: 'desc' })).not.toContain(onlyP2);
    const sq = encodeSuperQuery([{ field: 'plantId', rule: 'eq', val: P2, type: 'string' }]);
    expect(await ids({ superQueryParams: sq, superQueryMatchType: 'or' })).toEqual([]);
  });

  it('opening, reading or replying to another plant’s notice reads like a missing one', async () => {
    const d = await detail(p1.token, onlyP2);
    expect(d.body).toMatchObject({ success: false, message: SCOPE_MESSAGES.notFound });
    const d2 = await call(t.app, 'GET', '/cwxt/notice/receivedDetail', {
      token: p1.token,
      query: { id: onlyP2, plantId: P2 },
    });
    expect(d2.body).toMatchObject({ success: false, message: SCOPE_MESSAGES.notFound });
    const missing = await detail(p1.token, 'no-such-notice');
    expect(missing.body.message).toBe(d.body.message);
    const read = await call(t.app, 'POST', '/cwxt/notice/read', {
      token: p1.token,
      body: { id: onlyP2, plantId: P2 },
    });
    expect(read.body).toMatchObject({ success: false, message: SCOPE_MESSAGES.notFound });
    const rep = await reply(p1.token, { noticeId: onlyP2, plantId: P2, content: '冒充' });
    expect(rep.body).toMatchObject({ success: false, message: SCOPE_MESSAGES.notFound });
    expect(
      await t.db.query('SELECT 1 FROM biz_notice_read WHERE notice_id = $1 AND user_id = $2', [
        onlyP2,
        p1.id,
      ]),
    ).toHaveLength(0);
    expect(
      await t.db.query(`SELECT 1 FROM biz_notice_reply WHERE notice_id = $1 AND content = '冒充'`, [onlyP2]),
    ).toHaveLength(0);
  });

  it('drafts and revoked notices are not shown to plants', async () => {
    const d = await add({ ...draft, targetPlantIds: P1, title: '未发布草稿' });
    expect((await detail(p1.token, d.body.result)).body.message).toBe(SCOPE_MESSAGES.notFound);
    const id = await published([P1], { title: '将撤回' });
    expect((await detail(p1.token, id)).body.success).toBe(true);
    const rev = await call(t.app, 'POST', '/cwxt/notice/revoke', { token: grid.token, body: { id } });
    expect(rev.body).toMatchObject({ success: true, message: M.revoked });
    expect((await detail(p1.token, id)).body.message).toBe(SCOPE_MESSAGES.notFound);
    expect((await received(p1.token, { title: '将撤回' })).body.result.total).toBe(0);
  });

  it('plant users cannot reach the grid’s notice routes; grid staff cannot reply', async () => {
    for (const [method, path, opts] of [
      ['GET', '/cwxt/notice/list', {}],
      ['GET', '/cwxt/notice/receipts', { query: { id: onlyP2 } }],
      ['GET', '/cwxt/notice/queryById', { query: { id: onlyP2 } }],
      ['POST', '/cwxt/notice/add', { body: { ...draft, targetPlantIds: P1 } }],
      ['POST', '/cwxt/notice/publish', { body: { id: onlyP2 } }],
      ['POST', '/cwxt/notice/remind', { body: { id: onlyP2 } }],
      ['POST', '/cwxt/notice/revoke', { body: { id: onlyP2 } }],
      ['DELETE', '/cwxt/notice/delete', { query: { id: onlyP2 } }],
    ] as const) {
      const res = await call(t.app, method, path, { token: p1.token, ...opts });
      expect(res.status, path).toBe(403);
    }
    expect((await reply(grid.token, { noticeId: onlyP2, content: 'x' })).status).toBe(403);
    expect((await received(leader.token)).status).toBe(403);
    const leaderAdd = await add({ ...draft, targetPlantIds: P1 }, leader.token);
    expect(leaderAdd.status).toBe(403);
  });
});

describe('demo data (office seed)', () => {
  it('holds a year of notices and feedback in every state', async () => {
    const notices = await t.db.query<{ status: string; notice_type: string; n: string }>(
      `SELECT status, notice_type, count(*) AS n FROM biz_notice WHERE id LIKE '18000000009700%' GROUP BY 1, 2`,
    );
    const count = (status: string) =>
      notices.filter((r) => r.status === status).reduce((s, r) => s + Number(r.n), 0);
    expect(count('published')).toBe(11);
    expect(count('draft')).toBe(1);
    expect(new Set(notices.map((r) => r.notice_type))).toEqual(new Set(['notice', 'document']));
    const [state] = await t.db.query<{ unread: string; replied: string; overdue: string; late: string }>(
      `SELECT count(*) FILTER (WHERE t.first_read_time IS NULL) AS unread,
              count(*) FILTER (WHERE t.reply_time IS NOT NULL) AS replied,
              count(*) FILTER (WHERE t.reply_time IS NULL AND n.reply_deadline < current_date) AS overdue,
              count(*) FILTER (WHERE t.reply_time::date > n.reply_deadline) AS late
         FROM biz_notice_target t JOIN biz_notice n ON n.id = t.notice_id WHERE n.id LIKE '18000000009700%'`,
    );
    for (const key of ['unread', 'replied', 'overdue', 'late'] as const)
      expect(Number(state![key]), key).toBeGreaterThan(0);
    const feedback = await t.db.query<{ status: string; n: string }>(
      `SELECT status, count(*) AS n FROM biz_feedback WHERE id LIKE '18000000009800%' GROUP BY 1`,
    );
    expect(feedback.map((r) => r.status).sort()).toEqual(['done', 'pending', 'processing']);
    expect(feedback.reduce((s, r) => s + Number(r.n), 0)).toBe(40);
    const threads = await t.db.query<{ side: string }>(
      `SELECT DISTINCT side FROM biz_feedback_reply WHERE feedback_id LIKE '18000000009800%'`,
    );
    expect(threads.map((r) => r.side).sort()).toEqual(['grid', 'plant']);
  });
});
