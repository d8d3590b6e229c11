import { useMemo, useState } from 'react';
import type { MouseEvent } from 'react';
import { ErrorBlock, SearchBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { AppRoute } from '../../../shared/domain/menu/build-routes';
import { searchWorkbench, workbenchGroups } from '../../../shared/domain/menu/workbench';
import { menuIcon } from './menu-icon';
import './workbench.css';

function Tile({ route }: { route: AppRoute }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    navigate(route.path);
  };
  return (
    <a className="cwxt-m-wb-tile" href={route.path} onClick={onClick}>
      <span className="cwxt-m-wb-icon" aria-hidden="true">
        {menuIcon(route.meta.title)}
      </span>
      <span className="cwxt-m-wb-name">{route.meta.title}</span>
    </a>
  );
}

/**
 * 工作台: the user's pages as an icon grid, grouped by their menu folder, with a search box that
 * narrows the grid as the user types (a folder's name finds all its pages).
 */
export function WorkbenchGrid({ routes }: { routes: readonly AppRoute[] }) {
  const [text, setText] = useState('');
  const groups = useMemo(() => workbenchGroups(routes), [routes]);
  const shown = searchWorkbench(groups, text);
  return (
    <nav className="cwxt-m-wb" aria-label="工作台">
      {/* antd-mobile's SearchBar names only its wrapper: the search landmark carries the name. */}
      <div className="cwxt-m-wb-search" role="search" aria-label="搜索功能">
        <SearchBar placeholder="搜索功能" value={text} onChange={setText} />
      </div>
      {shown.length === 0 ? (
        <ErrorBlock status="empty" title="没有找到相关功能" description="" />
      ) : (
        shown.map((g) => (
          <section key={g.title} className="cwxt-m-wb-group" aria-label={g.title}>
            <h3 className="cwxt-m-wb-title">{g.title}</h3>
            <ul className="cwxt-m-wb-grid">
              {g.pages.map((p) => (
                <li key={p.path}>
                  <Tile route={p} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </nav>
  );
}
