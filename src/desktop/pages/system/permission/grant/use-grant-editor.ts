import { useCallback, useMemo, useState } from 'react';
import {
  checkedView,
  filterTree,
  indexTree,
  joinIds,
  parentKeys,
  sameIds,
  setAllGrants,
  splitIds,
  toggleGrant,
  type CheckedView,
  type PermissionTreeNode,
} from '../../../../../shared/domain/permission/tree';

export interface GrantEditor {
  /** The tree as shown (filtered by the search keyword). */
  shownTree: PermissionTreeNode[];
  view: CheckedView;
  granted: ReadonlySet<string>;
  /** The ids saved on the server (what `lastpermissionIds` reports). */
  saved: readonly string[];
  linked: boolean;
  setLinked(linked: boolean): void;
  keyword: string;
  setKeyword(keyword: string): void;
  expandedKeys: string[];
  setExpandedKeys(keys: string[]): void;
  expandAll(): void;
  collapseAll(): void;
  checkAll(): void;
  checkNone(): void;
  toggle(key: string, checked: boolean): void;
  dirty: boolean;
  /** The save body for the current edit. */
  body(): { permissionIds: string; lastpermissionIds: string };
  /** After a successful save: the edited set becomes the saved one (a second save diffs from it). */
  markSaved(): void;
}

/**
 * The editing state of one authorisation screen: one authoritative granted set (never the tree's
 * own conduction), so switching 父子关联 on and off never loses a stored grant. Mount it once the
 * tree and the saved ids are loaded (key the component by them to start again).
 */
export function useGrantEditor(tree: PermissionTreeNode[], savedIds: readonly string[]): GrantEditor {
  const index = useMemo(() => indexTree(tree), [tree]);
  const [saved, setSaved] = useState<readonly string[]>(savedIds);
  const [granted, setGranted] = useState<ReadonlySet<string>>(() => new Set(savedIds));
  // JeecgBoot opens in "取消关联" (each node on its own): a menu can be granted without its buttons.
  const [linked, setLinked] = useState(false);
  const [keyword, setKeywordState] = useState('');
  const [expandedKeys, setExpandedKeys] = useState<string[]>(() => parentKeys(tree));

  const shownTree = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
  const view = useMemo(() => checkedView(tree, granted, linked), [tree, granted, linked]);

  const setKeyword = useCallback(
    (next: string) => {
      setKeywordState(next);
      // A search shows every match: open the paths to them.
      setExpandedKeys(parentKeys(next.trim() ? filterTree(tree, next) : tree));
    },
    [tree],
  );

  return {
    shownTree,
    view,
    granted,
    saved,
    linked,
    setLinked,
    keyword,
    setKeyword,
    expandedKeys,
    setExpandedKeys,
    expandAll: () => setExpandedKeys(parentKeys(tree)),
    collapseAll: () => setExpandedKeys([]),
    checkAll: () => setGranted((g) => setAllGrants(tree, g, true)),
    checkNone: () => setGranted((g) => setAllGrants(tree, g, false)),
    toggle: (key, checked) => setGranted((g) => toggleGrant(index, g, key, checked, linked)),
    dirty: !sameIds(saved, granted),
    body: () => ({ permissionIds: joinIds(tree, granted), lastpermissionIds: saved.join(',') }),
    markSaved: () => setSaved(splitIds(joinIds(tree, granted))),
  };
}
