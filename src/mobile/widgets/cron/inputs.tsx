import { Selector } from 'antd-mobile';
import { clampInt, type Range } from '../../../shared/domain/cron/builder-model';
import { WEEKDAY_OPTIONS } from '../../../shared/domain/cron/fields';

/** A labelled integer box held to its bounds (native: the phone's numeric keypad). */
export function NumField({
  label,
  value,
  range,
  onChange,
}: {
  label: string;
  value: number;
  range: Range;
  onChange: (v: number) => void;
}) {
  return (
    <input
      type="number"
      inputMode="numeric"
      aria-label={label}
      min={range[0]}
      max={range[1]}
      step={1}
      value={value}
      onChange={(e) => {
        if (e.target.value !== '') onChange(clampInt(Number(e.target.value), range));
      }}
    />
  );
}

export function WeekdayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (v: number) => void;
}) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {WEEKDAY_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** The 指定 list: several values at once. */
export function ValuesField({
  options,
  value,
  onChange,
}: {
  options: readonly { value: number; label: string }[];
  value: readonly number[];
  onChange: (values: number[]) => void;
}) {
  return (
    <div className="cwxt-m-cron-values">
      <Selector
        multiple
        columns={6}
        options={options.map((o) => ({ value: o.value, label: o.label }))}
        value={[...value]}
        onChange={(v) => onChange([...v].sort((a, b) => a - b))}
      />
    </div>
  );
}

export function numberOptions(min: number, max: number): { value: number; label: string }[] {
  return Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: String(min + i) }));
}

export function UnrepresentableNote({ text }: { text: string }) {
  return <div className="cwxt-m-cron-note">当前值「{text}」无法用以上选项表示，选择任一选项将替换它。</div>;
}
