import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Drags the human-check slider to the far end with real pointer moves, as a finger or mouse would. */
export async function dragSlider(page: Page): Promise<void> {
  const handle = page.getByRole('slider');
  await handle.waitFor({ state: 'visible' });
  const box = await handle.boundingBox();
  if (!box) throw new Error('slider handle has no box');
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i += 1) await page.mouse.move(startX + i * 25, y);
  await page.mouse.up();
  await page.getByText('验证通过').waitFor({ state: 'visible' });
}

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/user/login');
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await dragSlider(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe(path);
}

/** No element may be wider than the viewport: the phone shell must never scroll sideways. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Logout ends in a full page load of /user/login (spec 000 §4). The guard reaches that URL first
 * on the client side, so waiting for the URL alone would race with the reload: wait for the load.
 */
export async function confirmLogout(page: Page, confirm: () => Promise<void>): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await confirm();
  await reloaded;
  await waitForPath(page, '/user/login');
}

/**
 * Waits for a just-opened modal's opening animation to end: a click inside it while the animation
 * runs can be lost (seen on CI for a radio in the cron builder and a button in the sync dialog).
 */
export async function modalSettled(modal: Locator): Promise<void> {
  await modal.waitFor();
  await modal.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}
