import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { ViewProps } from '../../shared/router/view-by-key';

/**
 * A menu container opened directly on the phone (no redirect configured): it lists its visible
 * children, as there is no side menu to pick them from.
 */
export default function RouteView({ route }: ViewProps) {
  const navigate = useNavigate();
  const children = (route?.children ?? []).filter((child) => !child.hidden);
  return (
    <List header={route?.meta.title}>
      {children.map((child) => (
        <List.Item key={child.path} onClick={() => navigate(child.path)}>
          {child.meta.title}
        </List.Item>
      ))}
    </List>
  );
}
