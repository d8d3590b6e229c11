// `npm run bench`: the phone's first list. In headless Chromium at 4× CPU throttling (CDP
// Emulation.setCPUThrottlingRate), as 营销专责 on a 390×844 WeCom phone: tap 登录 → the first
// 我的待办 item is painted. Measured for the phone shell and for a floor page (React +
// antd-mobile, tests/bench/phone-floor, built here into a temp dir) that makes the same two
// requests (login, then the to-do list) against the same server. Each run is a fresh browser
// context (a first sign-in on the device: no cached chunks). Prints both medians, their ratio
// (goal ≤ 1.3), the waves of JS/CSS chunks after the tap and when the to-do request starts.
// No assertions on time: the figures go in the note.
//
//   npx tsx tests/bench/phone-first-list.ts [--no-build] [--runs=N] [--verbose]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser, phoneContext } from '../e2e/support/browser';
import { ADMIN_PASSWORD, startServer } from '../e2e/support/server';

const root = join(import.meta.dirname, '..', '..');
const runsArg = process.argv.find((a) => a.startsWith('--runs='));
const RUNS = Math.max(5, Number(runsArg?.slice('--runs='.length) ?? 7));
const CPU_SLOWDOWN = 4;
const USER = 'yingxiao';
const FLOOR_BASE = '/__floor/';
const FIRST_ITEM = 'section[aria-label="我的待办"] .adm-list-item';

interface Run {
  /** Tap (the click event) → first to-do item painted, ms. */
  firstItem: number;
  /** When the to-do request started, ms after the tap. */
  todoStart: number;
  /** JS/CSS requests after the tap, before the first item. */
  chunks: number;
  /** Longest chain of chunks each requested only after an earlier one had arrived. */
  waves: number;
  /** When the first item entered the DOM, ms after the tap. */
  inserted: number;
  /** When the login request started, ms after the tap. */
  loginStart: number;
  /** Every request after the tap: "start-end path" (ms after the tap), for --verbose. */
  requests: string[];
  /** Other API requests started before the first item was painted (path only). */
  otherApi: string[];
}

/** Builds the floor page into a temp dir; returns the dir. */
async function buildFloor(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'cwxt-floor-'));
  await build({
    root: join(import.meta.dirname, 'phone-floor'),
    configFile: false,
    base: FLOOR_BASE,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: ['es2020', 'chrome87', 'safari14'] },
  });
  return outDir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

// The in-page scripts are strings: tsx compiles functions with a `__name` helper the page lacks.
/** The time of the tap (capture-phase click) in the page's clock. */
const PROBE = `performance.setResourceTimingBufferSize(5000);
document.addEventListener('click', () => { window.__tap ??= performance.now(); }, true);
new MutationObserver(() => {
  if (!window.__inserted && document.querySelector(${JSON.stringify(FIRST_ITEM)})) window.__inserted = performance.now();
}).observe(document, { childList: true, subtree: true });`;

/** Resolves with the time of the first frame that shows the first to-do item (polls every frame). */
const FIRST_PAINTED = `new Promise((resolve) => {
  const check = () => {
    const el = document.querySelector(${JSON.stringify(FIRST_ITEM)});
    if (el && el.getBoundingClientRect().height > 0) resolve(performance.now());
    else requestAnimationFrame(check);
  };
  check();
})`;

/** The run's figures from the Resource Timing entries between the tap and the painted item. */
const FIGURES = (painted: number) => String.raw`(() => {
  const painted = ${painted};
  const tap = window.__tap;
  const entries = performance.getEntriesByType('resource').filter((e) => e.startTime >= tap && e.startTime <= painted);
  const isChunk = (e) => /\.(js|css)$/.test(new URL(e.name).pathname);
  const chunks = entries.filter(isChunk).sort((a, b) => a.startTime - b.startTime);
  const depth = new Map();
  for (const c of chunks) {
    let d = 1;
    for (const p of chunks) if (p.responseEnd <= c.startTime) d = Math.max(d, (depth.get(p) ?? 1) + 1);
    depth.set(c, d);
  }
  const api = entries.filter((e) => !isChunk(e)).map((e) => ({ path: new URL(e.name).pathname, start: e.startTime }));
  const todo = api.find((a) => a.path.endsWith('/cwxt/dashboard/todo'));
  const login = api.find((a) => a.path.endsWith('/sys/login'));
  return {
    loginStart: login ? login.start - tap : NaN,
    inserted: window.__inserted - tap,
    requests: entries.map((e) => Math.round(e.startTime - tap) + '-' + Math.round(e.responseEnd - tap) + ' ' + new URL(e.name).pathname.replace(/^\/(assets|jeecg-boot)\//, '')),
    firstItem: painted - tap,
    todoStart: todo ? todo.start - tap : NaN,
    chunks: chunks.length,
    waves: Math.max(0, ...depth.values()),
    otherApi: api
      .filter((a) => !/\/(sys\/login|cwxt\/dashboard\/todo)$/.test(a.path))
      .map((a) => a.path.replace(/^\/jeecg-boot/, '')),
  };
})()`;

async function measureOnce(
  browser: Browser,
  url: string,
  floorDir: string | null,
  base: string,
): Promise<Run> {
  const context = await phoneContext(browser, base);
  if (floorDir) {
    await context.route(`**${FLOOR_BASE}**`, async (route) => {
      const path = new URL(route.request().url()).pathname.slice(FLOOR_BASE.length) || 'index.html';
      const file = join(floorDir, path);
      await route.fulfill({ body: readFileSync(file), contentType: TYPES[extname(file)] ?? 'text/plain' });
    });
  }
  await context.addInitScript(PROBE);
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByPlaceholder('请输入用户名').fill(USER);
  await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
  const first = page.evaluate<number>(FIRST_PAINTED);
  await page.getByRole('button', { name: '登录', exact: true }).tap();
  const painted = await first;
  const result = await page.evaluate<Run>(FIGURES(painted));
  await context.close();
  return result;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function summary(name: string, runs: Run[]): number {
  const ms = median(runs.map((r) => r.firstItem));
  console.log(
    `${name}: tap → first 我的待办 item median ${ms.toFixed(0)} ms ` +
      `(runs ${runs.map((r) => r.firstItem.toFixed(0)).join(', ')}); to-do request starts ` +
      `${median(runs.map((r) => r.todoStart)).toFixed(0)} ms after the tap (login request ` +
      `${median(runs.map((r) => r.loginStart)).toFixed(0)} ms); ` +
      `${median(runs.map((r) => r.chunks))} JS/CSS requests in ${median(runs.map((r) => r.waves))} waves`,
  );
  const other = runs[runs.length - 1]!.otherApi;
  console.log(`  other API requests before the first item: ${other.length ? other.join(', ') : 'none'}`);
  if (process.argv.includes('--verbose'))
    console.log(`    item in the DOM at ${runs.map((r) => r.inserted.toFixed(0)).join(', ')}`);
  if (process.argv.includes('--verbose'))
    for (const r of runs[runs.length - 1]!.requests) console.log(`    ${r}`);
  return ms;
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const floorDir = await buildFloor();
  const server = await startServer({ LOGIN_CAPTCHA: 'off' });
  const browser = await launchBrowser();
  try {
    const ours: Run[] = [];
    const floor: Run[] = [];
    // One warm-up of each (server caches, the browser's process pool), then alternate the two.
    await measureOnce(browser, '/user/login', null, server.url);
    await measureOnce(browser, FLOOR_BASE, floorDir, server.url);
    for (let i = 0; i < RUNS; i++) {
      ours.push(await measureOnce(browser, '/user/login', null, server.url));
      floor.push(await measureOnce(browser, FLOOR_BASE, floorDir, server.url));
    }
    console.log(`\nphone first list (390×844 WeCom, ${CPU_SLOWDOWN}× CPU, ${RUNS} runs each, as ${USER})`);
    const a = summary('phone shell', ours);
    const b = summary('floor page (React + antd-mobile)', floor);
    console.log(`ratio phone shell / floor: ${(a / b).toFixed(2)}× (goal ≤ 1.3×)`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(floorDir, { recursive: true, force: true });
  }
}

await main();
