import { Button, Space, Tag } from 'antd';
import { PICKER_TEXTS } from '../../../shared/domain/widgets/pickers/picker-config';

export interface SelectionFooterProps {
  keys: readonly string[];
  labels: readonly string[];
  onRemove(key: string): void;
  onCancel(): void;
  onOk(): void;
}

/** The pickers' footer: the chosen records as closable tags (已选 n 项), then 取消 / 确定. */
export function SelectionFooter({ keys, labels, onRemove, onCancel, onOk }: SelectionFooterProps) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        marginTop: 12,
        gap: 12,
      }}
    >
      <div role="list" aria-label={PICKER_TEXTS.selected(keys.length)} style={{ flex: 1 }}>
        {keys.map((key, i) => (
          <Tag key={key} role="listitem" closable onClose={() => onRemove(key)}>
            {labels[i]}
          </Tag>
        ))}
      </div>
      <Space>
        <Button onClick={onCancel}>{PICKER_TEXTS.cancel}</Button>
        <Button type="primary" onClick={onOk}>
          {PICKER_TEXTS.ok}
        </Button>
      </Space>
    </div>
  );
}
