import { DotLoading } from 'antd-mobile';

/** Route-level fallback. DotLoading, not SpinLoading: the latter drags in the animation runtime. */
export function PageLoading() {
  return (
    <div className="cwxt-m-page-loading" role="status" aria-label="加载中">
      <DotLoading color="primary" />
    </div>
  );
}
