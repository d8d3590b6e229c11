import { isGridCellType } from '../grid/cell-types';
import { defaultLiteralOf } from './ddl-rules';
import { GRID_PATTERNS } from '../validation/grid-patterns';
import { compileLinear } from '../validation/linear-pattern';
import {
  fieldNameError,
  indexNameError,
  ONLINE_IDENTIFIER_PATTERN,
  ONLINE_SYSTEM_COLUMNS,
  ONLINE_TREE_COLUMNS,
  tableNameError,
} from './identifiers';
import { ONLINE_MESSAGES as M } from './messages';
import {
  ONLINE_DB_TYPES,
  ONLINE_TABLE_TYPES,
  ONLINE_THEME_TEMPLATES,
  ONLINE_FORM_TEMPLATES,
  ONLINE_QUERY_MODES,
  ONLINE_INDEX_TYPES,
  ONLINE_LIMITS,
  ONLINE_TREE_PARENT_FIELD,
  ONLINE_TREE_HAS_CHILD_FIELD,
  splitIndexFields,
} from './design-types';
import type {
  YesNo,
  OnlineFormHead,
  OnlineField,
  OnlineIndex,
  OnlineFormDesign,
  OnlineFormDesignInput,
  DesignContext,
} from './design-types';

export { ONLINE_MESSAGES } from './messages';
export * from './design-types';
/**
 * The designer's rules: normalising a design sent by a client and validating it. The types live in
 * design-types.ts and the name rules in identifiers.ts; everything is re-exported from here.
 */
export {
  fieldNameError,
  hasSystemTablePrefix,
  indexNameError,
  isReservedWord,
  ONLINE_IDENTIFIER_PATTERN,
  ONLINE_RESERVED_COLUMNS,
  ONLINE_SYSTEM_COLUMNS,
  ONLINE_SYSTEM_TABLE_PREFIXES,
  ONLINE_TREE_COLUMNS,
  POSTGRES_RESERVED_WORDS,
  tableNameError,
} from './identifiers';

const yn = (value: YesNo | undefined, fallback: YesNo): YesNo => value ?? fallback;
const nullable = <T>(value: T | null | undefined): T | null =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** Fills the defaults of the storage tables, trims titles and orders fields by orderNum (stable). */
export function normalizeDesign(input: OnlineFormDesignInput): OnlineFormDesign {
  const h = input.head;
  const isTree = yn(h.isTree, 'N');
  const tableType = h.tableType ?? 1;
  const head: OnlineFormHead = {
    ...h,
    tableName: h.tableName,
    tableTxt: (h.tableTxt ?? '').trim(),
    tableType,
    isTree,
    treeParentIdField: isTree === 'Y' ? (nullable(h.treeParentIdField) ?? ONLINE_TREE_PARENT_FIELD) : null,
    treeIdField: isTree === 'Y' ? (nullable(h.treeIdField) ?? ONLINE_TREE_HAS_CHILD_FIELD) : null,
    treeFieldname: isTree === 'Y' ? nullable(h.treeFieldname) : null,
    relationType: tableType === 3 ? (h.relationType ?? 0) : null,
    subTableStr: nullable(h.subTableStr),
    tabOrderNum: tableType === 3 ? (h.tabOrderNum ?? null) : null,
    themeTemplate: h.themeTemplate ?? 'normal',
    formTemplate: h.formTemplate ?? '1',
    isCheckbox: yn(h.isCheckbox, 'Y'),
    isPage: yn(h.isPage, 'Y'),
    idType: h.idType ?? 'UUID',
  };
  const fields = (input.fields ?? []).map((f, i): OnlineField => {
    const dbType = f.dbType ?? 'string';
    return {
      ...f,
      dbFieldName: f.dbFieldName,
      dbFieldTxt: (f.dbFieldTxt ?? '').trim(),
      dbType,
      dbLength: f.dbLength ?? (dbType === 'BigDecimal' ? 10 : 32),
      dbPointLength: f.dbPointLength ?? 0,
      dbIsKey: yn(f.dbIsKey, 'N'),
      dbIsNull: yn(f.dbIsNull, 'Y'),
      dbDefaultVal: nullable(f.dbDefaultVal),
      fieldShowType: f.fieldShowType ?? 'input',
      dictField: nullable(f.dictField),
      dictTable: nullable(f.dictTable),
      dictText: nullable(f.dictText),
      fieldValidType: nullable(f.fieldValidType),
      fieldMustInput: yn(f.fieldMustInput, 'N'),
      isShowForm: yn(f.isShowForm, 'Y'),
      isShowList: yn(f.isShowList, 'Y'),
      isQuery: yn(f.isQuery, 'N'),
      queryMode: f.queryMode ?? 'single',
      sortFlag: yn(f.sortFlag, 'N'),
      isReadOnly: yn(f.isReadOnly, 'N'),
      mainTable: nullable(f.mainTable),
      mainField: nullable(f.mainField),
      fieldDefaultValue: nullable(f.fieldDefaultValue),
      orderNum: f.orderNum ?? i,
    };
  });
  fields.sort((a, b) => a.orderNum - b.orderNum);
  const indexes = (input.indexes ?? []).map((x): OnlineIndex => ({
    ...x,
    indexField: splitIndexFields(x.indexField).join(','),
    indexType: x.indexType ?? 'normal',
  }));
  return { head, fields, indexes };
}

/**
 * A field_valid_type: a catalogue name, or an anchored regular expression that both engines
 * compile: RE2 on the server (linear time, so no pattern can stall it) and the browser's own for
 * instant feedback. RE2's language is a subset, so both give the same answer.
 */
export function validTypeError(field: string, rule: string | null): string | undefined {
  if (rule === null || Object.hasOwn(GRID_PATTERNS, rule)) return undefined;
  if (!rule.startsWith('^') || !rule.endsWith('$') || rule.length < 3) return M.validTypeInvalid(field);
  try {
    new RegExp(rule);
  } catch {
    return M.validTypeNotCompiling(field);
  }
  const linear = compileLinear(rule);
  return linear.ok ? undefined : M.validTypeUnsupported(field, linear.reason);
}

/**
 * The database default must be a literal of the column's type. The sync's own rule (ddl-rules.ts)
 * decides, so a design the designer accepts is never refused by the sync for its defaults.
 */
export function dbDefaultError(field: OnlineField): string | undefined {
  const result = defaultLiteralOf(field);
  return result.ok ? undefined : result.message;
}

const DICT_TABLE = /^[a-zA-Z_][a-zA-Z0-9_]{0,99}$/;
const DICT_CODE = /^[A-Za-z0-9_.-]{1,100}$/;

function dictError(f: OnlineField): string | undefined {
  const bad = M.dictInvalid(f.dbFieldName);
  if (f.dictTable !== null) {
    // A table dictionary: table, text column and code column, all plain identifiers.
    const ok = [f.dictTable, f.dictText, f.dictField].every((part) => part !== null && DICT_TABLE.test(part));
    return ok ? undefined : bad;
  }
  if (f.dictText !== null) return bad;
  return f.dictField === null || DICT_CODE.test(f.dictField) ? undefined : bad;
}

const isYesNo = (v: unknown): boolean => v === 'Y' || v === 'N';

function fieldError(f: OnlineField, head: OnlineFormHead): string | undefined {
  const name = f.dbFieldName;
  const nameError = fieldNameError(name);
  if (nameError) return nameError;
  if (f.dbFieldTxt === '') return M.fieldTxtRequired(name);
  if ([...f.dbFieldTxt].length > ONLINE_LIMITS.text) return M.fieldTxtTooLong(name);
  if (!(ONLINE_DB_TYPES as readonly string[]).includes(f.dbType)) return M.dbTypeInvalid(name);
  if (!Number.isInteger(f.dbLength) || !Number.isInteger(f.dbPointLength)) return M.stringLengthInvalid(name);
  if (f.dbType === 'string' && (f.dbLength < 1 || f.dbLength > ONLINE_LIMITS.stringLength)) {
    return M.stringLengthInvalid(name);
  }
  if (f.dbType === 'BigDecimal') {
    if (f.dbLength < 1 || f.dbLength > ONLINE_LIMITS.decimalLength) return M.decimalLengthInvalid(name);
    if (f.dbPointLength < 0 || f.dbPointLength > f.dbLength) return M.pointLengthInvalid(name);
  }
  const flags = [
    f.dbIsKey,
    f.dbIsNull,
    f.fieldMustInput,
    f.isShowForm,
    f.isShowList,
    f.isQuery,
    f.sortFlag,
    f.isReadOnly,
  ];
  if (!flags.every(isYesNo)) return M.flagInvalid(name);
  if (f.dbIsKey === 'Y') return M.keyNotAllowed(name);
  if (!isGridCellType(f.fieldShowType)) return M.showTypeInvalid(name);
  if (!(ONLINE_QUERY_MODES as readonly string[]).includes(f.queryMode)) return M.queryModeInvalid(name);
  if (f.dbType === 'Blob' && (f.isShowList === 'Y' || f.isQuery === 'Y' || f.sortFlag === 'Y')) {
    return M.blobNotListed(name);
  }
  const validError = validTypeError(name, f.fieldValidType);
  if (validError) return validError;
  const defaultError = dbDefaultError(f);
  if (defaultError) return defaultError;
  // A NOT NULL column nobody can fill would fail every insert: the form must show and edit it
  // (a sub table's key to its main table is filled by the server).
  const serverFilled = f.mainField !== null;
  if (f.dbIsNull === 'N' && f.dbDefaultVal === null && !serverFilled) {
    if (f.isShowForm === 'N' || f.isReadOnly === 'Y') return M.notNullHidden(name);
  }
  if (f.fieldDefaultValue !== null && [...f.fieldDefaultValue].length > ONLINE_LIMITS.text)
    return M.textTooLong(name);
  const dict = dictError(f);
  if (dict) return dict;
  if (f.mainTable !== null || f.mainField !== null) {
    if (head.tableType !== 3) return M.subTableKeyOnlyForSub(name);
    const okTable = f.mainTable !== null && ONLINE_IDENTIFIER_PATTERN.test(f.mainTable);
    const okField = f.mainField !== null && ONLINE_IDENTIFIER_PATTERN.test(f.mainField);
    if (!okTable || !okField) return M.subTableKeyInvalid(name);
  }
  return undefined;
}

function headError(head: OnlineFormHead): string | undefined {
  const nameError = tableNameError(head.tableName);
  if (nameError) return nameError;
  if (head.tableTxt === '') return M.tableTxtRequired;
  if ([...head.tableTxt].length > ONLINE_LIMITS.text) return M.tableTxtTooLong;
  if (!(ONLINE_TABLE_TYPES as readonly number[]).includes(head.tableType)) return M.tableTypeInvalid;
  if (!(ONLINE_THEME_TEMPLATES as readonly string[]).includes(head.themeTemplate))
    return M.themeTemplateInvalid;
  if (!(ONLINE_FORM_TEMPLATES as readonly string[]).includes(head.formTemplate)) return M.formTemplateInvalid;
  if (head.idType !== 'UUID') return M.idTypeInvalid;
  if (![head.isTree, head.isCheckbox, head.isPage].every(isYesNo)) return M.flagInvalid(head.tableName);
  if (head.tableType === 3 && head.relationType !== 0 && head.relationType !== 1)
    return M.relationTypeInvalid;
  return undefined;
}

function treeError(design: OnlineFormDesign): string | undefined {
  const { head, fields } = design;
  if (head.isTree !== 'Y') return undefined;
  if (head.tableType !== 1) return M.treeOnlySingle;
  if (
    head.treeParentIdField !== ONLINE_TREE_PARENT_FIELD ||
    head.treeIdField !== ONLINE_TREE_HAS_CHILD_FIELD
  ) {
    return M.treeFieldsInvalid;
  }
  const text = fields.find((f) => f.dbFieldName === head.treeFieldname);
  if (!text || (text.dbType !== 'string' && text.dbType !== 'Text')) return M.treeTextFieldMissing;
  return undefined;
}

function subTableError(design: OnlineFormDesign, context: DesignContext): string | undefined {
  if (design.head.tableType !== 3) return undefined;
  const keys = design.fields.filter((f) => f.mainTable !== null && f.mainField !== null);
  if (keys.length === 0) return M.subTableKeyMissing;
  if (!context.mainTables) return undefined;
  for (const key of keys) {
    const main = context.mainTables.get(key.mainTable ?? '');
    if (!main) return M.subTableMainMissing(key.mainTable ?? '');
    if (main.tableType !== 2) return M.subTableMainNotMain(key.mainTable ?? '');
    // The main form's add/edit body carries this table's rows under the table's name.
    if (main.fields.includes(design.head.tableName)) return M.subTableNameTaken(design.head.tableName);
    const known = new Set<string>([...main.fields, ...ONLINE_SYSTEM_COLUMNS]);
    if (!known.has(key.mainField ?? '')) return M.subTableKeyNotFound(key.dbFieldName);
  }
  return undefined;
}

function indexError(design: OnlineFormDesign): string | undefined {
  const { head, fields, indexes } = design;
  if (indexes.length > ONLINE_LIMITS.indexes) return M.indexesTooMany;
  const columns = new Set<string>([...fields.map((f) => f.dbFieldName), ...ONLINE_SYSTEM_COLUMNS]);
  if (head.isTree === 'Y') for (const c of ONLINE_TREE_COLUMNS) columns.add(c);
  const names = new Set<string>();
  for (const index of indexes) {
    const nameError = indexNameError(index.indexName);
    if (nameError) return nameError;
    if (names.has(index.indexName)) return M.indexNameDuplicate(index.indexName);
    names.add(index.indexName);
    if (!(ONLINE_INDEX_TYPES as readonly string[]).includes(index.indexType)) {
      return M.indexTypeInvalid(index.indexName);
    }
    const parts = splitIndexFields(index.indexField);
    if (parts.length === 0) return M.indexFieldsRequired(index.indexName);
    const seen = new Set<string>();
    for (const part of parts) {
      if (!columns.has(part)) return M.indexFieldMissing(index.indexName, part);
      if (seen.has(part)) return M.indexFieldDuplicate(index.indexName, part);
      seen.add(part);
    }
  }
  return undefined;
}

/**
 * The first reason a design cannot be saved (undefined: it can). Checks names, types, lengths,
 * duplicates, tree and sub-table settings, cell types, validation patterns and index fields. A
 * collision with an existing database table is the server's check (it needs information_schema).
 */
export function validateDesign(design: OnlineFormDesign, context: DesignContext = {}): string | undefined {
  const head = headError(design.head);
  if (head) return head;
  if (design.fields.length === 0) return M.fieldsRequired;
  if (design.fields.length > ONLINE_LIMITS.fields) return M.fieldsTooMany;
  const seen = new Set<string>();
  for (const field of design.fields) {
    const error = fieldError(field, design.head);
    if (error) return error;
    if (seen.has(field.dbFieldName)) return M.fieldNameDuplicate(field.dbFieldName);
    seen.add(field.dbFieldName);
  }
  return treeError(design) ?? subTableError(design, context) ?? indexError(design);
}
