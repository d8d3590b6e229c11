// Accessibility of every desktop page at 1440×900: axe (WCAG 2.0/2.1 A+AA) with 0 serious or
// critical violations on every menu page, the pages outside the menu, the user list's 新增 dialog
// and the settlement task's 详情 drawer.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupA11ySession } from './support/a11y-session';
import { desktopContext } from './support/browser';
import { setupServerAndBrowser } from './support/harness';
import { axeFindings, describeFindings, navigateInApp, waitForContent, type Finding } from './support/axe';
import { SIGNED_OUT_PAGES, slice, type PageEntry } from './support/page-list';

const h = setupServerAndBrowser();
const session = setupA11ySession(h, desktopContext);
const GROUPS = 3;

async function check(
  page: Page,
  entries: readonly PageEntry[],
  visit: (p: PageEntry) => Promise<void>,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const entry of entries) {
    await visit(entry);
    findings.push(...(await axeFindings(page, `desktop ${entry.path} ${entry.title}`)));
  }
  return findings;
}

describe('desktop shell accessibility at 1440×900', () => {
  it('signed-out pages have no serious or critical violations', async () => {
    const page = await session.page(false);
    const findings = await check(page, SIGNED_OUT_PAGES, async (entry) => {
      await page.goto(entry.path);
      await waitForContent(page);
    });
    expect(findings.length, `\n${describeFindings(findings)}\n`).toBe(0);
  });

  for (let i = 0; i < GROUPS; i += 1) {
    it(`menu pages, group ${i + 1} of ${GROUPS}`, async () => {
      const page = await session.page(true);
      const entries = slice(session.menuPages, GROUPS, i);
      expect(entries.length).toBeGreaterThan(0);
      const findings = await check(page, entries, (entry) => navigateInApp(page, entry.path));
      expect(findings.length, `\n${describeFindings(findings)}\n`).toBe(0);
    });
  }

  it('the user list 新增 dialog and the settlement task 详情 drawer', async () => {
    const page = await session.page(true);
    const findings: Finding[] = [];
    await navigateInApp(page, '/isystem/user');
    await page.getByRole('button', { name: '新增' }).first().click();
    const dialog = page.getByRole('dialog').last();
    await dialog.waitFor({ state: 'visible' });
    await waitForContent(page);
    findings.push(...(await axeFindings(page, 'desktop /isystem/user 新增')));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await navigateInApp(page, '/dfgl/task');
    await page.getByText('详情', { exact: true }).first().click();
    await page.locator('.ant-drawer-open .ant-drawer-body').first().waitFor({ state: 'visible' });
    await waitForContent(page);
    findings.push(...(await axeFindings(page, 'desktop /dfgl/task 详情')));
    expect(findings.length, `\n${describeFindings(findings)}\n`).toBe(0);
  });
});
