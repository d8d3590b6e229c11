import type { GridColumn, GridRowValues } from '../../domain/grid/column';
import { isGridCellType, type GridCellType } from '../../domain/grid/cell-types';
import { onlineDictCode, onlineFieldKey } from '../../domain/online/runtime-schema';
import type { OnlineField } from '../../domain/online/form-design';
import type { ResourceField } from '../../domain/resources/types';
import { firstError } from '../../domain/validation/rules';
import type { OnlineSubTable } from './use-online-form';

/**
 * A sub table's rows as the editable grid shows them (issue 9): one column per form field of the
 * sub schema, the foreign key columns left out (the server fills them from the main row), each
 * cell validated by the sub schema's validators (the server checks again).
 */

/** The sub table's foreign key field keys (camelCase). */
export function foreignKeyKeys(sub: Pick<OnlineSubTable, 'foreignKeys'>): Set<string> {
  return new Set(sub.foreignKeys.map((k) => onlineFieldKey(k.field)));
}

/** The sub schema's editable fields, in order, without the foreign keys. */
export function subFormFields(sub: Pick<OnlineSubTable, 'schema' | 'foreignKeys'>): ResourceField[] {
  const fks = foreignKeyKeys(sub);
  return sub.schema.fields.filter((f) => f.form && !f.secret && !fks.has(f.key));
}

function cellTypeOf(field: OnlineField | undefined, resource: ResourceField): GridCellType {
  if (resource.kind === 'date') return 'date';
  if (resource.kind === 'datetime') return 'datetime';
  if (resource.kind === 'integer' || resource.kind === 'number') return 'inputNumber';
  const show = field?.fieldShowType ?? 'input';
  // A choice without a dictionary has no options: type it as text.
  if (
    (resource.kind === 'text' || resource.kind === 'textarea') &&
    ['select', 'radio', 'list_multi', 'checkbox_meta', 'sel_search'].includes(show)
  )
    return 'input';
  return isGridCellType(show) && show !== 'normal' && show !== 'hidden' && show !== 'slot' ? show : 'input';
}

export function subGridColumns(sub: Pick<OnlineSubTable, 'schema' | 'foreignKeys' | 'design'>): GridColumn[] {
  const byKey = new Map(sub.design.fields.map((f) => [onlineFieldKey(f.dbFieldName), f]));
  return subFormFields(sub).map((resource) => {
    const designed = byKey.get(resource.key);
    const rules = resource.rules ?? [];
    const dictCode = designed ? onlineDictCode(designed) : undefined;
    return {
      key: resource.key,
      title: resource.title,
      type: cellTypeOf(designed, resource),
      width: 160,
      ...(dictCode && (resource.kind === 'dict' || resource.kind === 'dictMulti') ? { dictCode } : {}),
      ...(designed?.fieldDefaultValue ? { defaultValue: designed.fieldDefaultValue } : {}),
      validateRules: rules.length
        ? [
            {
              handler: ({ value }, callback) => {
                const message = firstError(value, rules);
                callback(message === undefined, message);
              },
            },
          ]
        : [],
    };
  });
}

/** The rows to send under the sub table's name: only its form fields (ids and keys are the server's). */
export function subRowsBody(
  sub: Pick<OnlineSubTable, 'schema' | 'foreignKeys'>,
  rows: readonly Readonly<GridRowValues>[],
): Record<string, unknown>[] {
  const keys = subFormFields(sub).map((f) => f.key);
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const value = row[key];
      out[key] = value === undefined || value === '' ? null : value;
    }
    return out;
  });
}
