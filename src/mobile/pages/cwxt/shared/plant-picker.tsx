import { Picker } from 'antd-mobile';
import { usePlantOptions } from '../../../../shared/api/cwxt/plant-api';

export interface PlantPickerProps {
  value?: string | null;
  onChange?: (id: string | undefined) => void;
  disabled?: boolean;
  /** The trigger's aria-label (所属电厂, 销售方 …); default 电厂. */
  label?: string;
  /** The trigger's text while empty; default 请选择 + label. */
  placeholder?: string;
}

/** A plant choice in a bottom picker over GET /cwxt/plant/options (only the caller's plants). */
export function PlantPicker({
  value,
  onChange,
  disabled,
  label = '电厂',
  placeholder = `请选择${label}`,
}: PlantPickerProps) {
  const { options } = usePlantOptions();
  return (
    <Picker
      columns={[options.map((o) => ({ value: o.value, label: o.label }))]}
      value={value ? [value] : []}
      onConfirm={(v) => onChange?.(typeof v[0] === 'string' ? v[0] : undefined)}
      cancelText="取消"
      confirmText="确定"
    >
      {(items, actions) => (
        <button
          type="button"
          className="cwxt-m-picker-trigger"
          // The label and what is shown: the name must contain the visible text (WCAG 2.5.3).
          aria-label={`${label} ${items[0] ? String(items[0].label) : placeholder}`}
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
