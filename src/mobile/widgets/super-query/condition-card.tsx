import { Button } from 'antd-mobile';
import { SUPER_QUERY_TEXTS as T, ruleOptionsFor } from '../../../shared/domain/query/builder-model';
import type { QueryRule } from '../../../shared/domain/query/rules';
import { conditionHandlers, type ConditionProps } from '../../../shared/hooks/super-query/condition-handlers';
import { NativeSelect } from './native-choices';
import { ValueField } from './value-field';

/** One condition as a stacked card: field, rule, value, and its delete button. */
export function ConditionCard({ index, row, fields, dispatch }: ConditionProps) {
  const { field, fieldOptions, setField, setRule, setValue, remove } = conditionHandlers({
    row,
    fields,
    dispatch,
  });
  return (
    <section role="group" aria-label={T.row(index + 1)} className="cwxt-m-sq-card">
      <header className="cwxt-m-sq-card-head">
        <span>{T.row(index + 1)}</span>
        <Button size="mini" fill="none" color="danger" onClick={remove}>
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
          options={fieldOptions}
          onChange={setField}
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
          onChange={(rule) => rule && setRule(rule as QueryRule)}
        />
      </div>
      <div className="cwxt-m-sq-line">
        <span className="cwxt-m-sq-label" aria-hidden>
          {T.value}
        </span>
        <div className="cwxt-m-sq-value">
          <ValueField field={field} row={row} onChange={setValue} />
        </div>
      </div>
    </section>
  );
}
