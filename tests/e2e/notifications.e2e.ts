// Live notifications: an administrator releases an announcement to all users; a phone session in
// WeCom sees its message badge change without reloading (WebSocket push, then listByUser).
import { describe, expect, it } from 'vitest';
import { phoneContext } from './support/browser';
import { ADMIN_PASSWORD } from './support/server';
import { setupServerAndBrowser } from './support/harness';
import { signIn, waitForPath } from './support/ui';

const h = setupServerAndBrowser();

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${h.server.apiBase}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Access-Token': token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Envelope<T>;
}

const pad = (n: number) => String(n).padStart(2, '0');
function stamp(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

describe('notifications', () => {
  it('a release reaches a phone session live: the badge counts it without a reload', async () => {
    const phone = await phoneContext(h.browser, h.server.url);
    const page = await phone.newPage();
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await waitForPath(page, '/dashboard/analysis');
    const bell = page.getByRole('button', { name: /^消息/ });
    await bell.waitFor();
    const before = Number((/(\d+)条未读/.exec((await bell.getAttribute('aria-label')) ?? '') ?? [])[1] ?? 0);

    const login = await api<{ token: string }>('', 'POST', '/sys/login', {
      username: 'admin',
      password: ADMIN_PASSWORD,
    });
    const token = login.result.token;
    const now = Date.now();
    const added = await api<unknown>(token, 'POST', '/sys/annountCement/add', {
      titile: '2号机组检修通知',
      msgContent: '<p>明日 8:00 起 2 号机组停机检修。</p>',
      msgCategory: '1',
      msgType: 'ALL',
      priority: 'H',
      startTime: stamp(new Date(now - 60_000)),
      endTime: stamp(new Date(now + 86_400_000)),
    });
    expect(added.success, added.message).toBe(true);
    const list = await api<{ records: Array<{ id: string }> }>(
      token,
      'GET',
      `/sys/annountCement/list?titile=${encodeURIComponent('2号机组检修通知')}`,
    );
    const id = list.result.records[0]?.id ?? '';
    expect(id).not.toBe('');
    const released = await api<unknown>(token, 'GET', `/sys/annountCement/doReleaseData?id=${id}`);
    expect(released.success, released.message).toBe(true);

    // No reload: the push makes the badge refetch.
    await expect
      .poll(async () => (await bell.getAttribute('aria-label')) ?? '', { timeout: 15_000 })
      .toBe(`消息，${before + 1}条未读`);
    await bell.click();
    await waitForPath(page, '/isps/userAnnouncement');
    await page.getByText('2号机组检修通知').first().waitFor();
    await phone.close();
  });
});
