/**
 * Menu paths of the business (issue 7; spec 000 §2.2 "cwxt business views"). A business resource
 * schema's `menuPath` points here; the server resolves the plant data rule of a resource by it.
 */
export const BIZ_PATHS = {
  /** 电厂管理 folder: plants (dcgl) and units (jzxx). */
  plantFolder: '/dcgl',
  plant: '/dcgl/list',
  unit: '/dcgl/jzxx',
  /** 电费管理 folder: settlement tasks and the derived ledger (dfgl). */
  feeFolder: '/dfgl',
  settlement: '/dfgl/task',
  ledger: '/dfgl/ledger',
  /** 发票管理 folder (fpgl): 发票池, 发票提交, 发票台账, 发票统计. */
  invoiceFolder: '/fpgl',
  invoicePool: '/fpgl/pool',
  invoiceSubmit: '/fpgl/submit',
  invoiceLedger: '/fpgl/ledger',
  invoiceStats: '/fpgl/statistics',
  /** 协同办公 folder: work notices / 公文 (gzxt) and 信息反馈 (info-manage). */
  officeFolder: '/gzxt',
  notice: '/gzxt/notice',
  noticeFeedback: '/gzxt/feedback',
  feedback: '/gzxt/info',
  /** 资讯动态 (zxdt): administration and the reading page. */
  newsFolder: '/zxdt',
  newsManage: '/zxdt/manage',
  newsIndex: '/zxdt/index',
  /** Dashboards besides 首页 (PATHS.home = /dashboard/analysis). */
  dashboardFolder: '/dashboard',
  workplace: '/dashboard/workplace',
  chart: '/dashboard/chart',
  task: '/dashboard/task',
  monitor: '/dashboard/monitor',
} as const;

/** The business menus whose rows carry plant_id: each has the seeded plant data rule for 电厂用户. */
export const PLANT_SCOPED_PATHS: readonly string[] = [
  BIZ_PATHS.plant,
  BIZ_PATHS.unit,
  BIZ_PATHS.settlement,
  BIZ_PATHS.ledger,
  BIZ_PATHS.invoicePool,
  BIZ_PATHS.invoiceSubmit,
  BIZ_PATHS.invoiceLedger,
  BIZ_PATHS.invoiceStats,
  BIZ_PATHS.noticeFeedback,
  BIZ_PATHS.feedback,
];
