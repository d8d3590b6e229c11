import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlantDepartId, demoPlantId } from '../../server/db/seed/business/ids';
import { SCOPE_MESSAGES } from '../../server/modules/business/scope';
import { FEEDBACK_BUS_TYPE } from '../../server/modules/feedback/notify';
import { INPUT_MESSAGES } from '../../server/modules/notice/inputs';
import { FORM_MESSAGES } from '../../server/modules/user/form-values';
import { OUT_OF_SCOPE_MESSAGE } from '../../server/modules/log/logged-writes';
import { encodeSuperQuery } from '../../src/shared/domain/query/super-query';
import {
  FEEDBACK_MESSAGES as M,
  type FeedbackDetailJson,
  type FeedbackJson,
} from '../../src/shared/domain/resources/feedback';
import { gridUser, leaderUser, plantUser, type SignedIn } from './support/business';
import { call, createUser, login } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/** 信息反馈: reports, the two-sided thread, the states, and the plant isolation of all of it. */

let t: TestApp;
let grid: SignedIn;
let leader: SignedIn;
let p1: SignedIn;
let p2: SignedIn;
let twoPlants: SignedIn;
const P1 = demoPlantId(1);
const P2 = demoPlantId(2);

interface PageOf<T> {
  records: T[];
  total: number;
}

const report = {
  category: 'problem',
  title: '结算单金额有误',
  content: '三月结算单电量与表计不符',
  attachments: 'biz/x.jpg',
};

const add = (token: string, body: Record<string, unknown>) =>
  call<string>(t.app, 'POST', '/cwxt/feedback/add', { token, body });
const byId = (token: string, id: string) =>
  call<FeedbackDetailJson>(t.app, 'GET', '/cwxt/feedback/queryById', { token, query: { id } });
const reply = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/cwxt/feedback/reply', { token, body });
const handle = (token: string, id: string, status: string) =>
  call(t.app, 'POST', '/cwxt/feedback/handle', { token, body: { id, status } });
const list = (token: string, query: Record<string, string> = {}) =>
  call<PageOf<FeedbackJson>>(t.app, 'GET', '/cwxt/feedback/list', {
    token,
    query: { pageSize: '200', ...query },
  });

async function count(): Promise<number> {
  const [row] = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM biz_feedback');
  return Number(row!.n);
}

async function newItem(token = p1.token, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await add(token, { ...report, ...extra });
  expect(res.body).toMatchObject({ success: true, message: M.added });
  return res.body.result;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const n of [1, 2]) {
    await t.db.query(
      `INSERT INTO biz_plant (id, tenant_id, plant_name, plant_code, plant_type, capacity_mw, voltage_level, depart_id)
       VALUES ($1, 1000, $2, $3, 'thermal', 100, '110', $4) ON CONFLICT (id) DO NOTHING`,
      [demoPlantId(n), `反馈测试电厂${n}`, `FB-P${n}`, demoPlantDepartId(n)],
    );
  }
  grid = await gridUser(t, 'fb_grid');
  leader = await leaderUser(t, 'fb_leader');
  p1 = await plantUser(t, 'fb_p1', 1);
  p2 = await plantUser(t, 'fb_p2', 2);
  const id = await createUser(t, {
    username: 'fb_two',
    password: 'Biz@2025test',
    roleCode: 'plant_user',
    departCodes: ['A02', 'A03'],
  });
  twoPlants = { id, token: await login(t.app, 'fb_two', 'Biz@2025test') };
});

afterAll(async () => {
  await t?.close();
});

describe('reports', () => {
  it('a plant user reports for their own plant; the grid is told', async () => {
    const id = await newItem();
    const d = await byId(p1.token, id);
    expect(d.body.result).toMatchObject({
      plantId: P1,
      status: 'pending',
      category: 'problem',
      attachments: 'biz/x.jpg',
      createBy: 'fb_p1',
      replies: [],
    });
    const told = await t.db.query<{ user_id: string }>(
      `SELECT s.user_id FROM sys_announcement a JOIN sys_announcement_send s ON s.annt_id = a.id
        WHERE a.bus_type = $1 AND a.bus_id = $2`,
      [FEEDBACK_BUS_TYPE, id],
    );
    expect(told.map((r) => r.user_id)).toContain(grid.id);
  });

  it('a user of several plants chooses one, and only one of theirs', async () => {
    const none = await add(twoPlants.token, report);
    expect(none.body).toMatchObject({ success: false, message: M.choosePlant });
    const id = await newItem(twoPlants.token, { plantId: P2 });
    expect((await byId(twoPlants.token, id)).body.result.plantId).toBe(P2);
  });

  it('refuses bad input and a report for another plant, writing nothing', async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...report, category: '' }, M.categoryRequired],
      [{ ...report, category: 'rumour' }, FORM_MESSAGES.badChoice('反馈类别')],
      [{ ...report, title: '' }, M.titleRequired],
      [{ ...report, content: '' }, M.contentRequired],
      [{ ...report, attachments: 'a,b/../../c' }, INPUT_MESSAGES.badAttachments],
      [{ ...report, plantId: 'nosuchplant' }, M.plantInvalid],
      [{ ...report, plantId: P2 }, OUT_OF_SCOPE_MESSAGE],
    ];
    for (const [body, message] of cases) {
      const res = await add(p1.token, body);
      expect(res.body, message).toMatchObject({ success: false, message });
    }
    expect(await count()).toBe(before);
  });
});

describe('the thread and the states', () => {
  it('the grid’s first reply starts 处理中; sides come from the caller; each side is told', async () => {
    const id = await newItem();
    const g = await reply(grid.token, { feedbackId: id, content: '已收到，正在核查', side: 'plant' });
    expect(g.body).toMatchObject({ success: true, message: M.replied });
    const p = await reply(p1.token, { feedbackId: id, content: '补充表计照片', attachments: 'biz/m.jpg' });
    expect(p.body.success).toBe(true);
    const d = (await byId(p1.token, id)).body.result;
    expect(d.status).toBe('processing');
    expect(d.handleBy).toBe('fb_grid');
    expect(d.replies.map((r) => [r.side, r.content, r.attachments])).toEqual([
      ['grid', '已收到，正在核查', null],
      ['plant', '补充表计照片', 'biz/m.jpg'],
    ]);
    const sent = await t.db.query<{ user_id: string; titile: string }>(
      `SELECT s.user_id, a.titile FROM sys_announcement a JOIN sys_announcement_send s ON s.annt_id = a.id
        WHERE a.bus_id = $1 AND a.titile LIKE '有新的回复%'`,
      [id],
    );
    expect(sent.map((r) => r.user_id)).toEqual(expect.arrayContaining([p1.id, grid.id]));
  });

  it('done, no replies while done, reopened; plants and leaders cannot handle or delete', async () => {
    const id = await newItem();
    expect((await handle(grid.token, id, 'done')).body).toMatchObject({ success: true, message: M.handled });
    const d = (await byId(grid.token, id)).body.result;
    expect(d.status).toBe('done');
    expect(d.doneTime).not.toBeNull();
    expect((await reply(p1.token, { feedbackId: id, content: '还有问题' })).body).toMatchObject({
      success: false,
      message: M.doneNoReply,
    });
    expect((await handle(grid.token, id, 'done')).body.message).toBe(M.sameStatus);
    expect((await handle(grid.token, id, 'pending')).body.message).toBe(M.statusInvalid);
    expect((await handle(grid.token, id, 'processing')).body.success).toBe(true);
    expect((await byId(grid.token, id)).body.result).toMatchObject({ status: 'processing', doneTime: null });

    expect((await handle(p1.token, id, 'done')).status).toBe(403);
    expect((await handle(leader.token, id, 'done')).status).toBe(403);
    expect(
      (await call(t.app, 'DELETE', '/cwxt/feedback/delete', { token: p1.token, query: { id } })).status,
    ).toBe(403);
    expect((await add(grid.token, report)).status).toBe(403);
    expect((await reply(leader.token, { feedbackId: id, content: 'x' })).status).toBe(403);
    expect((await list(leader.token)).body.success).toBe(true);

    const empty = await reply(p1.token, { feedbackId: id, content: ' ' });
    expect(empty.body).toMatchObject({ success: false, message: M.replyRequired });
    const del = await call(t.app, 'DELETE', '/cwxt/feedback/delete', { token: grid.token, query: { id } });
    expect(del.body.success).toBe(true);
    expect(await t.db.query('SELECT 1 FROM biz_feedback_reply WHERE feedback_id = $1', [id])).toHaveLength(0);
  });

  it('the grid searches all plants by plant, category, status and date', async () => {
    const a = await newItem(p1.token, { category: 'suggestion', title: '检索甲' });
    const b = await newItem(p2.token, { category: 'suggestion', title: '检索乙' });
    const ids = async (q: Record<string, string>) =>
      (await list(grid.token, q)).body.result.records.map((r) => r.id);
    expect(await ids({ category: 'suggestion' })).toEqual(expect.arrayContaining([a, b]));
    expect(await ids({ category: 'suggestion', plantId: P2 })).toEqual([b]);
    expect(await ids({ status: 'done', title: '检索*' })).toEqual([]);
    expect(
      await ids({
        createTime_begin: '2000-01-01 00:00:00',
        createTime_end: '2999-01-01 00:00:00',
        title: '检索*',
      }),
    ).toHaveLength(2);
    const rec = (await list(grid.token, { plantId: P2, title: '检索乙' })).body.result.records[0]!;
    const [plant] = await t.db.query<{ plant_name: string }>(
      'SELECT plant_name FROM biz_plant WHERE id = $1',
      [P2],
    );
    expect(rec.plantName).toBe(plant!.plant_name);
  });
});

describe('plant isolation', () => {
  let ofP2: string;
  beforeAll(async () => {
    ofP2 = await newItem(p2.token, { title: '电厂二的反馈' });
    await reply(grid.token, { feedbackId: ofP2, content: '给电厂二的答复' });
  });

  it('plant 1 cannot list plant 2’s feedback by filter, advanced query or sort', async () => {
    // A refused query (e.g. sorting on a column that is not sortable) returns nothing either.
    const ids = async (q: Record<string, string>) =>
      ((await list(p1.token, q)).body.result?.records ?? []).map((r) => r.id);
    const mine = await ids({});
    expect(mine).not.toContain(ofP2);
    expect((await list(p1.token)).body.result.records.every((r) => r.plantId === P1)).toBe(true);
    expect(await ids({ plantId: P2 })).toEqual([]);
    expect(await ids({ id: ofP2 })).not.toContain(ofP2);
    const sq = encodeSuperQuery([{ field: 'plantId', rule: 'eq', val: P2, type: 'string' }]);
    expect(await ids({ superQueryParams: sq, superQueryMatchType: 'or' })).toEqual([]);
    expect(await ids({ column: 'plantId', order: 'desc' })).not.toContain(ofP2);
  });

  it('plant 1 cannot open, reply to or change plant 2’s feedback', async () => {
    const open = await byId(p1.token, ofP2);
    expect(open.body).toMatchObject({ success: false, message: SCOPE_MESSAGES.notFound });
    expect((await byId(p1.token, 'missing0001')).body.message).toBe(open.body.message);
    const rep = await reply(p1.token, { feedbackId: ofP2, content: '偷看' });
    expect(rep.body).toMatchObject({ success: false, message: SCOPE_MESSAGES.notFound });
    expect(await t.db.query(`SELECT 1 FROM biz_feedback_reply WHERE content = '偷看'`)).toHaveLength(0);
    expect((await byId(p2.token, ofP2)).body.result.replies.map((r) => r.content)).toEqual([
      '给电厂二的答复',
    ]);
  });
});
