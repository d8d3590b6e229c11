// The set-up both accessibility files share: the pages they visit (loaded once), and one browser
// context for the whole file, signed in as admin when a test asks for it.
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForContent } from './axe';
import type { Harness } from './harness';
import { signedInPages, type PageEntry } from './page-list';
import { ADMIN_PASSWORD } from './server';
import { signIn, waitForPath } from './ui';

export interface A11ySession {
  /** Every signed-in page to visit (menu pages first), filled in beforeAll. */
  readonly menuPages: readonly PageEntry[];
  /** The file's page, reopened if the harness closed it after a failed test; signed in if asked. */
  page(signedIn: boolean): Promise<Page>;
}

export function setupA11ySession(
  h: Harness,
  openContext: (browser: Browser, baseURL: string) => Promise<BrowserContext>,
): A11ySession {
  let context: BrowserContext | null = null;
  let page: Page | null = null;
  let menuPages: PageEntry[] = [];
  beforeAll(async () => {
    menuPages = await signedInPages(h.server.apiBase);
  });
  afterAll(async () => {
    await context?.close();
  });
  return {
    get menuPages() {
      return menuPages;
    },
    async page(signedIn) {
      if (!context || !page || !h.browser.contexts().includes(context)) {
        context = await openContext(h.browser, h.server.url);
        page = await context.newPage();
      }
      if (!signedIn) return page;
      const signedInAlready =
        page.url() !== 'about:blank' && (await page.evaluate(() => localStorage.length > 0));
      if (!signedInAlready || new URL(page.url()).pathname.startsWith('/user/')) {
        await signIn(page, 'admin', ADMIN_PASSWORD);
        await waitForPath(page, '/dashboard/analysis');
      }
      await waitForContent(page);
      return page;
    },
  };
}
