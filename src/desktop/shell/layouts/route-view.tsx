import { Navigate } from 'react-router-dom';
import { Empty } from 'antd';
import type { ViewProps } from '../../../shared/router/view-by-key';

/**
 * A menu container ('layouts/RouteView'): it has no page of its own, so opening it goes to its
 * first visible child page.
 */
export default function RouteView({ route }: ViewProps) {
  const first = route?.children.find((c) => !c.hidden && c.kind !== 'external');
  if (first) return <Navigate to={first.path} replace />;
  return <Empty description="暂无页面" />;
}
