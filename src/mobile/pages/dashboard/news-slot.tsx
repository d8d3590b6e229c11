import { lazy, Suspense } from 'react';
import { useAfterFirstList } from '../../../shared/session/first-list-gate';

// The news engineer's feed is its own chunk: the home renders (and stays small) without waiting for it.
const NewsFeed = lazy(() => import('../cwxt/zxdt/news-feed'));

/** 资讯动态 on the phone home. */
export function NewsSlot({ limit = 5 }: { limit?: number }) {
  // After sign-in the news waits until the to-do list is painted.
  const afterFirstList = useAfterFirstList();
  return (
    <section aria-label="资讯动态" className="cwxt-m-home-block">
      <Suspense fallback={null}>{afterFirstList && <NewsFeed limit={limit} />}</Suspense>
    </section>
  );
}
