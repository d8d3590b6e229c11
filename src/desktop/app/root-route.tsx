import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NavigationGuard } from '../../shared/session/navigation-guard';
import { PageSpin } from '../shell/widgets/page-spin';

/** Spec 000 §2.1: every navigation starts at the top of the page. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Root of the route tree: the shared navigation guard (spec 000 §2.3) wraps every route. */
export function RootRoute() {
  return (
    <NavigationGuard fallback={<PageSpin />}>
      <ScrollToTop />
      <Outlet />
    </NavigationGuard>
  );
}
