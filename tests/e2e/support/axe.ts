// axe-core in the real browser, a waiter for "the page has rendered", and the phone's 44×44 px
// touch-target measure. Used by tests/e2e/a11y-*.e2e.ts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol, not a <script> tag: the app's CSP (script-src 'self')
// rightly refuses inline scripts, and the check must not weaken it.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0/2.1 A and AA: the level an admin back office must meet (OWASP ASVS level 2 context). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; html: string; why: string }[];
}

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: AxeNode[];
}
interface AxeWindow {
  axe?: {
    run: (
      context: unknown,
      options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
    ) => Promise<{ violations: AxeViolation[] }>;
  };
}

/**
 * Waits until the route has rendered its main content: no loading indicator, some content marker
 * (a heading, a form, a table row or its empty state, a list, a result block) and the DOM quiet for
 * 300 ms (a list's rows arrive after its request). No fixed sleep: it returns as soon as that holds.
 */
export async function waitForContent(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __a11yQuiet?: { last: number; obs: MutationObserver } };
      if (!w.__a11yQuiet) {
        const state = { last: Date.now(), obs: new MutationObserver(() => (state.last = Date.now())) };
        state.obs.observe(document.body, { subtree: true, childList: true, attributes: true });
        w.__a11yQuiet = state;
      }
      const busy = document.querySelector(
        '[role=status][aria-label="加载中"], .ant-spin-spinning, .ant-table-placeholder .ant-spin, .adm-skeleton, .adm-pull-to-refresh-head .adm-dot-loading',
      );
      if (busy) return false;
      const marker = document.querySelector(
        'h1, h2, h3, h4, [role=heading], form, .ant-table-tbody tr, .ant-empty, .ant-result, .ant-form, .ant-card, ' +
          '.adm-list-item, .adm-error-block, .adm-result, .adm-form, .adm-empty, .adm-tabs',
      );
      return Boolean(marker) && Date.now() - w.__a11yQuiet.last > 300;
    },
    undefined,
    { timeout: 20_000, polling: 100 },
  );
  await page.evaluate(() => {
    const w = window as unknown as { __a11yQuiet?: { obs: MutationObserver } };
    w.__a11yQuiet?.obs.disconnect();
    delete w.__a11yQuiet;
  });
}

/**
 * Third-party markup that cannot be fixed without forking the widget (each listed in the report):
 * - antd Table's measure row: a zero-height, aria-hidden copy of the header (with its select-all
 *   checkbox) that antd renders only to measure column widths; users never reach it.
 * - the desktop shell's page-tab bar (antd Tabs, editable-card): antd renders each tab's close
 *   button and the overflow ("more") button inside its role=tablist, which ARIA forbids
 *   (aria-required-children). Only that bar's nav is excluded; every page's own tabs are checked.
 */
const THIRD_PARTY_EXCLUDES = ['.ant-table-measure-row', '.cwxt-multi-tab-bar > .ant-tabs-nav'];

/**
 * Runs axe on the current page and returns the serious/critical violations. `exclude` lists exact
 * selectors of third-party widgets the caller has justified (each with a comment at the call site).
 */
export async function axeFindings(page: Page, label: string, exclude: string[] = []): Promise<Finding[]> {
  const loaded = await page.evaluate(() => Boolean((window as unknown as AxeWindow).axe));
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (window as unknown as AxeWindow).axe;
      if (!axe) throw new Error('axe-core did not load');
      const context = { include: [document], exclude: exclude.map((s) => [s]) };
      const res = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return res.violations;
    },
    { tags: TAGS, exclude: [...THIRD_PARTY_EXCLUDES, ...exclude] },
  );
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      page: label,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 8).map((n) => ({
        target: n.target.map(String).join(' '),
        html: n.html.slice(0, 240),
        why: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      })),
    }));
}

/** One readable block per violation: page, rule, impact, the selectors and their html. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings
    .map(
      (f) =>
        `[${f.page}] ${f.rule} (${f.impact}): ${f.help}\n` +
        f.nodes.map((n) => `    ${n.target}\n      ${n.html}\n      ${n.why}`).join('\n'),
    )
    .join('\n');
}

export interface SmallTarget {
  page: string;
  selector: string;
  width: number;
  height: number;
  html: string;
}

/**
 * Every visible, enabled interactive element on the page whose hit area is under 44×44 CSS px.
 *
 * The hit area is the box of the element that receives the tap: the nearest enclosing label,
 * button, link or ARIA widget when there is one (a tap anywhere inside a label toggles its checkbox,
 * anywhere inside a button presses it), else the element's own box. Elements of 1×1 px or less are
 * visually hidden helpers for screen readers (or native inputs styled away behind their label) and
 * are measured through that label, not themselves.
 */
export async function smallTouchTargets(page: Page, label: string): Promise<SmallTarget[]> {
  const found = await page.evaluate(() => {
    const INTERACTIVE =
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=checkbox], [role=radio], ' +
      '[role=switch], [role=tab], [role=menuitem], [role=link], [role=option]';
    const HIT_AREA = `label, ${INTERACTIVE}`;
    const out: { selector: string; width: number; height: number; html: string }[] = [];
    const path = (el: Element): string => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        const cls = [...e.classList].filter((c) => !c.includes('active')).slice(0, 2);
        parts.unshift(e.tagName.toLowerCase() + (cls.length ? `.${cls.join('.')}` : ''));
      }
      return parts.join(' > ');
    };
    const visible = (el: Element): boolean => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      return el.getClientRects().length > 0;
    };
    for (const el of document.querySelectorAll(INTERACTIVE)) {
      if (!visible(el)) continue;
      if (el.matches(':disabled, [aria-disabled=true]')) continue;
      // Content under an open dialog's mask cannot be tapped; only the top layer counts.
      if (el.closest('[aria-hidden=true], [inert]')) continue;
      const own = el.getBoundingClientRect();
      const outer = el.parentElement?.closest(HIT_AREA);
      const box = outer && visible(outer) ? outer.getBoundingClientRect() : own;
      const width = Math.max(box.width, own.width);
      const height = Math.max(box.height, own.height);
      if (own.width <= 1 && own.height <= 1 && !outer) continue;
      // Half a pixel of sub-pixel layout is rounding, not a smaller target.
      if (width + 0.5 >= 44 && height + 0.5 >= 44) continue;
      out.push({
        selector: path(outer ?? el),
        width: Math.round(width),
        height: Math.round(height),
        html: (outer ?? el).outerHTML.slice(0, 200),
      });
    }
    return out;
  });
  return found.map((f) => ({ page: label, ...f }));
}

/** Opens a path inside the single-page app without a reload (the router listens to popstate). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  try {
    await waitForContent(page);
  } catch (error) {
    // Name the page: a bare waitForFunction timeout does not say which of the group's pages hung.
    throw new Error(`${path}: main content did not settle (${String(error)})`);
  }
}
