import { useId } from 'react';
import './choice-list.css';

export interface ChoiceOption {
  value: string;
  label: string;
}

interface ChoiceListProps {
  label: string;
  options: ChoiceOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** The "error state when empty" of spec 000 §4 (department switch). */
  error?: string;
}

/**
 * A required single choice as full-width rows of native radios: the phone's select, with real
 * radio semantics (antd-mobile CheckList does not expose any).
 */
export function ChoiceList({ label, options, value, onChange, error }: ChoiceListProps) {
  const name = useId();
  return (
    <fieldset className={`cwxt-m-choice${error ? ' has-error' : ''}`} aria-invalid={error ? true : undefined}>
      <legend className="cwxt-m-choice-legend">{label}</legend>
      {options.map((o) => (
        <label key={o.value} className={`cwxt-m-choice-row${value === o.value ? ' is-checked' : ''}`}>
          <span className="cwxt-m-choice-text">{o.label}</span>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
        </label>
      ))}
      {error && (
        <div className="cwxt-m-error cwxt-m-choice-error" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
