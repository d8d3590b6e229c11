import type { GridColumn, GridRowValues, GridValidateTrigger } from './column';
import type { GridErrors } from './grid-errors';
import { cleanRowId } from './row-id';
import type { UniqueIndex } from './unique-index';
import { validateCell, type CellValidationInput, type CellValidationResult } from './validate';

/**
 * Runs the validation engine against the grid's rows and records the outcome in GridErrors. An
 * asynchronous answer is recorded only if no newer check of the same cell started meanwhile.
 */
export interface CellValidatorDeps {
  unique: UniqueIndex;
  errors: GridErrors;
  rowKey: string;
  handlerTimeoutMs: number;
  row(internalId: string): GridRowValues | undefined;
  /** The row as the caller (and a handler) sees it: a copy with the id cleaned. */
  publicRow(internalId: string): GridRowValues | undefined;
}

type Outcome = CellValidationResult | Promise<CellValidationResult>;

export class CellValidator {
  private readonly pending = new Map<string, number>();
  private sequence = 0;

  constructor(private readonly deps: CellValidatorDeps) {}

  clear(): void {
    this.pending.clear();
  }

  /** Validates one cell with its stored value and records the result. */
  validate(id: string, column: GridColumn, trigger: GridValidateTrigger): Outcome {
    return this.record(id, column.key, this.run(id, column, this.deps.row(id)?.[column.key], trigger));
  }

  /**
   * Validates every ruled column of the given rows; resolves to the failing cell count. Columns
   * without a handler share one mutable input per pass (nothing keeps it after the synchronous
   * check), so 200,000 cells allocate no closures.
   */
  async validateRows(ids: readonly string[], ruled: readonly GridColumn[]): Promise<number> {
    const { unique } = this.deps;
    const shared = new Map<string, CellValidationInput & { rowId: string }>();
    for (const column of ruled) {
      if (column.validateRules?.some((r) => r.handler)) continue;
      const input: CellValidationInput & { rowId: string } = {
        column,
        value: undefined,
        trigger: 'getValues',
        rowId: '',
        isDuplicate: (v) => unique.isDuplicate(column.key, input.rowId, v),
        getRow: () => this.deps.publicRow(input.rowId) ?? {},
      };
      shared.set(column.key, input);
    }
    let failed = 0;
    const waiting: Promise<void>[] = [];
    for (const id of ids) {
      const row = this.deps.row(id);
      if (!row) continue;
      for (const column of ruled) {
        const input = shared.get(column.key);
        let result: Outcome;
        if (input) {
          input.rowId = id;
          input.value = row[column.key];
          result = validateCell(input);
        } else result = this.run(id, column, row[column.key], 'getValues');
        const outcome = this.record(id, column.key, result);
        if (outcome instanceof Promise) {
          waiting.push(
            outcome.then((m) => {
              if (m !== undefined) failed++;
            }),
          );
        } else if (outcome !== undefined) failed++;
      }
    }
    if (waiting.length > 0) await Promise.all(waiting);
    return failed;
  }

  /** Checks a draft of one row against the other rows; records nothing. */
  async validateDraft(
    id: string,
    draft: Readonly<GridRowValues>,
    ruled: readonly GridColumn[],
    trigger: GridValidateTrigger,
  ): Promise<Record<string, string>> {
    const result: Record<string, string> = {};
    const waiting: Promise<void>[] = [];
    for (const column of ruled) {
      const outcome = validateCell({
        column,
        value: draft[column.key],
        trigger,
        isDuplicate: (v) => this.deps.unique.isDuplicate(column.key, id, v),
        getRow: () => ({ ...draft, [this.deps.rowKey]: cleanRowId(id) }),
        handlerTimeoutMs: this.deps.handlerTimeoutMs,
      });
      const apply = (m: CellValidationResult) => {
        if (m !== undefined) result[column.key] = m;
      };
      if (outcome instanceof Promise) waiting.push(outcome.then(apply));
      else apply(outcome);
    }
    await Promise.all(waiting);
    return result;
  }

  private run(id: string, column: GridColumn, value: unknown, trigger: GridValidateTrigger): Outcome {
    return validateCell({
      column,
      value,
      trigger,
      isDuplicate: (v) => this.deps.unique.isDuplicate(column.key, id, v),
      getRow: () => this.deps.publicRow(id) ?? {},
      handlerTimeoutMs: this.deps.handlerTimeoutMs,
    });
  }

  private record(id: string, key: string, outcome: Outcome): Outcome {
    if (!(outcome instanceof Promise)) {
      // A synchronous answer supersedes any check of this cell still waiting for a handler.
      if (this.pending.size > 0) this.pending.delete(`${id}\u0000${key}`);
      this.deps.errors.set(id, key, outcome);
      return outcome;
    }
    const cell = `${id}\u0000${key}`;
    const mine = ++this.sequence;
    this.pending.set(cell, mine);
    return outcome.then((message) => {
      if (this.pending.get(cell) === mine && this.deps.row(id)) {
        this.pending.delete(cell);
        this.deps.errors.set(id, key, message);
      }
      return message;
    });
  }
}
