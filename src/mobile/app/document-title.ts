import { useEffect } from 'react';
import { documentTitle } from '../../shared/domain/routes/document-title';

/** `enabled` false: leave the title alone (a sign-in form embedded in another page, issue 8). */
export function useDocumentTitle(title: string, pathname: string, enabled = true): void {
  useEffect(() => {
    if (enabled) document.title = documentTitle(title, pathname);
  }, [title, pathname, enabled]);
}
