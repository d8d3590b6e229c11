import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { LAYOUT_KEYS, VIEW_KEYS } from '../../shared/domain/routes/components';
import type { AppRoute } from '../../shared/domain/menu/build-routes';
import { ViewByKeyIn, type ViewProps, type ViewSets } from '../../shared/router/view-by-key';
import { PageLoading } from '../ui/page-loading';
import { MissingView } from './missing-view';

type LazyView = LazyExoticComponent<ComponentType<ViewProps>>;

const AccountSettings = lazy(() => import('../pages/account/settings/account-settings-page'));

/** Menu component key → phone page (spec 000 §2.2 "other component paths load from the views set"). */
const VIEWS: Record<string, LazyView> = {
  [VIEW_KEYS.analysis]: lazy(() => import('../pages/dashboard/analysis-page')),
  [VIEW_KEYS.accountCenter]: lazy(() => import('../pages/account/user-centre-page')),
  [VIEW_KEYS.accountSecurity]: lazy(() => import('../pages/account/security-page')),
  [VIEW_KEYS.exception403]: lazy(() => import('../pages/exception/forbidden-page')),
  [VIEW_KEYS.exception404]: lazy(() => import('../pages/exception/not-found-page')),
  [VIEW_KEYS.exception500]: lazy(() => import('../pages/exception/server-error-page')),
  [VIEW_KEYS.userList]: lazy(() => import('../pages/system/user/user-list-page')),
  [VIEW_KEYS.onlineUserList]: lazy(() => import('../pages/system/online/online-user-list-page')),
  [VIEW_KEYS.logList]: lazy(() => import('../pages/system/log/log-list-page')),
  [VIEW_KEYS.roleList]: lazy(() => import('../pages/system/role/role-list-page')),
  [VIEW_KEYS.widgetDemo]: lazy(() => import('../pages/demo/widget-demo-page')),
  [VIEW_KEYS.announcementList]: lazy(() => import('../pages/system/announcement/announcement-list-page')),
  [VIEW_KEYS.userAnnouncement]: lazy(() => import('../pages/messages/message-centre-page')),
  [VIEW_KEYS.monitorServer]: lazy(() => import('../pages/monitor/server-monitor-page')),
  [VIEW_KEYS.monitorProcess]: lazy(() => import('../pages/monitor/process-monitor-page')),
  [VIEW_KEYS.monitorDisk]: lazy(() => import('../pages/monitor/disk-monitor-page')),
  [VIEW_KEYS.monitorDatabase]: lazy(() => import('../pages/monitor/database-monitor-page')),
  [VIEW_KEYS.monitorTrace]: lazy(() => import('../pages/monitor/trace-monitor-page')),
  [VIEW_KEYS.accountSettings]: AccountSettings,
  // JeecgBoot's 基本设置 row (account-settings-base) opens the same page on its first tab.
  [VIEW_KEYS.accountBaseSetting]: AccountSettings,
  [VIEW_KEYS.addressList]: lazy(() => import('../pages/system/address-list/address-list-page')),
  [VIEW_KEYS.dictList]: lazy(() => import('../pages/system/dict/dict-list-page')),
  [VIEW_KEYS.quartzJobList]: lazy(() => import('../pages/monitor/quartz/quartz-job-list-page')),
  [VIEW_KEYS.newsManage]: lazy(() => import('../pages/cwxt/zxdt/news-manage-page')),
  [VIEW_KEYS.newsIndex]: lazy(() => import('../pages/cwxt/zxdt/news-index-page')),
  [VIEW_KEYS.workplace]: lazy(() => import('../pages/dashboard/workplace-page')),
  [VIEW_KEYS.taskDashboard]: lazy(() => import('../pages/dashboard/task-board-page')),
  [VIEW_KEYS.chartDashboard]: lazy(() => import('../pages/dashboard/chart-page')),
  [VIEW_KEYS.monitorDashboard]: lazy(() => import('../pages/dashboard/monitor-page')),
  [VIEW_KEYS.settlementTaskList]: lazy(() => import('../pages/cwxt/dfgl/settlement-task-page')),
  [VIEW_KEYS.ledgerList]: lazy(() => import('../pages/cwxt/dfgl/ledger-page')),
  [VIEW_KEYS.invoicePool]: lazy(() => import('../pages/cwxt/fpgl/invoice-pool-page')),
  [VIEW_KEYS.invoiceSubmit]: lazy(() => import('../pages/cwxt/fpgl/invoice-submit-page')),
  [VIEW_KEYS.invoiceLedger]: lazy(() => import('../pages/cwxt/fpgl/invoice-ledger-page')),
  [VIEW_KEYS.invoiceStats]: lazy(() => import('../pages/cwxt/fpgl/invoice-stats-page')),
  [VIEW_KEYS.plantList]: lazy(() => import('../pages/cwxt/dcgl/plant-list-page')),
  [VIEW_KEYS.unitList]: lazy(() => import('../pages/cwxt/jzxx/unit-list-page')),
  [VIEW_KEYS.noticeList]: lazy(() => import('../pages/cwxt/gzxt/notice-list-page')),
  [VIEW_KEYS.noticeFeedback]: lazy(() => import('../pages/cwxt/gzxt/notice-feedback-page')),
  [VIEW_KEYS.feedbackList]: lazy(() => import('../pages/cwxt/info-manage/feedback-list-page')),
  [VIEW_KEYS.cgformAutoList]: lazy(() => import('../pages/online/cgform/cgform-auto-list-page')),
  [VIEW_KEYS.cgformTreeList]: lazy(() => import('../pages/online/cgform/cgform-auto-list-page')),
  [VIEW_KEYS.cgformErpList]: lazy(() => import('../pages/online/cgform/cgform-auto-list-page')),
  [VIEW_KEYS.cgformTabList]: lazy(() => import('../pages/online/cgform/cgform-auto-list-page')),
  [VIEW_KEYS.cgformInnerTableList]: lazy(() => import('../pages/online/cgform/cgform-auto-list-page')),
  [VIEW_KEYS.cgreportAutoList]: lazy(() => import('../pages/online/cgreport/cgreport-auto-list-page')),
};

/** Component keys containing "layouts" resolve here (spec 000 §2.2). */
const LAYOUTS: Record<string, LazyView> = {
  [LAYOUT_KEYS.routeView]: lazy(() => import('../shell/route-view')),
  [LAYOUT_KEYS.tabLayout]: lazy(() => import('../shell/route-view')),
  [LAYOUT_KEYS.iframe]: lazy(() => import('../shell/iframe-page-view')),
};

const SETS: ViewSets = { views: VIEWS, layouts: LAYOUTS, fallback: <PageLoading />, Missing: MissingView };

/** Renders the page registered for a component key, or the "页面组件不存在" view. */
export function ViewByKey({ componentKey, route }: { componentKey: string | null; route: AppRoute | null }) {
  return <ViewByKeyIn sets={SETS} componentKey={componentKey} route={route} />;
}
