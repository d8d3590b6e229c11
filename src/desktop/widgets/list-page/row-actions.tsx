import { useState } from 'react';
import { Divider, Dropdown, Popconfirm } from 'antd';
import type { MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import type { ListRecord } from '../../../shared/hooks/list-page/types';

/** One action of a row (registry style: the page declares them, the table renders them). */
export interface RowAction<T extends ListRecord = ListRecord> {
  key: string;
  label: string;
  /** 'inline' sits next to 编辑; 'more' (default) goes into the 更多 menu. */
  placement?: 'inline' | 'more';
  /** Asked in a Popconfirm before running (e.g. 确定删除吗?). */
  confirm?: string;
  onClick: (record: T) => unknown;
}

function ActionLink({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <a
      role="button"
      tabIndex={0}
      onClick={onClick}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') onClick();
      }}
    >
      {label}
    </a>
  );
}

function InlineAction<T extends ListRecord>({ action, record }: { action: RowAction<T>; record: T }) {
  const link = (
    <ActionLink
      label={action.label}
      onClick={() => {
        // With a confirmation the Popconfirm runs the action.
        if (!action.confirm) void action.onClick(record);
      }}
    />
  );
  if (!action.confirm) return link;
  return (
    <Popconfirm
      title={action.confirm}
      okText="确定"
      cancelText="取消"
      // Awaited: the OK button shows loading until the action settles, so it cannot post twice.
      onConfirm={() => Promise.resolve(action.onClick(record))}
    >
      {link}
    </Popconfirm>
  );
}

/** At most this many links sit in the row; further inline actions join 更多 (rows keep one height). */
export const MAX_INLINE_ACTIONS = 2;

/** Inline links (at most MAX_INLINE_ACTIONS) and the 更多 entries, in declaration order. */
export function splitActions<T extends ListRecord>(actions: RowAction<T>[]) {
  const wanted = actions.filter((a) => a.placement === 'inline');
  const inline = wanted.slice(0, MAX_INLINE_ACTIONS);
  return { inline, more: actions.filter((a) => !inline.includes(a)) };
}

/**
 * 编辑 | 更多 (详情, 删除 …): inline actions as links, the rest in a dropdown; never wraps. An action
 * with `confirm` chosen from the menu asks in a Popconfirm anchored on 更多 once the menu has closed.
 */
export function RowActions<T extends ListRecord>({
  record,
  actions,
}: {
  record: T;
  actions: RowAction<T>[];
}) {
  const [confirming, setConfirming] = useState<RowAction<T> | null>(null);
  const { inline, more } = splitActions(actions);

  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    const action = more.find((a) => a.key === key);
    if (!action) return;
    if (action.confirm) setConfirming(action);
    else void action.onClick(record);
  };

  const parts = inline.map((a) => <InlineAction key={a.key} action={a} record={record} />);
  if (more.length > 0) {
    parts.push(
      <Popconfirm
        key="__more"
        open={confirming !== null}
        title={confirming?.confirm}
        okText="确定"
        cancelText="取消"
        // Only closing is taken from the Popconfirm; opening is the menu's job.
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        onConfirm={() => {
          const action = confirming;
          setConfirming(null);
          if (action) void action.onClick(record);
        }}
        onCancel={() => setConfirming(null)}
      >
        <Dropdown
          menu={{ items: more.map((a) => ({ key: a.key, label: a.label })), onClick: onMenuClick }}
          trigger={['click']}
        >
          <a role="button" tabIndex={0} aria-haspopup="menu">
            更多 <DownOutlined />
          </a>
        </Dropdown>
      </Popconfirm>,
    );
  }
  return (
    <span className="cwxt-row-actions" style={{ whiteSpace: 'nowrap' }}>
      {parts.map((p, i) => (
        <span key={i}>
          {i > 0 && <Divider orientation="vertical" />}
          {p}
        </span>
      ))}
    </span>
  );
}
