import type { BuilderAction, BuilderField, BuilderRow, BuilderValue } from '../../domain/query/builder-model';
import type { QueryRule } from '../../domain/query/rules';

/** One condition of the builder, as both shells' row/card component receives it. */
export interface ConditionProps {
  index: number;
  row: BuilderRow;
  fields: readonly BuilderField[];
  dispatch: (action: BuilderAction) => void;
}

/** A condition's field, its field options and the builder actions its controls send. */
export function conditionHandlers({ row, fields, dispatch }: Omit<ConditionProps, 'index'>) {
  const id = row.id;
  const field = fields.find((f) => f.key === row.field);
  return {
    field,
    fieldOptions: fields.map((f) => ({ value: f.key, label: f.title })),
    setField: (key?: string) => dispatch({ type: 'field', id, field: fields.find((f) => f.key === key) }),
    setRule: (rule: QueryRule) => dispatch({ type: 'rule', id, rule, field }),
    setValue: (val: BuilderValue | null | undefined) => dispatch({ type: 'value', id, val }),
    remove: () => dispatch({ type: 'remove', id }),
  };
}
