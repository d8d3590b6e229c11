import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import type { AppRoute } from '../../../shared/domain/menu/build-routes';
import { PATHS } from '../../../shared/domain/routes/paths';
import { HOME_TITLE } from '../../../shared/domain/menu/resolve-route';

/** Breadcrumb starting at 首页 and continuing with the matched menu routes (spec 000 §2.4). */
export function PageBreadcrumb({ chain }: { chain: AppRoute[] }) {
  const rest = chain.filter((r) => r.path !== PATHS.home);
  const items = [
    { key: 'home', title: rest.length ? <Link to={PATHS.home}>{HOME_TITLE}</Link> : HOME_TITLE },
    ...rest.map((r) => ({ key: r.path, title: r.meta.title })),
  ];
  return <Breadcrumb items={items} style={{ marginBottom: 16 }} />;
}
