import { Checkbox } from 'antd-mobile';
import type { DepartNode } from '../../../../shared/domain/widgets/depart-select/tree-check';
import type { DepartSelectState } from '../../../../shared/hooks/depart-select/use-depart-select';

/** The department tree as nested lists: a fold button on parents, a checkbox per department. */
export function DepartTreeList({
  nodes,
  state,
  root = false,
}: {
  nodes: readonly DepartNode[];
  state: DepartSelectState;
  root?: boolean;
}) {
  return (
    <ul
      className={`cwxt-m-depart-tree${root ? ' root' : ''}`}
      role={root ? 'tree' : 'group'}
      aria-label={root ? '部门' : undefined}
    >
      {nodes.map((n) => {
        const hasKids = (n.children?.length ?? 0) > 0;
        const open = state.expanded.includes(n.key);
        const checked = state.checked.includes(n.key);
        return (
          <li key={n.key} role="treeitem" aria-expanded={hasKids ? open : undefined} aria-selected={checked}>
            <div className="cwxt-m-depart-node">
              {hasKids ? (
                <button
                  type="button"
                  className="cwxt-m-depart-toggle"
                  aria-label={`${open ? '收起' : '展开'}${n.title}`}
                  onClick={() =>
                    state.setExpanded(
                      open ? state.expanded.filter((k) => k !== n.key) : [...state.expanded, n.key],
                    )
                  }
                >
                  {open ? '▾' : '▸'}
                </button>
              ) : (
                <span className="cwxt-m-depart-spacer" />
              )}
              <Checkbox
                checked={checked}
                indeterminate={state.halfChecked.includes(n.key)}
                onChange={(on) => state.toggle(n.key, on)}
              >
                {n.title}
              </Checkbox>
            </div>
            {hasKids && open && <DepartTreeList nodes={n.children ?? []} state={state} />}
          </li>
        );
      })}
    </ul>
  );
}
