import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const WECOM_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 wxwork/4.1.22 MicroMessenger/7.0.1 Language/zh ColorScheme/Light';
export const DINGTALK_UA =
  'Mozilla/5.0 (Linux; U; Android 13; zh-CN; PGKM10 Build/TP1A.220905.001) AppleWebKit/537.36 ' +
  '(KHTML, like Gecko) Version/4.0 Chrome/115.0.5790.168 Mobile Safari/537.36 AliApp(DingTalk/7.6.0) ' +
  'com.alibaba.android.rimet/36183 Channel/700159 language/zh-CN abi/64 UT4Aplus/0.2.25';

/** Debian's Chromium, with the flags this closed network needs (no background connections). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Actions fail after 15 s (not Playwright's 30 s), so one stuck step cannot eat the whole test's time. */
const ACTION_TIMEOUT_MS = 15_000;

async function withTimeouts(context: Promise<BrowserContext>): Promise<BrowserContext> {
  const c = await context;
  c.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return c;
}

export function phoneContext(
  browser: Browser,
  baseURL: string,
  userAgent = WECOM_UA,
  viewport = { width: 390, height: 844 },
): Promise<BrowserContext> {
  return withTimeouts(
    browser.newContext({
      baseURL,
      viewport,
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      userAgent,
      locale: 'zh-CN',
    }),
  );
}

export function desktopContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return withTimeouts(
    browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN' }),
  );
}
