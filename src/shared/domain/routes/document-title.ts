import { PATHS, PRODUCT_TITLE } from './paths';

/** '<page title> · 厂网协同'; the dashboard shows the product title alone (spec 000 §2.4, tab layout). */
export function documentTitle(title: string, pathname: string): string {
  if (!title || pathname === PATHS.home) return PRODUCT_TITLE;
  return `${title} · ${PRODUCT_TITLE}`;
}
