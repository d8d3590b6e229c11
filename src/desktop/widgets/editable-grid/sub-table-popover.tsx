import type { ReactElement } from 'react';
import { Alert, Button, Popover, Spin } from 'antd';
import { MinusSquareOutlined, PlusSquareOutlined } from '@ant-design/icons';
import type { GridRowValues } from '../../../shared/domain/grid/column';
import type { GridSubTable } from '../../../shared/domain/grid/sub-table';
import { useSubTableRows } from '../../../shared/hooks/grid/use-sub-table-rows';
import { EditableGrid } from './editable-grid';

type Listener = () => void;

/**
 * Which row's sub-table is open (one at a time, like JVxeSubPopover): rows subscribe, so opening
 * one re-renders two rows, not the window.
 */
export class OpenSubTable {
  private rowId: string | null = null;
  private readonly listeners = new Set<Listener>();
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  isOpen(rowId: string): boolean {
    return this.rowId === rowId;
  }
  /** The same row closes, another row moves the popover there. */
  toggle(rowId: string): void {
    this.set(this.rowId === rowId ? null : rowId);
  }
  close(rowId: string): void {
    if (this.rowId === rowId) this.set(null);
  }
  private set(rowId: string | null): void {
    this.rowId = rowId;
    for (const l of [...this.listeners]) l();
  }
}

export function ExpandButton(props: { rowNumber: number; open: boolean; onToggle(): void }) {
  return (
    <Button
      type="text"
      size="small"
      aria-label={`${props.open ? '收起' : '展开'}第${props.rowNumber}行子表`}
      aria-expanded={props.open}
      icon={props.open ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
      onClick={props.onToggle}
    />
  );
}

/** The popover body: loading, 打开子表失败 with a retry, or the read-only sub-grid. */
function SubTablePanel(props: { config: GridSubTable; row: Readonly<GridRowValues> }) {
  const { config } = props;
  const rows = useSubTableRows(config, props.row);
  const title = config.title ?? '子表';
  if (rows.status === 'loading')
    return (
      <div role="status" style={{ padding: 16, textAlign: 'center' }}>
        <Spin size="small" /> 加载中...
      </div>
    );
  if (rows.status === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={rows.message}
        action={
          <Button size="small" onClick={rows.retry}>
            重试
          </Button>
        }
      />
    );
  return (
    <EditableGrid
      label={title}
      columns={config.columns}
      dataSource={rows.rows}
      rowKey={config.rowKey}
      disabled
      toolbar={false}
      rowSelection={false}
      maxHeight={300}
    />
  );
}

/**
 * Anchors the sub-table popover to a grid row (the row element is the popover's target). Only
 * the expand control opens it; a click outside closes it. The body is destroyed once hidden, so
 * every opening fetches fresh rows.
 */
export function SubTablePopover(props: {
  config: GridSubTable;
  row: Readonly<GridRowValues>;
  open: boolean;
  onClose(): void;
  children: ReactElement;
}) {
  const { config, open, onClose } = props;
  return (
    <Popover
      open={open}
      trigger="click"
      placement="bottomLeft"
      destroyOnHidden
      title={config.title ?? '子表'}
      onOpenChange={(next) => {
        // Row clicks must not open it (the expand control does); outside clicks close it.
        if (!next) onClose();
      }}
      content={
        open ? (
          <div style={{ width: config.width ?? 640 }}>
            <SubTablePanel config={config} row={props.row} />
          </div>
        ) : null
      }
    >
      {props.children}
    </Popover>
  );
}
