import type { Db } from '../../db';
import { SEED } from '../ids';
import {
  NEWS_STATUS,
  type NewsCategory,
  type NewsStatus,
} from '../../../../src/shared/domain/resources/news';

/** Fixed ids of the demo news items (1-based n). */
export function demoNewsId(n: number): string {
  return `18000000009600${String(n).padStart(5, '0')}`;
}

interface DemoNews {
  category: NewsCategory;
  title: string;
  summary: string;
  paragraphs: string[];
  /** Months before the current one (11 = a year ago, 0 = this month) and the day in it. */
  monthsAgo: number;
  day: number;
  status?: NewsStatus;
  top?: boolean;
}

// prettier-ignore
const ITEMS: readonly DemoNews[] = [
  { category: 'policy', monthsAgo: 11, day: 6, title: '国家发展改革委 国家能源局关于加快建设全国统一电力市场体系的指导意见解读', summary: '指导意见明确到2025年全国统一电力市场体系初步建成，跨省跨区资源市场化配置和绿色电力交易规模显著提高。', paragraphs: ['指导意见提出，健全多层次统一电力市场体系，加快建设国家电力市场，稳步推进省（区、市）/区域电力市场建设。', '对发电企业而言，中长期合同签约比例、分时段交易和偏差结算规则将逐步统一，请各电厂提前做好交易组织与结算对接准备。'] },
  { category: 'market', monthsAgo: 11, day: 18, title: '省内电力中长期交易年度双边协商交易结果公示', summary: '年度双边协商交易共成交电量约412亿千瓦时，成交均价较上年度略有上浮。', paragraphs: ['本次年度双边协商交易共有火电、水电、风电、光伏等各类电源参与，成交结果已通过交易平台发布。', '各电厂可在交易平台查询本厂成交明细，如对结果有异议，请于公示期内提出。'] },
  { category: 'notice', monthsAgo: 10, day: 3, title: '关于做好月度电费结算确认工作的通知', summary: '请各电厂在每月结算任务下发后5个工作日内完成上网电量及电费金额确认。', paragraphs: ['为提高电费结算效率，营销部将于每月初通过厂网协同平台下发上月结算任务。', '请各电厂在截止日期前完成确认；对电量或电价有异议的，请在平台填写异议说明，营销部将在3个工作日内核实答复。'] },
  { category: 'industry', monthsAgo: 10, day: 20, title: '新型储能规模化发展提速 多省出台容量补偿政策', summary: '多个省份相继出台新型储能容量补偿和参与电力现货市场的配套政策。', paragraphs: ['随着新能源装机快速增长，电力系统调节需求持续上升，新型储能成为提升系统灵活性的重要手段。', '多地明确独立储能可作为市场主体参与现货市场和辅助服务市场，并按可用容量给予补偿。'] },
  { category: 'policy', monthsAgo: 9, day: 8, title: '《电力辅助服务管理办法》要点梳理', summary: '办法明确了辅助服务的品种、提供主体和费用分摊机制，鼓励新型主体参与。', paragraphs: ['办法将辅助服务分为有功平衡服务、无功平衡服务和事故应急及恢复服务三大类。', '辅助服务费用按照“谁提供、谁获利；谁受益、谁承担”的原则进行补偿和分摊，各电厂应关注本厂考核与补偿明细。'] },
  { category: 'notice', monthsAgo: 9, day: 22, title: '关于调整增值税专用发票报送要求的通知（征求意见稿）', summary: '拟调整电费发票报送方式，推行电子发票线上提交和审核。', paragraphs: ['为减少纸质发票往返，拟自下季度起全面推行电子发票在线提交。', '本通知为征求意见稿，尚未正式发布。'], status: NEWS_STATUS.draft },
  { category: 'market', monthsAgo: 8, day: 5, title: '省电力现货市场开展连续结算试运行', summary: '现货市场进入连续结算试运行阶段，日前、实时市场出清结果按日发布。', paragraphs: ['试运行期间，发电侧按照日前市场和实时市场出清价格进行偏差结算。', '请各电厂加强机组出力预测与申报管理，避免因偏差过大产生额外考核费用。'] },
  { category: 'industry', monthsAgo: 8, day: 19, title: '上半年全国发电量同比增长 可再生能源发电占比持续提升', summary: '上半年规模以上工业发电量同比增长约5%，风电、光伏发电量增速明显高于火电。', paragraphs: ['从电源结构看，水电受来水偏丰影响发电量增长较快，风电、光伏发电量占比进一步提升。', '火电在保障电力供应和系统调峰中仍发挥基础性作用。'] },
  { category: 'notice', monthsAgo: 7, day: 2, title: '关于开展迎峰度夏期间电厂设备安全检查的通知', summary: '请各电厂于本月底前完成主要设备安全检查，并通过信息反馈模块报送检查情况。', paragraphs: ['迎峰度夏期间用电负荷持续攀升，请各电厂重点检查主变、出线及保护装置运行状况。', '检查中发现的问题请及时整改，并通过平台信息反馈模块报送整改情况。'] },
  { category: 'policy', monthsAgo: 7, day: 16, title: '绿色电力证书核发范围扩大至全部可再生能源发电项目', summary: '绿证核发实现可再生能源电量全覆盖，绿证可作为可再生能源电力消费的唯一凭证。', paragraphs: ['新政策将绿证核发范围由陆上风电、集中式光伏扩展至全部已建档立卡的可再生能源发电项目。', '各风电、光伏、水电及生物质电厂可通过国家绿证核发交易系统申请核发。'] },
  { category: 'market', monthsAgo: 6, day: 9, title: '月度集中竞价交易成交情况通报', summary: '本月集中竞价交易成交电量约36亿千瓦时，新能源企业参与度明显提高。', paragraphs: ['本次集中竞价共有126家发电企业参与申报，其中新能源企业占比超过四成。', '成交价格在基准价上下浮动范围内，市场运行总体平稳。'] },
  { category: 'industry', monthsAgo: 6, day: 24, title: '抽水蓄能电站建设进入高峰期', summary: '全国在建抽水蓄能装机规模创历史新高，将显著提升电网调峰能力。', paragraphs: ['抽水蓄能作为技术最成熟、经济性最优的大规模储能方式，正迎来建设高峰。', '两部制电价政策的落地为抽水蓄能电站的合理收益提供了保障。'] },
  { category: 'notice', monthsAgo: 5, day: 4, title: '关于暂停部分电厂电费结算的临时通知', summary: '因系统升级，部分电厂当月电费结算顺延处理。', paragraphs: ['因结算系统升级，部分电厂当月电费结算将顺延5个工作日。', '系统升级已完成，本通知已下线。'], status: NEWS_STATUS.unpublished },
  { category: 'policy', monthsAgo: 5, day: 17, title: '分布式光伏发电开发建设管理办法发布', summary: '办法明确分布式光伏的分类管理、备案流程和并网要求，规范行业有序发展。', paragraphs: ['办法将分布式光伏分为自然人户用、非自然人户用、一般工商业和大型工商业四类，实行分类管理。', '电网企业应按规定为分布式光伏提供并网服务，简化接网流程。'] },
  { category: 'market', monthsAgo: 4, day: 7, title: '跨省跨区绿电交易规模再创新高', summary: '今年以来跨省跨区绿色电力交易电量同比大幅增长，助力受端省份完成消纳责任权重。', paragraphs: ['依托特高压输电通道，西部地区风电、光伏电量大规模送往东中部负荷中心。', '省内风电、光伏电厂可积极参与跨省绿电交易，拓展消纳空间。'] },
  { category: 'industry', monthsAgo: 3, day: 12, title: '煤电机组灵活性改造加快推进', summary: '多家发电集团加快煤电机组深度调峰改造，最小技术出力降至30%额定负荷以下。', paragraphs: ['煤电灵活性改造是提升新能源消纳能力的重要措施。', '改造后的机组可参与深度调峰辅助服务市场并获得相应补偿。'] },
  { category: 'policy', monthsAgo: 2, day: 10, title: '关于完善上网电价形成机制有关事项的通知', summary: '通知进一步完善燃煤发电“基准价+上下浮动”市场化电价机制，明确容量电价执行要求。', paragraphs: ['燃煤发电上网电价通过市场交易在“基准价+上下浮动”范围内形成，上下浮动原则上均不超过20%。', '煤电容量电价按照回收煤电机组一定比例固定成本的方式确定，请各火电厂关注容量电费结算安排。'] },
  { category: 'market', monthsAgo: 1, day: 15, title: '四季度电力市场运行分析会召开', summary: '会议分析了四季度市场供需形势，部署迎峰度冬期间市场交易与结算工作。', paragraphs: ['会议指出，四季度用电需求保持增长，电煤供应总体稳定，市场价格平稳运行。', '会议要求各市场主体严格履行中长期合同，保障迎峰度冬期间电力可靠供应。'] },
  { category: 'notice', monthsAgo: 1, day: 25, title: '厂网协同平台电费结算与发票管理功能全面上线', summary: '电费结算确认、发票在线提交与审核、通知反馈等功能已全面上线，请各电厂使用平台办理。', paragraphs: ['即日起，月度电费结算确认、发票提交与审核、工作通知与回复均通过厂网协同平台办理。', '电厂用户可在企业微信中直接打开平台，在手机上完成结算确认和发票拍照提交。', '使用中遇到问题，请通过“信息反馈”模块提交，营销部将及时处理。'], top: true },
  { category: 'notice', monthsAgo: 0, day: 2, title: '关于做好本年度电费清算及发票开具工作的通知', summary: '请各电厂在年底前完成全年电费核对、发票开具和提交，确保年度清算按期完成。', paragraphs: ['年度清算工作将于本月下旬启动，请各电厂提前核对全年各月结算电量和电费金额。', '尚未提交发票的结算任务，请于本月20日前通过平台提交；逾期将顺延至次年结算。'], top: true },
];

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The Asia/Shanghai year and month (1-12) of `now`. */
function shanghaiMonth(now: Date): { y: number; m: number } {
  const local = new Date(now.getTime() + 8 * 3600_000);
  return { y: local.getUTCFullYear(), m: local.getUTCMonth() + 1 };
}

/** 09:30 Shanghai time on `day` of the month `monthsAgo` before `now`'s month, never after `now`. */
export function demoNewsTime(now: Date, monthsAgo: number, day: number): Date {
  const { y, m } = shanghaiMonth(now);
  const index = y * 12 + (m - 1) - monthsAgo;
  const at = new Date(`${Math.floor(index / 12)}-${pad2((index % 12) + 1)}-${pad2(day)}T09:30:00+08:00`);
  return at.getTime() > now.getTime() ? new Date(now.getTime() - 3600_000) : at;
}

/** mulberry32: deterministic view counts. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COLUMNS = [
  'id',
  'tenant_id',
  'title',
  'cover_image',
  'category',
  'summary',
  'content',
  'is_top',
  'status',
  'publish_by',
  'publish_time',
  'view_count',
  'create_by',
  'create_time',
  'sys_org_code',
] as const;

/**
 * Demo data: 20 news items over the demo year in every category — most published, 2 top, 1 draft,
 * 1 unpublished. Covers stay empty (no external URLs; the pages show a category placeholder).
 */
export async function seedNews(db: Db, now: Date = new Date()): Promise<void> {
  const random = mulberry32(7);
  const values: unknown[] = [];
  const rows = ITEMS.map((item, i) => {
    const status = item.status ?? NEWS_STATUS.published;
    const at = demoNewsTime(now, item.monthsAgo, item.day);
    const created = new Date(at.getTime() - 2 * 3600_000);
    const published = status !== NEWS_STATUS.draft;
    const content = item.paragraphs.map((p) => `<p>${p}</p>`).join('');
    const row = [
      demoNewsId(i + 1),
      SEED.tenant,
      item.title,
      null,
      item.category,
      item.summary,
      content,
      item.top === true,
      status,
      published ? 'admin' : null,
      published ? at : null,
      published ? 40 + Math.floor(random() * 400) : 0,
      'admin',
      created,
      'A01',
    ];
    const base = values.length;
    values.push(...row);
    return `(${row.map((_, c) => `$${base + c + 1}`).join(', ')})`;
  });
  await db.query(
    `INSERT INTO biz_news (${COLUMNS.join(', ')}) VALUES ${rows.join(', ')} ON CONFLICT (id) DO NOTHING`,
    values,
  );
}
