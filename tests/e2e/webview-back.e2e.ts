import { describe, expect, it } from 'vitest';
import { phoneContext } from './support/browser';
import { setupServerAndBrowser } from './support/harness';
import { ADMIN_PASSWORD } from './support/server';
import { signIn, waitForPath } from './support/ui';

/**
 * The back floor in real Chromium (WeCom user agent, 390×844): a page opened directly (a message
 * link) goes home on back instead of leaving; from home, back leaves the app. Checks that the
 * guard's capture listener really runs before react-router's in a browser.
 */
const h = setupServerAndBrowser();

describe('webview back on the first page', () => {
  it('goes home first, then leaves', async () => {
    const context = await phoneContext(h.browser, h.server.url);
    const page = await context.newPage();
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await waitForPath(page, '/dashboard/analysis');

    // A fresh document on a deep page, as when WeCom opens a message link.
    await page.goto('/isystem/user');
    await waitForPath(page, '/isystem/user');
    await page.getByRole('heading', { level: 1, name: '用户管理' }).waitFor();
    expect(await page.evaluate(() => (window.history.state as { idx?: number }).idx)).toBe(0);
    // Held by the keyboard-inset listener of the phone layout (no keyboard here).
    expect(
      await page.evaluate(() => document.documentElement.style.getPropertyValue('--cwxt-keyboard-inset')),
    ).toBe('0px');
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    await page.goBack();
    await waitForPath(page, '/dashboard/analysis');
    await page.getByRole('button', { name: '菜单' }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);

    // From home the back is not held: the document is left. waitForFunction re-evaluates in
    // whichever document is current and has a timeout; a bare evaluate issued while the document
    // is being swapped could wait forever (seen once in CI).
    await page.goBack();
    await page.waitForFunction(
      () => (window as unknown as { __sameDocument?: boolean }).__sameDocument !== true,
    );
    await context.close();
  });
});
