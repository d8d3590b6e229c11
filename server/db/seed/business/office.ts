import type { Db } from '../../db';
import { SEED } from '../ids';
import { DEMO_PLANT_COUNT, demoPlantId } from './ids';

/**
 * Demo data of 协同办公: 12 notices over the demo year (工作通知 and 公文, most published to a few
 * plants or to all, one draft) with per-plant read and reply state (some unread, some unanswered
 * past the deadline, some replied late, some reminded), and 40 feedback items across the plants in
 * every state with their threads. Deterministic (fixed ids, mulberry32) and idempotent.
 * Demo accounts are created after this seed, so per-user read receipts are left to real use;
 * create_by holds display usernames ('yingxiao', 'dianchang').
 */

const pad = (n: number, w: number) => String(n).padStart(w, '0');
export const demoNoticeId = (n: number) => `18000000009700${pad(n, 5)}`;
const targetId = (n: number, p: number) => `1800000000971${pad(n, 2)}${pad(p, 2)}`;
const noticeReplyId = (n: number, p: number, k: number) => `1800000000972${pad(n, 2)}${pad(p, 2)}${k}`;
export const demoFeedbackId = (i: number) => `18000000009800${pad(i, 5)}`;
const feedbackReplyId = (i: number, k: number) => `1800000000981${pad(i, 3)}${pad(k, 2)}`;

const DAY = 86_400_000;
const GRID = { by: 'yingxiao', name: '营销专责' };

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 10:00 Shanghai on `day` of the month `monthsAgo` before now's month (never in the future). */
function demoTime(now: Date, monthsAgo: number, day: number): Date {
  const local = new Date(now.getTime() + 8 * 3600_000);
  const index = local.getUTCFullYear() * 12 + local.getUTCMonth() - monthsAgo;
  const at = new Date(`${Math.floor(index / 12)}-${pad((index % 12) + 1, 2)}-${pad(day, 2)}T10:00:00+08:00`);
  return at.getTime() > now.getTime() ? new Date(now.getTime() - 6 * 3600_000) : at;
}

const dayOf = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** One multi-row INSERT … ON CONFLICT DO NOTHING. */
async function insertRows(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: unknown[][],
): Promise<void> {
  if (rows.length === 0) return;
  const values: unknown[] = [];
  const tuples = rows.map((row) => {
    const start = values.length;
    values.push(...row);
    return `(${row.map((_, i) => `$${start + i + 1}`).join(', ')})`;
  });
  await db.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`,
    values,
  );
}

interface DemoNotice {
  type: 'notice' | 'document';
  title: string;
  doc?: string;
  body: string;
  monthsAgo: number;
  day: number;
  /** Plant numbers, or 'all'. */
  to: number[] | 'all';
  draft?: boolean;
}

// prettier-ignore
const NOTICES: readonly DemoNotice[] = [
  { type: 'document', monthsAgo: 11, day: 8, doc: '营销〔2025〕1号', title: '关于印发《厂网电费结算管理办法》的通知', body: '现将《厂网电费结算管理办法》印发给你们，请认真贯彻执行，并于截止日期前回复执行情况。', to: 'all' },
  { type: 'notice', monthsAgo: 10, day: 12, title: '关于报送上年度上网电量核对表的通知', body: '请各电厂核对上年度各月上网电量，如有差异请在回复中说明并附核对表。', to: [1, 2, 3, 4, 5, 6, 7, 8] },
  { type: 'notice', monthsAgo: 9, day: 6, title: '关于开展春季安全生产检查的通知', body: '请各电厂开展春季安全生产检查，重点检查升压站、送出线路及继电保护装置，并回复检查结果。', to: [1, 3, 9, 10, 11, 12, 13] },
  { type: 'document', monthsAgo: 8, day: 15, doc: '营销〔2025〕7号', title: '关于调整电费结算周期的通知', body: '自下月起，月度结算任务于每月5日前下发，电厂应在10个工作日内完成确认。', to: 'all' },
  { type: 'notice', monthsAgo: 7, day: 3, title: '关于迎峰度夏期间加强设备运维的通知', body: '迎峰度夏期间请加强设备巡视，确保机组稳发满发，并回复本厂迎峰度夏保障措施。', to: [1, 2, 7, 8, 14, 15, 16, 17, 18] },
  { type: 'notice', monthsAgo: 6, day: 20, title: '关于核对增值税专用发票信息的通知', body: '请各电厂核对开票信息（名称、纳税人识别号、开户行及账号），如有变化请回复。', to: [1, 4, 5, 6, 19, 20, 21, 22] },
  { type: 'document', monthsAgo: 5, day: 9, doc: '营销〔2025〕15号', title: '关于推行电子发票在线提交的通知', body: '即日起推行电子发票在线提交，请各电厂指定专人负责并回复联系人及电话。', to: 'all' },
  { type: 'notice', monthsAgo: 4, day: 14, title: '关于报送新能源场站功率预测准确率的通知', body: '请各风电、光伏电站报送上季度功率预测准确率统计及整改措施。', to: [3, 4, 9, 10, 23, 24] },
  { type: 'notice', monthsAgo: 3, day: 11, title: '关于开展秋季电费对账的通知', body: '请各电厂于截止日期前完成1—9月电费对账，对账结果请在回复中上传。', to: [1, 2, 3, 11, 12, 25, 26, 27] },
  { type: 'document', monthsAgo: 2, day: 5, doc: '营销〔2025〕23号', title: '关于做好迎峰度冬电力保供工作的通知', body: '请各电厂落实迎峰度冬保供措施，做好燃料储备和设备消缺，并回复保供工作方案。', to: 'all' },
  { type: 'notice', monthsAgo: 0, day: 3, title: '关于年度电费清算工作安排的通知', body: '年度电费清算工作即将开始，请各电厂核对全年结算数据并回复确认。', to: [1, 2, 3, 5, 8, 13, 28, 29, 30] },
  { type: 'notice', monthsAgo: 0, day: 6, title: '关于征求电费结算平台使用意见的通知（草稿）', body: '为持续改进厂网协同平台，现征求各电厂对平台功能的意见和建议。', to: [1, 2, 3], draft: true },
];

const REPLIES = [
  '已收到，我厂将按要求执行。',
  '已完成核对，无差异。',
  '已按通知要求完成，相关材料见附件。',
  '我厂已组织落实，具体情况见附件。',
  '已核对，发现一处差异，已在附件中说明。',
];

interface PlantInfo {
  n: number;
  id: string;
  name: string;
  contact: string | null;
}

async function demoPlants(db: Db): Promise<PlantInfo[]> {
  const ids = Array.from({ length: DEMO_PLANT_COUNT }, (_, i) => demoPlantId(i + 1));
  const rows = await db.query<{ id: string; plant_name: string; contact_name: string | null }>(
    'SELECT id, plant_name, contact_name FROM biz_plant WHERE id = ANY ($1::text[])',
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id, i) => {
    const r = byId.get(id);
    return r ? [{ n: i + 1, id, name: r.plant_name, contact: r.contact_name }] : [];
  });
}

/** Who of a plant writes in the demo: the demo plant user for plant 1, else the plant's contact. */
const plantAuthor = (p: PlantInfo) =>
  p.n === 1
    ? { by: 'dianchang', name: '华能电厂结算专责' }
    : { by: `plant${pad(p.n, 2)}`, name: p.contact ?? `${p.name}联系人` };

async function seedNotices(db: Db, now: Date, plants: PlantInfo[]): Promise<void> {
  const byN = new Map(plants.map((p) => [p.n, p]));
  const notices: unknown[][] = [];
  const targets: unknown[][] = [];
  const replies: unknown[][] = [];
  NOTICES.forEach((item, i) => {
    const n = i + 1;
    const rnd = mulberry32(5_000 + n);
    const created = demoTime(now, item.monthsAgo, item.day);
    const published = item.draft ? null : new Date(created.getTime() + 3600_000);
    const deadline = new Date(created.getTime() + 10 * DAY);
    const to = item.to === 'all' ? plants : item.to.flatMap((k) => byN.get(k) ?? []);
    notices.push([
      demoNoticeId(n),
      SEED.tenant,
      item.type,
      item.title,
      `<p>${item.body}</p>`,
      item.doc ?? null,
      null,
      dayOf(deadline),
      item.draft ? 'draft' : 'published',
      published ? GRID.by : null,
      published,
      GRID.by,
      created,
      item.to === 'all',
      item.to === 'all' || !item.draft ? null : to.map((p) => p.id).join(','),
      'A01A01',
    ]);
    if (!published) return;
    for (const p of to) {
      const elapsed = now.getTime() - published.getTime();
      const readAt = rnd() < 0.85 ? new Date(published.getTime() + Math.floor(rnd() * 3 * DAY)) : null;
      const read = readAt && readAt.getTime() < now.getTime() ? readAt : null;
      // Most read plants reply, some after the deadline; recent notices have fewer answers yet.
      const replyLate = rnd() < 0.2;
      const replyAt =
        read && rnd() < (elapsed > 15 * DAY ? 0.75 : 0.35)
          ? new Date((replyLate ? deadline.getTime() + DAY : read.getTime()) + Math.floor(rnd() * 2 * DAY))
          : null;
      const replied = replyAt && replyAt.getTime() < now.getTime() ? replyAt : null;
      const reminded =
        !replied && now.getTime() > deadline.getTime() && rnd() < 0.6
          ? new Date(deadline.getTime() + DAY)
          : null;
      targets.push([targetId(n, p.n), demoNoticeId(n), p.id, read, replied, reminded]);
      if (replied) {
        const who = plantAuthor(p);
        const attach = rnd() < 0.4 ? `notice/${p.n}-${n}-reply.pdf` : null;
        replies.push([
          noticeReplyId(n, p.n, 1),
          demoNoticeId(n),
          p.id,
          REPLIES[Math.floor(rnd() * REPLIES.length)]!,
          attach,
          who.by,
          who.name,
          replied,
        ]);
      }
    }
  });
  await insertRows(
    db,
    'biz_notice',
    [
      'id',
      'tenant_id',
      'notice_type',
      'title',
      'content',
      'doc_number',
      'attachments',
      'reply_deadline',
      'status',
      'publish_by',
      'publish_time',
      'create_by',
      'create_time',
      'target_all',
      'target_plant_ids',
      'sys_org_code',
    ],
    notices,
  );
  await insertRows(
    db,
    'biz_notice_target',
    ['id', 'notice_id', 'plant_id', 'first_read_time', 'reply_time', 'remind_time'],
    targets,
  );
  await insertRows(
    db,
    'biz_notice_reply',
    ['id', 'notice_id', 'plant_id', 'content', 'attachments', 'create_by', 'create_name', 'create_time'],
    replies,
  );
}

// prettier-ignore
const FEEDBACK: ReadonlyArray<[category: string, title: string, content: string]> = [
  ['problem', '结算单上网电量与表计读数不一致', '本月结算单上网电量比我厂关口表读数少约1.2万千瓦时，请核实。'],
  ['consult', '电子发票提交后多久审核', '我厂已在平台提交电子发票，请问一般多久完成审核？'],
  ['suggestion', '建议结算任务增加短信提醒', '结算任务下发时建议同时发送短信提醒，避免错过确认截止日期。'],
  ['problem', '发票提交时提示金额不一致', '提交发票时提示与结算金额不一致，但我厂核对无误，请协助查看。'],
  ['other', '变更电厂联系人', '我厂结算联系人已调整，新联系人信息见附件，请更新。'],
  ['consult', '容量电费如何结算', '请问煤电容量电费是否单独下发结算任务？'],
  ['problem', '手机端无法上传发票照片', '在企业微信中打开平台上传发票照片时提示上传失败。'],
  ['suggestion', '希望台账支持按年度导出', '建议电费台账支持按年度一次导出全部月份。'],
];

async function seedFeedback(db: Db, now: Date, plants: PlantInfo[]): Promise<void> {
  if (plants.length === 0) return;
  const items: unknown[][] = [];
  const replies: unknown[][] = [];
  for (let i = 1; i <= 40; i += 1) {
    const rnd = mulberry32(9_000 + i);
    // Every fifth item is the first plant's (the demo plant user sees a few of their own).
    const plant = i % 5 === 0 ? plants[0]! : plants[(i * 7) % plants.length]!;
    const [category, title, content] = FEEDBACK[i % FEEDBACK.length]!;
    const monthsAgo = Math.floor(((40 - i) * 12) / 40);
    const created = demoTime(now, monthsAgo, 1 + ((i * 3) % 27));
    // Older items are mostly done, recent ones pending or in progress.
    const r = rnd();
    const status =
      monthsAgo >= 3
        ? r < 0.8
          ? 'done'
          : 'processing'
        : r < 0.4
          ? 'pending'
          : r < 0.75
            ? 'processing'
            : 'done';
    const who = plantAuthor(plant);
    let at = created.getTime();
    const step = () => {
      at = Math.min(at + Math.floor((0.2 + rnd()) * DAY), now.getTime() - 60_000);
      return new Date(at);
    };
    const thread: Array<['grid' | 'plant', string]> = [];
    if (status === 'pending' && rnd() < 0.3) thread.push(['plant', '补充说明：情况仍未解决，请尽快处理。']);
    if (status !== 'pending') thread.push(['grid', '已收到，正在核实处理。']);
    if (status !== 'pending' && rnd() < 0.6) thread.push(['plant', '好的，相关材料已补充在附件中。']);
    if (status === 'done') thread.push(['grid', '已处理完毕，如仍有问题请重新反馈。']);
    thread.forEach(([side, text], k) => {
      const author = side === 'grid' ? GRID : who;
      const attach = side === 'plant' && k > 0 ? `feedback/${i}-${k}.jpg` : null;
      replies.push([
        feedbackReplyId(i, k + 1),
        demoFeedbackId(i),
        side,
        text,
        attach,
        author.by,
        author.name,
        step(),
      ]);
    });
    const doneTime = status === 'done' ? new Date(at) : null;
    items.push([
      demoFeedbackId(i),
      SEED.tenant,
      plant.id,
      category,
      title,
      content,
      rnd() < 0.4 ? `feedback/${i}.jpg` : null,
      status,
      status === 'pending' ? null : GRID.by,
      doneTime,
      who.by,
      created,
      null,
    ]);
  }
  await insertRows(
    db,
    'biz_feedback',
    [
      'id',
      'tenant_id',
      'plant_id',
      'category',
      'title',
      'content',
      'attachments',
      'status',
      'handle_by',
      'done_time',
      'create_by',
      'create_time',
      'sys_org_code',
    ],
    items,
  );
  await insertRows(
    db,
    'biz_feedback_reply',
    ['id', 'feedback_id', 'side', 'content', 'attachments', 'create_by', 'create_name', 'create_time'],
    replies,
  );
}

/** Demo data: work notices, receipts, replies and feedback threads. */
export async function seedOffice(db: Db, now: Date = new Date()): Promise<void> {
  const plants = await demoPlants(db);
  await seedNotices(db, now, plants);
  await seedFeedback(db, now, plants);
}
