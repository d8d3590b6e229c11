/** Errors the grid throws to its caller (spec 001 §5 "Other rules"). */

/** removeRows() accepts a row id or a list of ids; anything else is a programming error. */
export class RemoveRowsArgumentError extends TypeError {
  constructor(received: unknown) {
    const kind = received === null ? 'null' : Array.isArray(received) ? 'array' : typeof received;
    super(`removeRows() 函数需要的参数可以是string或Array类型，但提供的却是${kind}`);
    this.name = 'RemoveRowsArgumentError';
  }
}

/** The rejection of the promise form of getValues when cells fail validation. */
export class GridValidationError extends Error {
  constructor(readonly errorCount: number) {
    super(`表格校验未通过，共 ${errorCount} 处错误`);
    this.name = 'GridValidationError';
  }
}

/** A value list whose items are not objects (setValues/load with the wrong shape). */
export class GridValuesArgumentError extends TypeError {
  constructor(method: string) {
    super(`${method}() 需要一个数组参数`);
    this.name = 'GridValuesArgumentError';
  }
}

/** validateTables() takes a list of grids; anything else is a programming error. */
export class ValidateTablesArgumentError extends TypeError {
  constructor(received: unknown) {
    const kind = received === null ? 'null' : typeof received;
    super(`validateTables() 的参数需要是一个表格数组，但提供的却是${kind}`);
    this.name = 'ValidateTablesArgumentError';
  }
}

/** A sub-table of validateTables() failed: which one (0-based) and how many cells. */
export class TableValidationError extends Error {
  constructor(
    readonly index: number,
    readonly errorCount: number,
  ) {
    super(`第${index + 1}个表格校验未通过，共 ${errorCount} 处错误`);
    this.name = 'TableValidationError';
  }
}
