import { ErrorBlock } from 'antd-mobile';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../app/document-title';
import { BackHomeButton } from '../../ui/back-home-button';

export type ExceptionType = '403' | '404' | '500';

const TEXTS: Record<ExceptionType, { status: 'default' | 'empty' | 'disconnected'; description: string }> = {
  '403': { status: 'default', description: '抱歉，你无权访问该页面' },
  '404': { status: 'empty', description: '抱歉，你访问的页面不存在' },
  '500': { status: 'disconnected', description: '抱歉，服务器出错了' },
};

/** The 403/404/500 pages: the code, the reason and a way back home. */
export function ExceptionPage({ type }: { type: ExceptionType }) {
  const { pathname } = useLocation();
  useDocumentTitle(type, pathname);
  const { status, description } = TEXTS[type];
  return (
    <main className="cwxt-m-exception" style={{ paddingTop: 'calc(48px + env(safe-area-inset-top))' }}>
      <ErrorBlock status={status} title={type} description={description}>
        <BackHomeButton />
      </ErrorBlock>
    </main>
  );
}
