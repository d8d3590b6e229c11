// Accessibility of every phone page at 390×844 in WeCom: axe (WCAG 2.0/2.1 A+AA) with 0 serious or
// critical violations, and every visible interactive element at least 44×44 CSS px (rule in
// support/axe.ts smallTouchTargets), on every menu page, the pages outside the menu, the drawer menu
// and the user list's 新增 dialog.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupA11ySession } from './support/a11y-session';
import { phoneContext } from './support/browser';
import { setupServerAndBrowser } from './support/harness';
import {
  axeFindings,
  describeFindings,
  navigateInApp,
  smallTouchTargets,
  waitForContent,
  type Finding,
  type SmallTarget,
} from './support/axe';
import { SIGNED_OUT_PAGES, slice } from './support/page-list';

const h = setupServerAndBrowser();
const session = setupA11ySession(h, (browser, url) => phoneContext(browser, url));
const GROUPS = 3;

function describeTargets(targets: readonly SmallTarget[]): string {
  return targets.map((t) => `[${t.page}] ${t.width}×${t.height} ${t.selector}\n      ${t.html}`).join('\n');
}

/** Both checks on the current screen; the messages name page, rule/selector and html. */
async function checkScreen(
  page: Page,
  label: string,
  findings: Finding[],
  small: SmallTarget[],
): Promise<void> {
  findings.push(...(await axeFindings(page, label)));
  small.push(...(await smallTouchTargets(page, label)));
}

/** One assertion for both, so a failing run prints every finding and every small target at once. */
function expectClean(findings: readonly Finding[], small: readonly SmallTarget[]): void {
  const report = `\n${describeFindings(findings)}\n${describeTargets(small)}\n`;
  expect(findings.length + small.length, report).toBe(0);
}

describe('phone shell accessibility at 390×844 in WeCom', () => {
  it('signed-out pages: no serious or critical violations, touch targets ≥ 44 px', async () => {
    const page = await session.page(false);
    const findings: Finding[] = [];
    const small: SmallTarget[] = [];
    for (const entry of SIGNED_OUT_PAGES) {
      await page.goto(entry.path);
      await waitForContent(page);
      await checkScreen(page, `phone ${entry.path} ${entry.title}`, findings, small);
    }
    expectClean(findings, small);
  });

  for (let i = 0; i < GROUPS; i += 1) {
    it(`menu pages, group ${i + 1} of ${GROUPS}`, async () => {
      const page = await session.page(true);
      const entries = slice(session.menuPages, GROUPS, i);
      expect(entries.length).toBeGreaterThan(0);
      const findings: Finding[] = [];
      const small: SmallTarget[] = [];
      for (const entry of entries) {
        await navigateInApp(page, entry.path);
        await checkScreen(page, `phone ${entry.path} ${entry.title}`, findings, small);
      }
      expectClean(findings, small);
    });
  }

  it('the drawer menu and the user list 新增 dialog', async () => {
    const page = await session.page(true);
    const findings: Finding[] = [];
    const small: SmallTarget[] = [];
    await navigateInApp(page, '/dashboard/analysis');
    await page.getByRole('button', { name: '菜单' }).click();
    const drawer = page.locator('.adm-popup-body').first();
    await drawer.waitFor({ state: 'visible' });
    await waitForContent(page);
    await checkScreen(page, 'phone drawer menu', findings, small);
    await page.keyboard.press('Escape');
    await page
      .locator('.adm-mask')
      .first()
      .click({ position: { x: 380, y: 400 } })
      .catch(() => undefined);
    await drawer.waitFor({ state: 'hidden' });

    await navigateInApp(page, '/isystem/user');
    await page.getByRole('button', { name: '新增' }).first().click();
    await page.getByRole('dialog').last().waitFor({ state: 'visible' });
    await waitForContent(page);
    await checkScreen(page, 'phone /isystem/user 新增', findings, small);
    expectClean(findings, small);
  });
});
