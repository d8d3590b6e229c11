import { useState } from 'react';
import type { MouseEvent } from 'react';
import type { AppRoute } from '../../shared/domain/menu/build-routes';

interface DrawerMenuProps {
  routes: AppRoute[];
  activePath: string;
  onNavigate: (path: string) => void;
}

const visible = (routes: AppRoute[]) => routes.filter((r) => !r.hidden);

/** A node with visible children renders as a collapsible group unless alwaysShow made it a page (spec 000 §2.4). */
function isGroup(route: AppRoute): boolean {
  const alwaysShow = route.redirect === route.path;
  return visible(route.children).length > 0 && !alwaysShow;
}

function isExternal(route: AppRoute): boolean {
  return route.kind === 'external';
}

function MenuLeaf({
  route,
  activePath,
  onNavigate,
  depth,
}: { depth: number } & Omit<DrawerMenuProps, 'routes'> & { route: AppRoute }) {
  const style = { paddingLeft: 16 + depth * 16 };
  if (isExternal(route)) {
    // "Items with a target open as plain links."
    return (
      <a
        className="cwxt-m-menu-item"
        style={style}
        href={route.meta.url ?? route.path}
        target="_blank"
        rel="noopener noreferrer"
      >
        {route.meta.title}
      </a>
    );
  }
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    onNavigate(route.path);
  };
  const active = route.path === activePath;
  return (
    <a
      className={`cwxt-m-menu-item${active ? ' is-active' : ''}`}
      style={style}
      href={route.path}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      {route.meta.title}
    </a>
  );
}

function containsPath(route: AppRoute, path: string): boolean {
  return route.path === path || route.children.some((c) => containsPath(c, path));
}

function MenuGroup({
  route,
  activePath,
  onNavigate,
  depth,
}: { depth: number; route: AppRoute } & Omit<DrawerMenuProps, 'routes'>) {
  const [open, setOpen] = useState(() => containsPath(route, activePath));
  const listId = `cwxt-m-menu-${route.path.replace(/[^\w-]/g, '_')}`;
  return (
    <>
      <button
        type="button"
        className="cwxt-m-menu-group"
        style={{ paddingLeft: 16 + depth * 16 }}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{route.meta.title}</span>
        <span aria-hidden="true" className="cwxt-m-menu-caret">
          {open ? '▾' : '▸'}
        </span>
      </button>
      {open && (
        <MenuList
          id={listId}
          routes={route.children}
          activePath={activePath}
          onNavigate={onNavigate}
          depth={depth + 1}
        />
      )}
    </>
  );
}

function MenuList({ routes, depth, id, ...rest }: DrawerMenuProps & { depth: number; id?: string }) {
  return (
    <ul className="cwxt-m-menu-list" id={id}>
      {visible(routes).map((route) => (
        <li key={route.path || route.name}>
          {isGroup(route) ? (
            <MenuGroup route={route} depth={depth} {...rest} />
          ) : (
            <MenuLeaf route={route} depth={depth} {...rest} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The nested menu of the drawer: hidden items skipped, groups collapsible, external items as links. */
export function DrawerMenu(props: DrawerMenuProps) {
  return (
    <nav aria-label="导航菜单">
      <MenuList {...props} depth={0} />
    </nav>
  );
}
