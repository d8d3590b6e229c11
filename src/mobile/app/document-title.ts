import { useEffect } from 'react';
import { documentTitle } from '../../shared/domain/routes/document-title';

export function useDocumentTitle(title: string, pathname: string): void {
  useEffect(() => {
    document.title = documentTitle(title, pathname);
  }, [title, pathname]);
}
