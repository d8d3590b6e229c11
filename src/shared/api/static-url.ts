import { getAppConfig } from '../config/app-config';

/**
 * The URL of an uploaded file (CONTRACT §7.2): absolute http(s) values are used as they are, a
 * relative path is served from `<apiBase>/sys/common/static/<path>`; only the first of a comma
 * list is shown (image columns). Anything else (javascript:, data:) gives no URL.
 */
export function staticFileUrl(value: string | null | undefined): string | undefined {
  const first = (value ?? '').split(',')[0]?.trim() ?? '';
  if (!first) return undefined;
  if (/^https?:\/\//i.test(first)) return first;
  if (/^[a-z][a-z0-9+.-]*:/i.test(first)) return undefined;
  const base = getAppConfig().apiBase.replace(/\/+$/, '');
  return `${base}/sys/common/static/${first.replace(/^\/+/, '')}`;
}
