import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../../src/shared/domain/routes/document-title';
import { longDateText } from '../../../src/shared/domain/format/long-date';
import type { AppRoute } from '../../../src/shared/domain/menu/build-routes';
import {
  matchesParamPath,
  resolveMenuRoute,
  shortcutPages,
} from '../../../src/shared/domain/menu/resolve-route';
import { appRoute } from '../../component/shared/fixtures';

const route = appRoute;

const menu: AppRoute[] = [
  route('/dashboard/analysis', '首页'),
  route('/account', '个人中心', {
    kind: 'layout',
    componentKey: 'layouts/RouteView',
    children: [
      route('/account/center', '个人信息'),
      route('/account/settings/security', '安全设置'),
      route('/account/hidden', '隐藏页', { hidden: true }),
    ],
  }),
  route('/order/:id', '订单详情'),
  route('/ext', '外部', {
    kind: 'external',
    meta: { title: '外部', keepAlive: false, internalOrExternal: true },
  }),
];

describe('resolveMenuRoute', () => {
  it.each([
    ['/account/center', '个人信息', ['/account', '/account/center']],
    ['/account', '个人中心', ['/account']],
    ['/order/42', '订单详情', ['/order/:id']],
  ])('%s → %s with the chain %j', (path, title, chain) => {
    const r = resolveMenuRoute(menu, path);
    expect(r?.title).toBe(title);
    expect(r?.chain.map((c) => c.path)).toEqual(chain);
  });

  it('the home page resolves even without a menu entry; unknown paths do not', () => {
    expect(resolveMenuRoute([], '/dashboard/analysis')).toMatchObject({ route: null, title: '首页' });
    expect(resolveMenuRoute(menu, '/nope')).toBeNull();
    expect(resolveMenuRoute(menu, '/order/')).toBeNull();
  });

  it('extra static pages apply only when the menu does not list the path', () => {
    const pages = { '/account/center': { title: '我的', componentKey: 'account/center/Index' } };
    expect(resolveMenuRoute([], '/account/center', pages)?.title).toBe('我的');
    expect(resolveMenuRoute(menu, '/account/center', pages)?.title).toBe('个人信息');
  });
});

describe('matchesParamPath', () => {
  it.each([
    ['/a/:id', '/a/1', true],
    ['/a/:id', '/a', false],
    ['/a/:id/b', '/a/1/b', true],
    ['/a/:id/b', '/a/1/c', false],
  ])('%s ~ %s = %s', (pattern, path, ok) => expect(matchesParamPath(pattern, path)).toBe(ok));
});

it('shortcutPages lists visible internal pages other than home and parameterised pages, in menu order', () => {
  expect(shortcutPages(menu).map((r) => r.path)).toEqual(['/account/center', '/account/settings/security']);
});

describe('document title and date line', () => {
  it.each([
    ['个人信息', '/account/center', '个人信息 · 厂网协同'],
    ['首页', '/dashboard/analysis', '厂网协同'],
    ['', '/x', '厂网协同'],
  ])('%s at %s → %s', (title, path, expected) => expect(documentTitle(title, path)).toBe(expected));

  it('writes the date the way the home pages show it', () => {
    expect(longDateText(new Date(2026, 10, 21))).toBe('2026年11月21日星期六');
  });
});
