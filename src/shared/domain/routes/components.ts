/**
 * Menu `component` values (sys_permission.component) that have a page in this build.
 * Both shells register a view for each key they support; the server seeds menus only for these.
 * Keys containing "layouts" resolve against the layouts registry, the rest against views.
 */
export const VIEW_KEYS = {
  analysis: 'dashboard/Analysis',
  accountCenter: 'account/center/Index',
  accountSecurity: 'account/settings/Security',
  exception403: 'exception/403',
  exception404: 'exception/404',
  exception500: 'exception/500',
  userList: 'system/UserList',
  roleList: 'system/RoleList',
  departList: 'system/DepartList',
  permissionList: 'system/PermissionList',
  tenantList: 'system/TenantList',
  positionList: 'system/SysPositionList',
  onlineUserList: 'system/SysUserOnlineList',
  logList: 'system/LogList',
  widgetDemo: 'examples/WidgetDemo',
  announcementList: 'system/SysAnnouncementList',
  messageTemplateList: 'modules/message/SysMessageTemplateList',
  userAnnouncement: 'system/UserAnnouncementList',
  accountSettings: 'account/settings/Index',
  /** JeecgBoot's 基本设置 (route name account-settings-base, the header's 个人设置): our settings page. */
  accountBaseSetting: 'account/settings/BaseSetting',
  dictList: 'system/DictList',
  categoryList: 'system/SysCategoryList',
  checkRuleList: 'system/SysCheckRuleList',
  fillRuleList: 'system/SysFillRuleList',
  dataSourceList: 'system/SysDataSourceList',
  addressList: 'system/AddressList',
  ossFileList: 'modules/oss/OSSFileList',
  quartzJobList: 'system/QuartzJobList',
  dataLogList: 'system/DataLogList',
  gatewayList: 'system/SysGatewayRouteList',
  monitorServer: 'modules/monitor/SystemInfo',
  // Our own pages (JeecgBoot's clients have none of these) carry names in our own folder, cwxt/.
  monitorProcess: 'cwxt/monitor/ProcessInfo',
  monitorDisk: 'modules/monitor/DiskMonitoring',
  monitorDatabase: 'cwxt/monitor/DatabaseInfo',
  monitorTrace: 'modules/monitor/HttpTrace',
  cgreportHeadList: 'modules/online/cgreport/OnlCgreportHeadList',
  cgreportAutoList: 'modules/online/cgreport/auto/OnlCgreportAutoList',
  // Online forms (issue 9, spec 000 §2.2): keys only until their pages exist.
  cgformHeadList: 'modules/online/cgform/OnlCgformHeadList',
  cgformAutoList: 'modules/online/cgform/auto/OnlCgformAutoList',
  cgformTreeList: 'modules/online/cgform/auto/OnlCgformTreeList',
  cgformErpList: 'modules/online/cgform/auto/erp/OnlCgformErpList',
  cgformTabList: 'modules/online/cgform/auto/tab/OnlCgformTabList',
  cgformInnerTableList: 'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList',
  cgformCopyList: 'modules/online/cgform/OnlCgformCopyList',
  thirdAppConfig: 'cwxt/system/ThirdAppConfig',
  // The business (issue 7): JeecgBoot's cwxt view grouping (spec 000 §2.2).
  plantList: 'cwxt/dcgl/DcglList',
  unitList: 'cwxt/jzxx/JzxxList',
  settlementTaskList: 'cwxt/dfgl/DfglTaskList',
  ledgerList: 'cwxt/dfgl/DfglLedgerList',
  invoicePool: 'cwxt/fpgl/FpglPoolList',
  invoiceSubmit: 'cwxt/fpgl/FpglSubmit',
  invoiceLedger: 'cwxt/fpgl/FpglLedgerList',
  invoiceStats: 'cwxt/fpgl/FpglStatistics',
  noticeList: 'cwxt/gzxt/GzxtNoticeList',
  noticeFeedback: 'cwxt/gzxt/GzxtNoticeFeedback',
  feedbackList: 'cwxt/info-manage/InfoFeedbackList',
  newsManage: 'cwxt/zxdt/ZxdtManage',
  newsIndex: 'cwxt/zxdt/ZxdtIndex',
  workplace: 'dashboard/Workplace',
  chartDashboard: 'cwxt/dashboard/Chart',
  taskDashboard: 'cwxt/dashboard/Task',
  monitorDashboard: 'cwxt/dashboard/Monitor',
} as const;

export const LAYOUT_KEYS = {
  routeView: 'layouts/RouteView',
  tabLayout: 'layouts/TabLayout',
  iframe: 'layouts/IframePageView',
} as const;

export type ViewKey = (typeof VIEW_KEYS)[keyof typeof VIEW_KEYS];
export type LayoutKey = (typeof LAYOUT_KEYS)[keyof typeof LAYOUT_KEYS];
