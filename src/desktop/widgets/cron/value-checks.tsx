import { Checkbox } from 'antd';

interface ValueChecksProps {
  label: string;
  options: readonly { value: number; label: string }[];
  value: readonly number[];
  onChange: (values: number[]) => void;
  disabled?: boolean;
}

/** The 指定 list of the tabbed editor: one checkbox per value, in a named group. */
export function ValueChecks({ label, options, value, onChange, disabled }: ValueChecksProps) {
  return (
    <div role="group" aria-label={label} style={{ paddingLeft: 24, marginTop: 4 }}>
      <Checkbox.Group
        value={[...value]}
        disabled={disabled}
        onChange={(v) => onChange((v as number[]).slice().sort((a, b) => a - b))}
      >
        {options.map((o) => (
          <Checkbox key={o.value} value={o.value} style={{ width: 56, marginInlineStart: 0 }}>
            {o.label}
          </Checkbox>
        ))}
      </Checkbox.Group>
    </div>
  );
}

export function numberOptions(min: number, max: number): { value: number; label: string }[] {
  return Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: String(min + i) }));
}
