import { Button } from 'antd-mobile';
import {
  SUPER_QUERY_TEXTS as T,
  ruleOptionsFor,
  type BuilderAction,
  type BuilderField,
  type BuilderRow,
} from '../../../shared/domain/query/builder-model';
import type { QueryRule } from '../../../shared/domain/query/rules';
import { NativeSelect } from './native-choices';
import { ValueField } from './value-field';

interface ConditionCardProps {
  index: number;
  row: BuilderRow;
  fields: readonly BuilderField[];
  dispatch: (action: BuilderAction) => void;
}

/** One condition as a stacked card: field, rule, value, and its delete button. */
export function ConditionCard({ index, row, fields, dispatch }: ConditionCardProps) {
  const field = fields.find((f) => f.key === row.field);
  const id = row.id;
  return (
    <section role="group" aria-label={T.row(index + 1)} className="cwxt-m-sq-card">
      <header className="cwxt-m-sq-card-head">
        <span>{T.row(index + 1)}</span>
        <Button size="mini" fill="none" color="danger" onClick={() => dispatch({ type: 'remove', id })}>
          {T.removeRow}
        </Button>
      </header>
      <div className="cwxt-m-sq-line">
        <span className="cwxt-m-sq-label" aria-hidden>
          {T.field}
        </span>
        <NativeSelect
          label={T.field}
          placeholder={T.fieldPlaceholder}
          value={row.field}
          options={fields.map((f) => ({ value: f.key, label: f.title }))}
          onChange={(key) => dispatch({ type: 'field', id, field: fields.find((f) => f.key === key) })}
        />
      </div>
      <div className="cwxt-m-sq-line">
        <span className="cwxt-m-sq-label" aria-hidden>
          {T.rule}
        </span>
        <NativeSelect
          label={T.rule}
          value={row.rule}
          options={ruleOptionsFor(field)}
          onChange={(rule) => rule && dispatch({ type: 'rule', id, rule: rule as QueryRule, field })}
        />
      </div>
      <div className="cwxt-m-sq-line">
        <span className="cwxt-m-sq-label" aria-hidden>
          {T.value}
        </span>
        <div className="cwxt-m-sq-value">
          <ValueField field={field} row={row} onChange={(val) => dispatch({ type: 'value', id, val })} />
        </div>
      </div>
    </section>
  );
}
