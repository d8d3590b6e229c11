/**
 * The business dictionaries (issue 7): code → items [value, text]. The server seeds them into
 * sys_dict, validates stored codes against them, and the pages render them through the dict
 * widgets; the state machines use the value constants below, never the Chinese text.
 */
export const BIZ_DICTS = {
  cwxt_plant_type: {
    name: '电厂类型',
    items: [
      ['thermal', '火电'],
      ['hydro', '水电'],
      ['wind', '风电'],
      ['solar', '光伏'],
      ['biomass', '生物质'],
      ['storage', '储能'],
    ],
  },
  cwxt_voltage_level: {
    name: '并网电压等级',
    items: [
      ['10', '10kV'],
      ['35', '35kV'],
      ['110', '110kV'],
      ['220', '220kV'],
      ['500', '500kV'],
    ],
  },
  cwxt_plant_status: {
    name: '电厂状态',
    items: [
      ['running', '在运'],
      ['stopped', '停运'],
      ['retired', '退役'],
    ],
  },
  cwxt_unit_type: {
    name: '机组类型',
    items: [
      ['steam', '汽轮发电机组'],
      ['gas', '燃气轮机组'],
      ['hydro', '水轮发电机组'],
      ['wind', '风力发电机组'],
      ['pv', '光伏发电单元'],
      ['biomass', '生物质发电机组'],
      ['storage', '储能单元'],
    ],
  },
  cwxt_unit_status: {
    name: '机组状态',
    items: [
      ['running', '运行'],
      ['maintenance', '检修'],
      ['standby', '备用'],
      ['stopped', '停运'],
    ],
  },
  cwxt_settle_status: {
    name: '结算状态',
    items: [
      ['pending', '待确认'],
      ['confirmed', '电厂已确认'],
      ['disputed', '电厂有异议'],
      ['invoiced', '已开票'],
      ['settled', '已结算'],
    ],
  },
  cwxt_invoice_type: {
    name: '发票类型',
    items: [
      ['special', '增值税专用发票'],
      ['normal', '增值税普通发票'],
      ['electronic', '电子发票'],
    ],
  },
  cwxt_invoice_status: {
    name: '发票状态',
    items: [
      ['draft', '草稿'],
      ['submitted', '已提交'],
      ['verified', '已审核'],
      ['returned', '已退回'],
      ['booked', '已入账'],
    ],
  },
  cwxt_notice_type: {
    name: '通知类型',
    items: [
      ['notice', '工作通知'],
      ['document', '公文'],
    ],
  },
  cwxt_notice_status: {
    name: '通知状态',
    items: [
      ['draft', '草稿'],
      ['published', '已发布'],
      ['revoked', '已撤回'],
    ],
  },
  cwxt_feedback_category: {
    name: '反馈类别',
    items: [
      ['problem', '问题'],
      ['suggestion', '建议'],
      ['consult', '咨询'],
      ['other', '其他'],
    ],
  },
  cwxt_feedback_status: {
    name: '反馈状态',
    items: [
      ['pending', '待处理'],
      ['processing', '处理中'],
      ['done', '已办结'],
    ],
  },
  cwxt_news_category: {
    name: '资讯类别',
    items: [
      ['policy', '政策法规'],
      ['market', '市场动态'],
      ['notice', '通知公告'],
      ['industry', '行业资讯'],
    ],
  },
  cwxt_news_status: {
    name: '资讯状态',
    items: [
      ['draft', '草稿'],
      ['published', '已发布'],
      ['unpublished', '已下线'],
    ],
  },
} as const satisfies Record<string, { name: string; items: ReadonlyArray<readonly [string, string]> }>;

export type BizDictCode = keyof typeof BIZ_DICTS;
/** The values of one business dictionary, e.g. BizDictValue<'cwxt_settle_status'> = 'pending' | … */
export type BizDictValue<C extends BizDictCode> = (typeof BIZ_DICTS)[C]['items'][number][0];

export function bizDictValues<C extends BizDictCode>(code: C): ReadonlyArray<BizDictValue<C>> {
  return BIZ_DICTS[code].items.map((i) => i[0]) as ReadonlyArray<BizDictValue<C>>;
}

/** The Chinese text of a value (for messages and exports); the value itself when unknown. */
export function bizDictText(code: BizDictCode, value: string | null | undefined): string {
  const items: ReadonlyArray<readonly [string, string]> = BIZ_DICTS[code].items;
  return items.find((i) => i[0] === value)?.[1] ?? value ?? '';
}
