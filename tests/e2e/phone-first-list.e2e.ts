// The phone's first list after tapping 登录, in a real browser: the to-do list is asked for beside
// the permissions (once: the home takes that answer), the bell, notification settings and news
// wait until the list is painted, and the chart library is never fetched before a chart page.
// Order of requests only, no timing (the figures are in `npm run bench`).
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DINGTALK_UA, phoneContext } from './support/browser';
import { setupServerAndBrowser } from './support/harness';
import { ADMIN_PASSWORD } from './support/server';
import { signIn, waitForPath } from './support/ui';

const h = setupServerAndBrowser();

const CHART_CHUNK = /\/assets\/(echarts-setup|echart)-[\w-]+\.js$/;
const FIRST_ITEM = 'section[aria-label="我的待办"] .adm-list-item';

interface Seen {
  url: string;
  sent: number;
  done: number | null;
}

/** Every request of the page in the order sent; `done` is the order index of its response's end. */
function recordRequests(page: Page): Seen[] {
  const seen: Seen[] = [];
  const byRequest = new Map<Request, Seen>();
  let clock = 0;
  page.on('request', (r) => {
    const s = { url: r.url(), sent: clock++, done: null };
    byRequest.set(r, s);
    seen.push(s);
  });
  const end = (r: Request) => {
    const s = byRequest.get(r);
    if (s) s.done = clock++;
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return seen;
}

const path = (s: Seen) => new URL(s.url).pathname;
const only = (seen: Seen[], suffix: string) => seen.filter((s) => path(s).endsWith(suffix));

describe('phone first list', () => {
  it('营销专责 at 390×844: to-dos beside the permissions, asked once, the bell and news after them, no chart code', async () => {
    const context = await phoneContext(h.browser, h.server.url);
    const page = await context.newPage();
    const seen = recordRequests(page);
    await signIn(page, 'yingxiao', ADMIN_PASSWORD);
    await waitForPath(page, '/dashboard/analysis');
    await page.locator(FIRST_ITEM).first().waitFor();
    // The gate opens after the list: the bell's unread list and the news follow.
    await expect.poll(() => only(seen, '/sys/annountCement/listByUser').length).toBeGreaterThan(0);
    await expect.poll(() => only(seen, '/cwxt/news/feed').length).toBeGreaterThan(0);

    const todo = only(seen, '/cwxt/dashboard/todo');
    expect(todo).toHaveLength(1);
    const permissions = only(seen, '/sys/permission/getUserPermissionByToken')[0]!;
    // In parallel: the to-do request left before the permissions' answer had arrived.
    expect(todo[0]!.sent).toBeLessThan(permissions.done!);
    for (const later of [
      '/sys/annountCement/listByUser',
      '/sys/user/setting/notification',
      '/cwxt/news/feed',
    ]) {
      const first = only(seen, later)[0];
      expect(first, later).toBeDefined();
      expect(first!.sent, later).toBeGreaterThan(todo[0]!.done!);
    }
    expect(seen.filter((s) => CHART_CHUNK.test(s.url)).map((s) => s.url)).toEqual([]);
    await context.close();
  });

  it('公司领导 at 360×640 in DingTalk: no chart code through sign-in and home, then 统计图表 loads it', async () => {
    const context = await phoneContext(h.browser, h.server.url, DINGTALK_UA, { width: 360, height: 640 });
    const page = await context.newPage();
    const seen = recordRequests(page);
    await signIn(page, 'lingdao', ADMIN_PASSWORD);
    await waitForPath(page, '/dashboard/analysis');
    await page.getByRole('navigation', { name: '工作台' }).first().waitFor();
    await expect.poll(() => only(seen, '/sys/annountCement/listByUser').length).toBeGreaterThan(0);
    expect(seen.filter((s) => CHART_CHUNK.test(s.url)).map((s) => s.url)).toEqual([]);

    await page.getByRole('link', { name: '统计图表' }).click();
    await waitForPath(page, '/dashboard/chart');
    await page
      .locator('[role="img"][aria-label="近12个月结算金额"][data-chart-ready="true"] svg')
      .first()
      .waitFor();
    expect(seen.some((s) => /\/assets\/echarts-setup-[\w-]+\.js$/.test(s.url))).toBe(true);
    await context.close();
  });
});
