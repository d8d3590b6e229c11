import type { GridCellType } from '../../../../shared/domain/grid/cell-types';
import { isGridCellType } from '../../../../shared/domain/grid/cell-types';
import type { GridColumn, GridValidateRule } from '../../../../shared/domain/grid/column';
import { onlineFieldKey } from '../../../../shared/domain/online/runtime-schema';
import type { ResourceField } from '../../../../shared/domain/resources/types';
import type { OnlineSubTable } from '../../../../shared/hooks/online/use-online-form';

/** The designer's show type when it is a grid cell type; dates and numbers follow the column type. */
function cellTypeOf(showType: string, field: ResourceField): GridCellType {
  if (field.kind === 'date') return 'date';
  if (field.kind === 'datetime') return 'datetime';
  if (field.kind === 'integer' || field.kind === 'number') return 'inputNumber';
  if (showType === 'text' || showType === 'textarea') return 'input_pop';
  return isGridCellType(showType) ? showType : 'input';
}

/** The schema's validators as one grid rule: the first message fails the cell (same texts as the form). */
function schemaRule(field: ResourceField): GridValidateRule | null {
  const rules = field.rules ?? [];
  if (rules.length === 0) return null;
  return {
    handler: ({ value }, callback) => {
      for (const rule of rules) {
        const message = rule(value);
        if (message) return callback(false, message);
      }
      callback(true);
    },
  };
}

/**
 * The row editor's columns of a one-to-many sub table: its form fields, except the foreign key
 * columns (the server fills them from the main record).
 */
export function subTableColumns(sub: OnlineSubTable): GridColumn[] {
  const foreign = new Set(sub.foreignKeys.map((k) => onlineFieldKey(k.field)));
  const showTypes = new Map(sub.design.fields.map((f) => [onlineFieldKey(f.dbFieldName), f.fieldShowType]));
  return sub.schema.fields
    .filter((f) => f.form && !f.secret && !foreign.has(f.key) && showTypes.has(f.key))
    .map((f) => {
      const rule = schemaRule(f);
      return {
        key: f.key,
        title: f.title,
        type: cellTypeOf(showTypes.get(f.key) ?? 'input', f),
        ...(f.dictCode ? { dictCode: f.dictCode } : {}),
        ...(rule ? { validateRules: [rule] } : {}),
      };
    });
}

/** The one-to-one sub table's form fields (plain fields in the main form): the foreign keys left out. */
export function oneToOneFields(sub: OnlineSubTable): ResourceField[] {
  const foreign = new Set(sub.foreignKeys.map((k) => onlineFieldKey(k.field)));
  const designed = new Set(sub.design.fields.map((f) => onlineFieldKey(f.dbFieldName)));
  return sub.schema.fields.filter((f) => f.form && !f.secret && designed.has(f.key) && !foreign.has(f.key));
}
