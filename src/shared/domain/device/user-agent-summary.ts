/**
 * A short, readable summary of a User-Agent header for the 在线用户 list ("Chrome 126 · Windows",
 * "企业微信 · iOS"). Order matters: in-app browsers and Edge/Opera also carry "Chrome"/"Safari".
 */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/wxwork\/([\d.]+)/i, '企业微信'],
  [/dingtalk\/([\d.]+)/i, '钉钉'],
  [/micromessenger\/([\d.]+)/i, '微信'],
  [/edg(?:e|a|ios)?\/([\d.]+)/i, 'Edge'],
  [/(?:opr|opera)\/([\d.]+)/i, 'Opera'],
  [/firefox\/([\d.]+)/i, 'Firefox'],
  [/fxios\/([\d.]+)/i, 'Firefox'],
  [/crios\/([\d.]+)/i, 'Chrome'],
  [/chrome\/([\d.]+)/i, 'Chrome'],
  [/version\/([\d.]+).*safari/i, 'Safari'],
  [/msie ([\d.]+)|trident\/.*rv:([\d.]+)/i, 'IE'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/iphone|ipad|ipod/i, 'iOS'],
  [/android/i, 'Android'],
  [/harmonyos/i, 'HarmonyOS'],
  [/windows/i, 'Windows'],
  [/mac os x|macintosh/i, 'macOS'],
  [/linux/i, 'Linux'],
];

function browserOf(ua: string): string | null {
  for (const [pattern, name] of BROWSERS) {
    const m = pattern.exec(ua);
    if (!m) continue;
    const version = (m[1] ?? m[2] ?? '').split('.')[0];
    return version ? `${name} ${version}` : name;
  }
  return null;
}

function systemOf(ua: string): string | null {
  return SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
}

/** "浏览器 版本 · 系统"; the first 40 characters of an unknown agent; '' for none. */
export function summarizeUserAgent(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').trim();
  if (!ua) return '';
  const parts = [browserOf(ua), systemOf(ua)].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : ua.slice(0, 40);
}
