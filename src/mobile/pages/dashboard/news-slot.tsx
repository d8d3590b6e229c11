import { lazy, Suspense } from 'react';

// The news engineer's feed is its own chunk: the home renders (and stays small) without waiting for it.
const NewsFeed = lazy(() => import('../cwxt/zxdt/news-feed'));

/** 资讯动态 on the phone home. */
export function NewsSlot({ limit = 5 }: { limit?: number }) {
  return (
    <section aria-label="资讯动态" className="cwxt-m-home-block">
      <Suspense fallback={null}>
        <NewsFeed limit={limit} />
      </Suspense>
    </section>
  );
}
