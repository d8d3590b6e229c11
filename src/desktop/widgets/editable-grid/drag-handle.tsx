import { useState } from 'react';
import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { canMoveDown, canMoveUp } from '../../../shared/domain/grid/sort';
import { useGrid } from './grid-context';

export interface DragActions {
  /** Begins a pointer drag of the row at `index`. */
  startDrag(index: number, clientY: number, pointerId: number): void;
  move(from: number, to: number): void;
  /** A user insert below the row (throttled like the toolbar's). */
  insertBelow(index: number): void;
}

/**
 * The drag-sort handle (spec 001 §4): drag it to move the row, click it for the 向上移 / 向下移 /
 * 插入一行 menu (up disabled on the first row, down on the last), double-click it to insert a row
 * below.
 */
export function DragHandle({
  index,
  rowCount,
  actions,
}: {
  index: number;
  rowCount: number;
  actions: DragActions;
}) {
  const grid = useGrid();
  const items: MenuProps['items'] = [
    { key: 'up', label: '向上移', disabled: !canMoveUp(index) },
    { key: 'down', label: '向下移', disabled: !canMoveDown(index, rowCount) },
    { type: 'divider' },
    { key: 'insert', label: '插入一行' },
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'up') actions.move(index, index - 1);
    else if (key === 'down') actions.move(index, index + 1);
    else if (key === 'insert') actions.insertBelow(index);
  };
  // The menu component mounts only once asked for: a scroll frame renders ~9 handles, not menus.
  const [menuOpen, setMenuOpen] = useState(false);
  if (grid.disabled) return <span className="cwxt-grid-handle cwxt-grid-handle--off" aria-hidden="true" />;
  const handle = (
    <button
      type="button"
      className="cwxt-grid-handle"
      aria-label={`第${index + 1}行排序`}
      aria-haspopup="menu"
      aria-expanded={menuOpen}
      onClick={() => setMenuOpen(true)}
      onPointerDown={(e) => {
        if (e.button === 0) actions.startDrag(index, e.clientY, e.pointerId);
      }}
      onDoubleClick={() => {
        setMenuOpen(false);
        actions.insertBelow(index);
      }}
    >
      <HolderOutlined />
    </button>
  );
  // The handle element never changes (a double click needs both clicks on the same element);
  // the open menu hangs from an anchor laid over it.
  return (
    <>
      {handle}
      {menuOpen && (
        <Dropdown
          open
          menu={{
            items,
            onClick: (info) => {
              setMenuOpen(false);
              onMenu?.(info);
            },
          }}
          trigger={['click']}
          onOpenChange={(open) => {
            if (!open) setMenuOpen(false);
          }}
        >
          <span className="cwxt-grid-handle-anchor" aria-hidden="true" />
        </Dropdown>
      )}
    </>
  );
}
