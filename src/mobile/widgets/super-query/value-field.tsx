import { Input, Switch } from 'antd-mobile';
import {
  SUPER_QUERY_TEXTS as T,
  isMultiValue,
  switchOptions,
  type BuilderField,
  type BuilderRow,
  type BuilderValue,
} from '../../../shared/domain/query/builder-model';
import { DepartValue, DictValue, UserValue } from './choice-values';

interface ValueFieldProps {
  field: BuilderField | undefined;
  row: BuilderRow;
  onChange: (val: BuilderValue | undefined) => void;
}

const text = (v: BuilderValue | undefined) => (v === undefined || Array.isArray(v) ? '' : String(v));
const choice = (v: BuilderValue | undefined) => (typeof v === 'number' ? String(v) : v);

/** `YYYY-MM-DD HH:mm:ss` ↔ the `datetime-local` input's `YYYY-MM-DDTHH:mm(:ss)`. */
const toLocalInput = (v: string) => v.replace(' ', 'T');
function fromLocalInput(v: string): string | undefined {
  if (!v) return undefined;
  const [day, time = ''] = v.split('T');
  return `${day} ${time.length === 5 ? `${time}:00` : time}`;
}

function parseNumber(raw: string, integer: boolean): number | undefined {
  if (raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) return undefined;
  // Like the desktop's precision-0 input: whole-number fields round.
  return integer ? Math.round(n) : n;
}

/** The phone's value control by field type: native date inputs and pickers, antd-mobile inputs. */
export function ValueField({ field, row, onChange }: ValueFieldProps) {
  const multiple = isMultiValue(field, row.rule);
  switch (field?.type) {
    case 'number':
      return (
        <Input
          aria-label={T.value}
          type="number"
          inputMode="decimal"
          placeholder={T.numberPlaceholder}
          value={text(row.val)}
          onChange={(v) => onChange(parseNumber(v, field.integer === true))}
        />
      );
    case 'date':
      return (
        <input
          className="cwxt-m-sq-native"
          type="date"
          aria-label={T.value}
          value={text(row.val)}
          onChange={(e) => onChange(e.target.value || undefined)}
        />
      );
    case 'datetime':
      return (
        <input
          className="cwxt-m-sq-native"
          type="datetime-local"
          step={1}
          aria-label={T.value}
          value={toLocalInput(text(row.val))}
          onChange={(e) => onChange(fromLocalInput(e.target.value))}
        />
      );
    case 'dictionary':
      return <DictValue field={field} multiple={multiple} value={choice(row.val)} onChange={onChange} />;
    case 'department':
      return <DepartValue field={field} multiple={multiple} value={choice(row.val)} onChange={onChange} />;
    case 'user':
      return <UserValue field={field} multiple={multiple} value={choice(row.val)} onChange={onChange} />;
    case 'switch': {
      const [on, off] = switchOptions(field);
      return (
        <span className="cwxt-m-sq-switch">
          <Switch checked={row.val === on} onChange={(checked) => onChange(checked ? on : off)} />
          <span aria-hidden>{row.val === on ? T.yes : T.no}</span>
        </span>
      );
    }
    default:
      return (
        <Input
          aria-label={T.value}
          placeholder={T.valuePlaceholder}
          value={text(row.val)}
          onChange={(v) => onChange(v)}
          clearable
        />
      );
  }
}
