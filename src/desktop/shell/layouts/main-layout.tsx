import { lazy, Suspense, useCallback, useState } from 'react';
import { Layout } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { COPYRIGHT_LINE, PRODUCT_TITLE } from '../../../shared/domain/routes/paths';
import { useSession } from '../../../shared/session/session-store';
import { detectDevice } from '../../../shared/domain/device/detect';
import { SideMenu } from '../menu/side-menu';
import { findRoute } from '../menu/menu-items';
import { GlobalHeader } from '../header/global-header';
import { MultiTabBar } from '../tabs/multi-tab-bar';
import { TabContent } from '../tabs/tab-content';
import { useTabsPersistence } from '../tabs/tabs-persistence';
import { PageBreadcrumb } from './page-breadcrumb';
import { PhoneShellOffer } from './phone-shell-offer';
import { useCurrentPage } from './use-current-page';
import { useDesktopWebviewLayer } from './use-desktop-webview-layer';
import { FIXED_HEADER_PADDING, HEADER_HEIGHT, SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from './layout-metrics';
import { useHeaderAutoHide, useLayoutSettings, useSingleTabMode } from '../settings/use-layout-settings';

// Display settings drawer: development only (spec 002 §2). The constant condition lets a
// production build drop the gear and the drawer chunk.
const SettingsButton = import.meta.env.DEV ? lazy(() => import('../settings/settings-button')) : null;

/** Signed-in layout: side menu, fixed header, tabs, breadcrumb, page, footer (spec 000 §2.4). */
export default function MainLayout() {
  const routes = useSession((s) => s.routes);
  // Below the desktop breakpoint (a tablet or a 1024 px WeCom / DingTalk PC window) the sider starts
  // collapsed so the page keeps its width; the header toggle opens it.
  const [collapsed, setCollapsed] = useState(
    () => detectDevice({ width: window.innerWidth, userAgent: navigator.userAgent }).sidebarCollapsed,
  );
  const navigate = useNavigate();
  const userId = useSession((s) => s.userInfo?.id ?? null);
  // Without the menu yet nothing can be checked against it: restore and save wait for it.
  const userKey = routes.length > 0 ? userId : null;
  const routeOf = useCallback((key: string) => findRoute(routes, key.split('?')[0] ?? key) ?? null, [routes]);
  // Before useCurrentPage: the restored tabs come first, the current page's tab joins them.
  useTabsPersistence(userKey, (key) => routeOf(key) !== null);
  const current = useCurrentPage(routes);
  const layout = useLayoutSettings();
  const headerHidden = useHeaderAutoHide(layout.autoHideHeader, HEADER_HEIGHT);
  useSingleTabMode(layout.showTabs, current.key, current.known);
  useDesktopWebviewLayer();
  const siderWidth = layout.showSider ? (collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH) : 0;
  const dark = layout.menuTheme === 'dark';
  const logo = (
    <Link
      to="/"
      style={{
        display: 'block',
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        padding: layout.showSider ? undefined : '0 24px',
        textAlign: 'center',
        color: dark ? '#fff' : 'inherit',
        fontSize: 18,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
      }}
    >
      {collapsed && layout.showSider ? PRODUCT_TITLE.slice(0, 1) : PRODUCT_TITLE}
    </Link>
  );
  const menu = (mode: 'inline' | 'horizontal') => (
    <SideMenu
      routes={routes}
      collapsed={mode === 'inline' && collapsed}
      activeChain={current.chain.map((r) => r.path)}
      onNavigate={navigate}
      theme={layout.menuTheme}
      mode={mode}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {layout.showSider ? (
        <Layout.Sider
          collapsible
          trigger={null}
          collapsed={collapsed}
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          theme={layout.menuTheme}
          style={
            layout.stickySider ? { position: 'sticky', top: 0, height: '100vh', overflow: 'auto' } : undefined
          }
        >
          {logo}
          {menu('inline')}
        </Layout.Sider>
      ) : null}
      <Layout style={{ paddingTop: layout.fixedHeader ? FIXED_HEADER_PADDING : 0 }}>
        <PhoneShellOffer />
        <GlobalHeader
          collapsed={collapsed}
          onToggle={() => setCollapsed((c) => !c)}
          onNavigate={navigate}
          left={siderWidth}
          fixed={layout.fixedHeader}
          hidden={headerHidden}
          dark={layout.menuInHeader && dark}
          topMenu={
            layout.menuInHeader ? (
              <>
                {logo}
                <div style={{ flex: 1, minWidth: 0 }}>{menu('horizontal')}</div>
              </>
            ) : undefined
          }
        />
        {layout.showTabs ? <MultiTabBar /> : null}
        <Layout.Content
          style={{
            margin: layout.contentMaxWidth ? '16px auto' : 16,
            width: layout.contentMaxWidth ? `calc(100% - 32px)` : undefined,
            maxWidth: layout.contentMaxWidth ?? undefined,
            padding: 24,
            background: '#fff',
            minHeight: 360,
          }}
        >
          <PageBreadcrumb chain={current.chain} />
          <TabContent current={current} routeOf={routeOf} />
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center', color: 'rgba(0,0,0,.62)' }}>
          {COPYRIGHT_LINE}
        </Layout.Footer>
      </Layout>
      {SettingsButton ? (
        <Suspense fallback={null}>
          <SettingsButton />
        </Suspense>
      ) : null}
    </Layout>
  );
}
