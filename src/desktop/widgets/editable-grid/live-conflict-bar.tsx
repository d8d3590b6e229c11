import { Alert, Button, Space } from 'antd';
import type { LiveConflict, LiveRows } from '../../../shared/domain/grid/live-rows';
import type { GridStore } from '../../../shared/domain/grid/store';

/** The alert text of one conflict; `rowNumber` is 1-based, as the user counts. */
export function liveConflictText(conflict: Pick<LiveConflict, 'kind'>, rowNumber: number): string {
  return conflict.kind === 'delete' ? `第${rowNumber}行已被他人删除` : `第${rowNumber}行已被他人修改`;
}

/**
 * One alert per row that someone else changed while this user was editing it: reload takes the
 * remote state (or drops the row), keep holds on to the local values (see LiveRows.resolve).
 * Rendered by the grid on every structure change, so the row numbers follow sorts and inserts.
 */
export function LiveConflictBar(props: {
  store: GridStore;
  rows: LiveRows;
  conflicts: readonly LiveConflict[];
}) {
  const { store, rows, conflicts } = props;
  if (conflicts.length === 0) return null;
  return (
    <div className="cwxt-grid-live-conflicts">
      {conflicts.map((conflict) => {
        const index = store.indexOf(conflict.rowId);
        if (index < 0) return null;
        const text = liveConflictText(conflict, index + 1);
        return (
          <Alert
            key={conflict.rowId}
            type="warning"
            showIcon
            title={text}
            action={
              <Space size="small">
                <Button size="small" onClick={() => rows.resolve(conflict.rowId, 'reload')}>
                  重新加载
                </Button>
                <Button size="small" type="primary" onClick={() => rows.resolve(conflict.rowId, 'keep')}>
                  保留我的修改
                </Button>
              </Space>
            }
          />
        );
      })}
    </div>
  );
}
