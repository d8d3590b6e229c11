import { Picker } from 'antd-mobile';
import { usePlantOptions } from '../../../../shared/api/cwxt/plant-api';

/** A plant choice in a bottom picker over GET /cwxt/plant/options (only the caller's plants). */
export function PlantPicker({
  value,
  onChange,
  disabled,
  placeholder = '请选择电厂',
}: {
  value?: string | null;
  onChange?: (id: string | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
}) {
  const { options } = usePlantOptions();
  const columns = [options.map((o) => ({ value: o.value, label: o.label }))];
  return (
    <Picker
      columns={columns}
      value={value ? [value] : []}
      onConfirm={(v) => onChange?.(typeof v[0] === 'string' ? v[0] : undefined)}
      cancelText="取消"
      confirmText="确定"
    >
      {(items, actions) => (
        <button
          type="button"
          className="cwxt-m-picker-trigger"
          aria-label="所属电厂"
          disabled={disabled}
          onClick={actions.open}
        >
          <span className={items[0] ? undefined : 'cwxt-m-placeholder'}>
            {items[0] ? String(items[0].label) : placeholder}
          </span>
        </button>
      )}
    </Picker>
  );
}
