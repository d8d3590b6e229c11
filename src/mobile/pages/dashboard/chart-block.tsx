import type { ReactNode } from 'react';
import { Button, ErrorBlock } from 'antd-mobile';
import { PageLoading } from '../../ui/page-loading';

/** A titled white block of the phone's chart pages (the home page's block look). */
export function ChartBlock({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="cwxt-m-home-block">
      <h3 className="cwxt-m-home-title">{title}</h3>
      {hint && <p className="cwxt-m-home-sub">{hint}</p>}
      {children}
    </section>
  );
}

/** Loading, failure (with 重试) or nothing: the states before a chart page has its data. */
export function ChartPageState({
  pending,
  error,
  onRetry,
}: {
  pending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  if (pending) return <PageLoading />;
  if (error)
    return (
      <ErrorBlock
        status="default"
        title="加载失败"
        description={error instanceof Error ? error.message : undefined}
      >
        <Button color="primary" onClick={onRetry}>
          重试
        </Button>
      </ErrorBlock>
    );
  return null;
}
