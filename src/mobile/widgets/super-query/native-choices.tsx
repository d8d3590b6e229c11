import type { ChangeEvent } from 'react';

export interface Choice {
  value: string;
  label: string;
}

interface NativeSelectProps {
  label: string;
  value: string | undefined;
  options: readonly Choice[];
  /** The empty first entry; absent = a value is always chosen. */
  placeholder?: string;
  onChange: (value: string | undefined) => void;
}

/** A native select: on a phone it opens the system picker, the most usable list there is. */
export function NativeSelect({ label, value, options, placeholder, onChange }: NativeSelectProps) {
  return (
    <select
      className="cwxt-m-sq-select"
      aria-label={label}
      value={value ?? ''}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value || undefined)}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

interface CheckGroupProps {
  label: string;
  value: readonly string[];
  options: readonly Choice[];
  onChange: (value: string[]) => void;
  /** Radios instead of checkboxes (one value). */
  single?: boolean;
}

/** Several values (在...中) as full-width checkbox rows; with `single`, radio rows. */
export function CheckGroup({ label, value, options, onChange, single = false }: CheckGroupProps) {
  const toggle = (v: string, checked: boolean) => {
    if (single) onChange(checked ? [v] : []);
    else onChange(checked ? [...value, v] : value.filter((x) => x !== v));
  };
  return (
    <fieldset className="cwxt-m-sq-checks" aria-label={label}>
      {options.map((o) => (
        <label key={o.value} className="cwxt-m-sq-check">
          <input
            type={single ? 'radio' : 'checkbox'}
            checked={value.includes(o.value)}
            onChange={(e) => toggle(o.value, e.target.checked)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
