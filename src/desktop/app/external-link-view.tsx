import { Result } from 'antd';
import type { AppRoute } from '../../shared/domain/menu/build-routes';

/** An external menu entry reached by URL: offer the link instead of navigating away on our own. */
export function ExternalLinkView({ route }: { route: AppRoute }) {
  return (
    <Result
      status="info"
      title={route.meta.title}
      extra={
        <a href={route.meta.url} target="_blank" rel="noopener noreferrer">
          在新窗口打开
        </a>
      }
    />
  );
}
