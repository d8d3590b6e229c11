// `npm run bench`: builds the client, starts the real server, loads the login page in Debian
// Chromium as a phone (390×844, WeCom) and as a desktop (1440×900), and prints the JS+CSS bytes
// each shell transfers. Budgets: the recorded ceilings of tests/bench/budgets.json (issue 2:
// phone ≤ 110 KiB gzip, desktop ≤ 230 KiB gzip); the phone must not load antd and the desktop must
// not load antd-mobile. Exits 1 when a budget is broken; `npm test` runs it (stage 'budgets').
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { desktopContext, launchBrowser, phoneContext } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';

const root = join(import.meta.dirname, '..', '..');
const KIB = 1024;
const CEILINGS = JSON.parse(readFileSync(join(root, 'tests', 'bench', 'budgets.json'), 'utf8')) as {
  phoneLoginBytes: number;
  desktopLoginBytes: number;
};

interface Load {
  files: { path: string; gzip: number; wire: number; kind: 'js' | 'css' }[];
  antd: boolean;
  antdMobile: boolean;
}

function gzipSize(path: string): number {
  const file = join(root, 'dist', path);
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
}

async function measure(browser: Browser, make: (b: Browser) => Promise<BrowserContext>): Promise<Load> {
  const context = await make(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const wireById = new Map<string, number>();
  const urlById = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => urlById.set(e.requestId, e.response.url));
  cdp.on('Network.loadingFinished', (e) => wireById.set(e.requestId, e.encodedDataLength));
  await page.goto('/user/login', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: '登录', exact: true }).waitFor();
  const files: Load['files'] = [];
  let antd = false;
  let antdMobile = false;
  for (const [id, url] of urlById) {
    const path = new URL(url).pathname;
    const kind = path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : null;
    if (!kind || !path.startsWith('/assets/')) continue;
    const text = readFileSync(join(root, 'dist', path), 'utf8');
    // Component class prefixes are the fingerprints: antd renders `ant-btn`, antd-mobile `adm-button`.
    antd ||= /["'`.]ant-(btn|form|input|tabs)\b/.test(text);
    antdMobile ||= /adm-(button|form|input|tabs)\b/.test(text);
    files.push({ path, kind, gzip: gzipSize(path), wire: wireById.get(id) ?? 0 });
  }
  await context.close();
  return { files, antd, antdMobile };
}

function report(name: string, load: Load, ceiling: number): boolean {
  const gzip = load.files.reduce((n, f) => n + f.gzip, 0);
  const wire = load.files.reduce((n, f) => n + f.wire, 0);
  console.log(
    `\n${name}: ${load.files.length} files, JS+CSS ${gzip} bytes = ${(gzip / KIB).toFixed(1)} KiB gzip ` +
      `(${(wire / KIB).toFixed(1)} KiB on the wire as served), ceiling ${ceiling} bytes = ${(ceiling / KIB).toFixed(1)} KiB` +
      `${gzip <= ceiling ? '' : ' — OVER'}`,
  );
  for (const f of load.files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${(f.gzip / KIB).toFixed(1).padStart(6)} KiB  ${f.kind.padEnd(3)} ${f.path}`);
  }
  return gzip <= ceiling;
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  // The product's default configuration: captcha on (the image is minted on first interaction).
  const server = await startServer({ LOGIN_CAPTCHA: 'on', LOGIN_HUMAN_CHECK: 'captcha' });
  const browser = await launchBrowser();
  try {
    const phone = await measure(browser, (b) => phoneContext(b, server.url));
    const desktop = await measure(browser, (b) => desktopContext(b, server.url));
    let ok = report('phone shell (390×844, WeCom)', phone, CEILINGS.phoneLoginBytes);
    ok = report('desktop shell (1440×900)', desktop, CEILINGS.desktopLoginBytes) && ok;
    console.log(
      `\nphone loads antd: ${phone.antd ? 'YES (not allowed)' : 'no'}; desktop loads antd-mobile: ${desktop.antdMobile ? 'YES (not allowed)' : 'no'}`,
    );
    ok = ok && !phone.antd && !desktop.antdMobile;
    // For npm test's summary line.
    const bytes = (l: Load) => l.files.reduce((n, f) => n + f.gzip, 0);
    mkdirSync(join(root, '.tmp'), { recursive: true });
    writeFileSync(
      join(root, '.tmp', 'bundle-size.json'),
      JSON.stringify({ phone: bytes(phone), desktop: bytes(desktop), ceilings: CEILINGS }),
    );
    console.log(ok ? '\nbudgets: ok' : '\nbudgets: BROKEN');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
