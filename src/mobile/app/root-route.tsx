import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NavigationGuard } from '../../shared/session/navigation-guard';
import { PageLoading } from '../ui/page-loading';

/**
 * Spec 000 §2.1: every navigation starts at the top. Setting scrollTop (rather than calling
 * window.scrollTo) also resets the layout's own scroll container and is a no-op in jsdom.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.documentElement.scrollTop = 0;
    document.body.scrollTop = 0;
    const main = document.querySelector('.cwxt-m-main-content');
    if (main) main.scrollTop = 0;
  }, [pathname]);
  return null;
}

/** Root of the phone route tree: the shared navigation guard (spec 000 §2.3) wraps every route. */
export function RootRoute() {
  return (
    <div className="cwxt-m-root">
      <NavigationGuard fallback={<PageLoading />}>
        <ScrollToTop />
        <Outlet />
      </NavigationGuard>
    </div>
  );
}
