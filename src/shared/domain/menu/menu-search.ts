import type { MenuItem } from '../contract/permission';
import { LAYOUT_KEYS } from '../routes/components';

export interface MenuSearchEntry {
  id: string;
  title: string;
  path: string;
  /** Iframe pages are opened as the menu item itself (its url), not by path. */
  iframe: boolean;
  item: MenuItem;
}

/**
 * The header menu search list (spec 000 §2.4): every visible item that is not a container
 * (`layouts/RouteView`), recursing into children like the original.
 */
export function flattenVisibleMenu(menu: readonly MenuItem[]): MenuSearchEntry[] {
  const out: MenuSearchEntry[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      const hidden = item.hidden === true || item.meta?.hideMenu === true;
      if (!hidden && item.component !== LAYOUT_KEYS.routeView) {
        out.push({
          id: item.id,
          title: item.meta?.title ?? '',
          path: item.path,
          iframe: (item.component ?? '').includes(LAYOUT_KEYS.iframe),
          item,
        });
      }
      if (item.children?.length) walk(item.children);
    }
  };
  walk(menu);
  return out;
}

/** Case-insensitive title filter for the search box. */
export function searchMenu(entries: readonly MenuSearchEntry[], keyword: string): MenuSearchEntry[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...entries];
  return entries.filter((e) => e.title.toLowerCase().includes(k));
}
