import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../src/shared/domain/contract/permission';
import {
  MenuVersionError,
  buildMenuRoutes,
  flattenRoutes,
} from '../../../src/shared/domain/menu/build-routes';
import { flattenVisibleMenu, searchMenu } from '../../../src/shared/domain/menu/menu-search';
import {
  evaluateExpression,
  isExternalUrl,
  renderUrlTemplate,
} from '../../../src/shared/domain/menu/url-template';

function item(p: Partial<MenuItem> & { id: string; path: string }): MenuItem {
  return {
    route: '1',
    name: p.path.slice(1).replace(/\//g, '-'),
    component: null,
    meta: { keepAlive: false, internalOrExternal: false, title: p.id },
    ...p,
  };
}

const ctx = {
  window: { _CONFIG: { domianURL: 'https://cw.example.com/jeecg-boot' } },
  apiBase: '/jeecg-boot',
  token: 'tok123',
};

describe('url placeholders (no eval)', () => {
  it.each([
    ["window._CONFIG['domianURL']", 'https://cw.example.com/jeecg-boot'],
    [' window._CONFIG["domianURL"] ', 'https://cw.example.com/jeecg-boot'],
    ['window._CONFIG.domianURL', 'https://cw.example.com/jeecg-boot'],
    ['apiBase', '/jeecg-boot'],
    ['token', 'tok123'],
    ["apiBase + '/x?t=' + token", '/jeecg-boot/x?t=tok123'],
    ['missing.path', ''],
    ['window.constructor', ''],
    ['__proto__', ''],
    ['alert(1)', ''],
    ['token; alert(1)', ''],
    ['1 + 2', '3'],
  ])('%s → %j', (expr, expected) => {
    expect(evaluateExpression(expr, ctx)).toBe(expected);
  });

  it('renders all placeholders of a url', () => {
    expect(renderUrlTemplate("{{ window._CONFIG['domianURL'] }}/jmreport/list?token={{ token }}", ctx)).toBe(
      'https://cw.example.com/jeecg-boot/jmreport/list?token=tok123',
    );
    expect(renderUrlTemplate('https://plain.example.com', ctx)).toBe('https://plain.example.com');
  });

  it.each([
    ['http://a', true],
    ['https://a', true],
    ['{{ apiBase }}/x', true],
    ['/isystem/user', false],
    [null, false],
  ])('isExternalUrl(%j) = %s', (url, expected) => {
    expect(isExternalUrl(url)).toBe(expected);
  });
});

describe('buildMenuRoutes', () => {
  const menu: MenuItem[] = [
    item({
      id: '首页',
      path: '/dashboard/analysis',
      component: 'dashboard/Analysis',
      meta: {
        keepAlive: true,
        internalOrExternal: false,
        title: '首页',
        icon: 'home',
        componentName: 'Analysis',
      },
    }),
    item({
      id: 'sys',
      path: '/isystem',
      component: 'layouts/RouteView',
      redirect: null,
      alwaysShow: true,
      children: [
        item({ id: 'user', path: '/isystem/user', component: 'system/UserList' }),
        item({
          id: 'menuOnly',
          path: '/isystem/menu-only',
          route: '0',
          component: 'system/X',
          children: [item({ id: 'deep', path: '/isystem/deep', component: 'system/Y' })],
        }),
        item({ id: 'hid', path: '/isystem/hidden', component: 'system/Z', hidden: true }),
      ],
    }),
    item({
      id: 'report',
      path: 'd41d8cd98f00b204e9800998ecf8427e',
      component: 'layouts/IframePageView',
      meta: {
        keepAlive: false,
        internalOrExternal: false,
        title: '报表',
        url: "{{ window._CONFIG['domianURL'] }}/jmreport/list",
      },
    }),
    item({
      id: 'ext',
      path: 'abc',
      component: 'layouts/IframePageView',
      meta: { keepAlive: false, internalOrExternal: true, title: '外链', url: 'https://docs.example.com' },
    }),
    item({ id: 'top', path: '/top', component: 'layouts/RouteView', redirect: '/top/a' }),
    {
      id: 'allHidden',
      route: '1',
      path: '/all-hidden',
      name: 'all-hidden',
      component: 'layouts/RouteView',
      hidden: true,
      meta: { hideMenu: true } as MenuItem['meta'],
    },
  ];

  const routes = buildMenuRoutes(menu, ctx);

  it('skips route "0" items and everything beneath them', () => {
    const paths = flattenRoutes(routes).map((r) => r.path);
    expect(paths).not.toContain('/isystem/menu-only');
    expect(paths).not.toContain('/isystem/deep');
    expect(paths).toContain('/isystem/user');
  });

  it('alwaysShow redirects to the own path; explicit redirect otherwise', () => {
    expect(routes[1]?.redirect).toBe('/isystem');
    expect(routes.find((r) => r.path === '/top')?.redirect).toBe('/top/a');
    expect(routes[0]?.redirect).toBeUndefined();
  });

  it('layout vs view kind, meta copied', () => {
    expect(routes[0]).toMatchObject({
      kind: 'view',
      componentKey: 'dashboard/Analysis',
      hidden: false,
      meta: {
        title: '首页',
        icon: 'home',
        keepAlive: true,
        componentName: 'Analysis',
        internalOrExternal: false,
      },
    });
    expect(routes[1]?.kind).toBe('layout');
    expect(routes[1]?.children.map((c) => c.kind)).toEqual(['view', 'view']);
  });

  it('keeps hidden items but flags them (also the {hideMenu} replacement meta)', () => {
    expect(flattenRoutes(routes).find((r) => r.path === '/isystem/hidden')?.hidden).toBe(true);
    const allHidden = routes.find((r) => r.path === '/all-hidden');
    expect(allHidden).toMatchObject({ hidden: true, meta: { title: '' } });
  });

  it('evaluates url placeholders and marks external links', () => {
    const report = routes.find((r) => r.meta.title === '报表');
    expect(report).toMatchObject({
      path: '/d41d8cd98f00b204e9800998ecf8427e',
      kind: 'layout',
      meta: { url: 'https://cw.example.com/jeecg-boot/jmreport/list' },
    });
    const ext = routes.find((r) => r.meta.title === '外链');
    expect(ext).toMatchObject({
      kind: 'external',
      meta: { url: 'https://docs.example.com', internalOrExternal: true },
    });
  });

  it('throws MenuVersionError for the Vue3 menu table, even nested', () => {
    const vue3 = [
      item({
        id: 'x',
        path: '/x',
        component: 'layouts/RouteView',
        children: [item({ id: 'y', path: '/y', component: 'layouts/default/index' })],
      }),
    ];
    expect(() => buildMenuRoutes(vue3, ctx)).toThrow(MenuVersionError);
    expect(() => buildMenuRoutes(vue3, ctx)).toThrow(
      '系统启动失败：当前菜单数据属于另一版本（Vue3）的菜单表，请导入与本系统匹配的菜单数据',
    );
  });
});

describe('flattenVisibleMenu', () => {
  const menu: MenuItem[] = [
    item({ id: 'home', path: '/dashboard/analysis', component: 'dashboard/Analysis' }),
    item({
      id: 'sys',
      path: '/isystem',
      component: 'layouts/RouteView',
      children: [
        item({ id: 'user', path: '/isystem/user', component: 'system/UserList' }),
        item({ id: 'hidden', path: '/isystem/h', component: 'system/H', hidden: true }),
        item({ id: 'iframe', path: 'md5', component: 'layouts/IframePageView' }),
      ],
    }),
  ];

  it('lists visible non-container items depth first', () => {
    const entries = flattenVisibleMenu(menu);
    expect(entries.map((e) => e.id)).toEqual(['home', 'user', 'iframe']);
    expect(entries.map((e) => e.iframe)).toEqual([false, false, true]);
  });

  it('filters by title', () => {
    expect(searchMenu(flattenVisibleMenu(menu), 'USE').map((e) => e.id)).toEqual(['user']);
    expect(searchMenu(flattenVisibleMenu(menu), ' ')).toHaveLength(3);
  });
});
