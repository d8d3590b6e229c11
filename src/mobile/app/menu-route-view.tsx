import { Navigate, useLocation } from 'react-router-dom';
import { PATHS } from '../../shared/domain/routes/paths';
import { resolveMenuRoute } from '../../shared/domain/menu/resolve-route';
import { usePhoneRoutes } from '../shell/phone-routes';
import { PHONE_STATIC_PAGES } from './static-pages';
import { ViewByKey } from './views-registry';

/** The '*' child of the main layout: menu route → redirect or view; anything unknown → /404. */
export default function MenuRouteView() {
  const { pathname } = useLocation();
  const routes = usePhoneRoutes();
  const resolved = resolveMenuRoute(routes, pathname, PHONE_STATIC_PAGES);
  if (!resolved) return <Navigate to={PATHS.notFound} replace />;
  const { route, componentKey } = resolved;
  if (route?.redirect && route.redirect !== pathname) return <Navigate to={route.redirect} replace />;
  return <ViewByKey key={pathname} componentKey={componentKey} route={route} />;
}
