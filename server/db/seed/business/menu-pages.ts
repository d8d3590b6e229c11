import type { PERM } from '../../../../src/shared/domain/permission/codes';
import { BIZ_PATHS } from '../../../../src/shared/domain/routes/business-paths';
import { VIEW_KEYS } from '../../../../src/shared/domain/routes/components';

/** The business menus (issue 7): folders, their pages, and each page's button permissions. */
export type BizRoleKey = 'grid_staff' | 'plant_user' | 'leader';

export interface BizFolder {
  key: string;
  name: string;
  url: string;
  icon: string;
  sort: number;
}

export interface BizPage {
  folder: string;
  name: string;
  url: string;
  component: string;
  componentName: string;
  /** Buttons: [permission group, action, button name]. */
  buttons: ReadonlyArray<readonly [keyof typeof PERM, string, string]>;
  /** Roles that get the page, and which of its buttons (by action) each gets. */
  grants: Partial<Record<BizRoleKey, readonly string[]>>;
  /** The plant data rule's field on this page (plant pages filter on `id`, the others on `plantId`). */
  plantRuleField?: 'id' | 'plantId';
}

export const BIZ_FOLDERS: readonly BizFolder[] = [
  { key: 'plant', name: '电厂管理', url: BIZ_PATHS.plantFolder, icon: 'bank', sort: 10 },
  { key: 'fee', name: '电费管理', url: BIZ_PATHS.feeFolder, icon: 'account-book', sort: 11 },
  { key: 'invoice', name: '发票管理', url: BIZ_PATHS.invoiceFolder, icon: 'file-text', sort: 12 },
  { key: 'office', name: '协同办公', url: BIZ_PATHS.officeFolder, icon: 'notification', sort: 13 },
  { key: 'news', name: '资讯动态', url: BIZ_PATHS.newsFolder, icon: 'read', sort: 14 },
  { key: 'dashboard', name: '仪表盘', url: BIZ_PATHS.dashboardFolder, icon: 'dashboard', sort: 15 },
];

const ALL = ['list', 'add', 'edit', 'delete', 'import', 'export'] as const;

export const BIZ_PAGES: readonly BizPage[] = [
  {
    folder: 'plant',
    name: '电厂管理',
    url: BIZ_PATHS.plant,
    component: VIEW_KEYS.plantList,
    componentName: 'DcglList',
    buttons: [
      ['plant', 'list', '查看电厂'],
      ['plant', 'add', '新增电厂'],
      ['plant', 'edit', '编辑电厂'],
      ['plant', 'delete', '删除电厂'],
      ['plant', 'import', '导入电厂'],
      ['plant', 'export', '导出电厂'],
    ],
    grants: { grid_staff: ALL, plant_user: ['list', 'export'], leader: ['list', 'export'] },
    plantRuleField: 'id',
  },
  {
    folder: 'plant',
    name: '机组信息',
    url: BIZ_PATHS.unit,
    component: VIEW_KEYS.unitList,
    componentName: 'JzxxList',
    buttons: [
      ['unit', 'list', '查看机组'],
      ['unit', 'add', '新增机组'],
      ['unit', 'edit', '编辑机组'],
      ['unit', 'delete', '删除机组'],
      ['unit', 'export', '导出机组'],
      // Appended: a button's seeded id is its index, so earlier buttons keep theirs.
      ['unit', 'import', '导入机组'],
    ],
    grants: { grid_staff: ALL, plant_user: ['list', 'export'], leader: ['list', 'export'] },
    plantRuleField: 'plantId',
  },
  {
    folder: 'fee',
    name: '结算任务',
    url: BIZ_PATHS.settlement,
    component: VIEW_KEYS.settlementTaskList,
    componentName: 'DfglTaskList',
    buttons: [
      ['settlement', 'list', '查看结算任务'],
      ['settlement', 'open', '开立结算任务'],
      ['settlement', 'edit', '编辑结算任务'],
      ['settlement', 'delete', '删除结算任务'],
      ['settlement', 'revise', '修订结算'],
      ['settlement', 'confirm', '确认结算'],
      ['settlement', 'dispute', '提出异议'],
      ['settlement', 'pay', '登记付款'],
      ['settlement', 'log', '查看流转记录'],
      ['settlement', 'export', '导出结算任务'],
      // Appended (never inserted): the button ids follow the position, and existing databases
      // get this one, and its grants, on their next start.
      ['settlement', 'line', '填报电量明细'],
    ],
    grants: {
      grid_staff: ['list', 'open', 'edit', 'delete', 'revise', 'pay', 'log', 'export', 'line'],
      plant_user: ['list', 'confirm', 'dispute', 'log', 'export', 'line'],
      leader: ['list', 'log', 'export'],
    },
    plantRuleField: 'plantId',
  },
  {
    folder: 'fee',
    name: '电费台账',
    url: BIZ_PATHS.ledger,
    component: VIEW_KEYS.ledgerList,
    componentName: 'DfglLedgerList',
    buttons: [
      ['ledger', 'list', '查看电费台账'],
      ['ledger', 'export', '导出电费台账'],
    ],
    grants: { grid_staff: ['list', 'export'], plant_user: ['list', 'export'], leader: ['list', 'export'] },
    plantRuleField: 'plantId',
  },
  {
    folder: 'invoice',
    name: '发票池',
    url: BIZ_PATHS.invoicePool,
    component: VIEW_KEYS.invoicePool,
    componentName: 'FpglPoolList',
    buttons: [
      ['invoice', 'list', '查看发票'],
      ['invoice', 'add', '新增发票'],
      ['invoice', 'edit', '编辑发票'],
      ['invoice', 'delete', '删除发票'],
    ],
    grants: { plant_user: ['list', 'add', 'edit', 'delete'] },
    plantRuleField: 'plantId',
  },
  {
    folder: 'invoice',
    name: '发票提交',
    url: BIZ_PATHS.invoiceSubmit,
    component: VIEW_KEYS.invoiceSubmit,
    componentName: 'FpglSubmit',
    buttons: [
      ['invoice', 'list', '查看发票'],
      ['invoice', 'submit', '提交发票'],
      ['invoice', 'verify', '审核发票'],
      ['invoice', 'return', '退回发票'],
      ['invoice', 'tolerance', '设置金额容差'],
    ],
    grants: {
      grid_staff: ['list', 'verify', 'return', 'tolerance'],
      plant_user: ['list', 'submit'],
    },
    plantRuleField: 'plantId',
  },
  {
    folder: 'invoice',
    name: '发票台账',
    url: BIZ_PATHS.invoiceLedger,
    component: VIEW_KEYS.invoiceLedger,
    componentName: 'FpglLedgerList',
    buttons: [
      ['invoice', 'list', '查看发票'],
      ['invoice', 'book', '发票入账'],
      ['invoice', 'export', '导出发票'],
    ],
    grants: {
      grid_staff: ['list', 'book', 'export'],
      plant_user: ['list', 'export'],
      leader: ['list', 'export'],
    },
    plantRuleField: 'plantId',
  },
  {
    folder: 'invoice',
    name: '发票统计',
    url: BIZ_PATHS.invoiceStats,
    component: VIEW_KEYS.invoiceStats,
    componentName: 'FpglStatistics',
    buttons: [['invoice', 'stats', '查看发票统计']],
    grants: { grid_staff: ['stats'], plant_user: ['stats'], leader: ['stats'] },
    plantRuleField: 'plantId',
  },
  {
    folder: 'office',
    name: '通知公文',
    url: BIZ_PATHS.notice,
    component: VIEW_KEYS.noticeList,
    componentName: 'GzxtNoticeList',
    buttons: [
      ['notice', 'list', '查看通知'],
      ['notice', 'add', '新增通知'],
      ['notice', 'edit', '编辑通知'],
      ['notice', 'delete', '删除通知'],
      ['notice', 'publish', '发布通知'],
      ['notice', 'remind', '催办'],
    ],
    grants: {
      grid_staff: ['list', 'add', 'edit', 'delete', 'publish', 'remind'],
      leader: ['list'],
    },
  },
  {
    folder: 'office',
    name: '通知反馈',
    url: BIZ_PATHS.noticeFeedback,
    component: VIEW_KEYS.noticeFeedback,
    componentName: 'GzxtNoticeFeedback',
    buttons: [['notice', 'reply', '回复通知']],
    grants: { plant_user: ['reply'] },
    plantRuleField: 'plantId',
  },
  {
    folder: 'office',
    name: '信息反馈',
    url: BIZ_PATHS.feedback,
    component: VIEW_KEYS.feedbackList,
    componentName: 'InfoFeedbackList',
    buttons: [
      ['feedback', 'list', '查看反馈'],
      ['feedback', 'add', '提交反馈'],
      ['feedback', 'reply', '回复反馈'],
      ['feedback', 'handle', '处理反馈'],
      ['feedback', 'delete', '删除反馈'],
    ],
    grants: {
      grid_staff: ['list', 'reply', 'handle', 'delete'],
      plant_user: ['list', 'add', 'reply'],
      leader: ['list'],
    },
    plantRuleField: 'plantId',
  },
  {
    folder: 'news',
    name: '资讯管理',
    url: BIZ_PATHS.newsManage,
    component: VIEW_KEYS.newsManage,
    componentName: 'ZxdtManage',
    buttons: [
      ['news', 'list', '查看资讯'],
      ['news', 'add', '新增资讯'],
      ['news', 'edit', '编辑资讯'],
      ['news', 'delete', '删除资讯'],
      ['news', 'publish', '发布/下线资讯'],
    ],
    grants: { grid_staff: ['list', 'add', 'edit', 'delete', 'publish'] },
  },
  {
    folder: 'news',
    name: '资讯动态',
    url: BIZ_PATHS.newsIndex,
    component: VIEW_KEYS.newsIndex,
    componentName: 'ZxdtIndex',
    buttons: [['news', 'read', '阅读资讯']],
    grants: { grid_staff: ['read'], plant_user: ['read'], leader: ['read'] },
  },
  {
    folder: 'dashboard',
    name: '工作台',
    url: BIZ_PATHS.workplace,
    component: VIEW_KEYS.workplace,
    componentName: 'Workplace',
    buttons: [],
    grants: { grid_staff: [], plant_user: [], leader: [] },
  },
  {
    folder: 'dashboard',
    name: '统计图表',
    url: BIZ_PATHS.chart,
    component: VIEW_KEYS.chartDashboard,
    componentName: 'ChartDashboard',
    buttons: [],
    grants: { grid_staff: [], leader: [] },
  },
  {
    folder: 'dashboard',
    name: '任务看板',
    url: BIZ_PATHS.task,
    component: VIEW_KEYS.taskDashboard,
    componentName: 'TaskDashboard',
    buttons: [],
    grants: { grid_staff: [], leader: [] },
  },
  {
    folder: 'dashboard',
    name: '运行监控',
    url: BIZ_PATHS.monitor,
    component: VIEW_KEYS.monitorDashboard,
    componentName: 'MonitorDashboard',
    buttons: [],
    grants: { grid_staff: [], leader: [] },
  },
];

/** sys_permission rows the business seed writes: folders, pages and buttons. */
export const BIZ_MENU_ROW_COUNT =
  BIZ_FOLDERS.length + BIZ_PAGES.length + BIZ_PAGES.reduce((n, p) => n + p.buttons.length, 0);
