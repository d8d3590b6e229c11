import { useEffect } from 'react';
import { PATHS, PRODUCT_TITLE } from '../../shared/domain/routes/paths';

/** '<page title> · 厂网协同'; the dashboard shows the product title alone (spec 000 §2.4, tab layout). */
export function formatDocumentTitle(title: string, pathname: string): string {
  if (!title || pathname === PATHS.home) return PRODUCT_TITLE;
  return `${title} · ${PRODUCT_TITLE}`;
}

export function useDocumentTitle(title: string, pathname: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title, pathname);
  }, [title, pathname]);
}
