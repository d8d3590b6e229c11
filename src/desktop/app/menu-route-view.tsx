import { Navigate, useLocation } from 'react-router-dom';
import { PATHS } from '../../shared/domain/routes/paths';
import { useSession } from '../../shared/session/session-store';
import { resolveMenuRoute } from '../../shared/domain/menu/resolve-route';
import { ViewByKey } from './views-registry';
import { ExternalLinkView } from './external-link-view';

/**
 * The page of the current path inside the main layout: the menu route's view, a layout's
 * redirect, or /404 when the menu does not know the path (spec 000 §2.1 "* → /404").
 */
export default function MenuRouteView() {
  const { pathname } = useLocation();
  const routes = useSession((s) => s.routes);
  const resolved = resolveMenuRoute(routes, pathname);
  if (!resolved) return <Navigate to={PATHS.notFound} replace />;
  const { route, componentKey } = resolved;
  if (route?.kind === 'external') return <ExternalLinkView route={route} />;
  if (route?.redirect && route.redirect !== route.path) return <Navigate to={route.redirect} replace />;
  return <ViewByKey componentKey={componentKey} route={route} />;
}
