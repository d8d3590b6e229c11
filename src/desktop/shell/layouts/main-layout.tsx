import { useCallback, useState } from 'react';
import { Layout } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { COPYRIGHT_LINE, PRODUCT_TITLE } from '../../../shared/domain/routes/paths';
import { useSession } from '../../../shared/session/session-store';
import { SideMenu } from '../menu/side-menu';
import { findRoute } from '../menu/menu-items';
import { GlobalHeader } from '../header/global-header';
import { MultiTabBar } from '../tabs/multi-tab-bar';
import { TabContent } from '../tabs/tab-content';
import { PageBreadcrumb } from './page-breadcrumb';
import { useCurrentPage } from './use-current-page';
import { FIXED_HEADER_PADDING, HEADER_HEIGHT, SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from './layout-metrics';

/** Signed-in layout: side menu, fixed header, tabs, breadcrumb, page, footer (spec 000 §2.4). */
export default function MainLayout() {
  const routes = useSession((s) => s.routes);
  const [collapsed, setCollapsed] = useState(false);
  const navigate = useNavigate();
  const current = useCurrentPage(routes);
  const siderWidth = collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH;
  const routeOf = useCallback((key: string) => findRoute(routes, key.split('?')[0] ?? key) ?? null, [routes]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        trigger={null}
        collapsed={collapsed}
        width={SIDER_WIDTH}
        collapsedWidth={SIDER_COLLAPSED_WIDTH}
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
      >
        <Link
          to="/"
          style={{
            display: 'block',
            height: HEADER_HEIGHT,
            lineHeight: `${HEADER_HEIGHT}px`,
            textAlign: 'center',
            color: '#fff',
            fontSize: 18,
            fontWeight: 600,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
          }}
        >
          {collapsed ? PRODUCT_TITLE.slice(0, 1) : PRODUCT_TITLE}
        </Link>
        <SideMenu
          routes={routes}
          collapsed={collapsed}
          activeChain={current.chain.map((r) => r.path)}
          onNavigate={navigate}
        />
      </Layout.Sider>
      <Layout style={{ paddingTop: FIXED_HEADER_PADDING }}>
        <GlobalHeader
          collapsed={collapsed}
          onToggle={() => setCollapsed((c) => !c)}
          onNavigate={navigate}
          left={siderWidth}
        />
        <MultiTabBar />
        <Layout.Content style={{ margin: 16, padding: 24, background: '#fff', minHeight: 360 }}>
          <PageBreadcrumb chain={current.chain} />
          <TabContent current={current} routeOf={routeOf} />
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center', color: 'rgba(0,0,0,.45)' }}>
          {COPYRIGHT_LINE}
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
