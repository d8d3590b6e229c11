/**
 * An online form's design (issue 9): the head, its fields and its indexes, with JeecgBoot's camelCase
 * wire names. The server stores it in onl_cgform_head / _field / _index; the DDL planner and the
 * runtime engine read it. Everything here is pure and shared by both shells and the server.
 */
export type YesNo = 'Y' | 'N';

export const ONLINE_DB_TYPES = [
  'string',
  'int',
  'double',
  'BigDecimal',
  'Date',
  'Datetime',
  'Text',
  'Blob',
] as const;
export type OnlineDbType = (typeof ONLINE_DB_TYPES)[number];

/** 1 single table, 2 main table, 3 sub table. */
export const ONLINE_TABLE_TYPES = [1, 2, 3] as const;
export type OnlineTableType = (typeof ONLINE_TABLE_TYPES)[number];
/** Sub tables: 0 one-to-many, 1 one-to-one. */
export type OnlineRelationType = 0 | 1;
export const ONLINE_THEME_TEMPLATES = ['normal', 'erp', 'tab', 'innerTable'] as const;
export type OnlineThemeTemplate = (typeof ONLINE_THEME_TEMPLATES)[number];
export const ONLINE_FORM_TEMPLATES = ['1', '2', '3', '4'] as const;
export type OnlineFormTemplate = (typeof ONLINE_FORM_TEMPLATES)[number];
export const ONLINE_QUERY_MODES = ['single', 'group'] as const;
export type OnlineQueryMode = (typeof ONLINE_QUERY_MODES)[number];
export const ONLINE_INDEX_TYPES = ['normal', 'unique'] as const;
export type OnlineIndexType = (typeof ONLINE_INDEX_TYPES)[number];

/** Limits the designer enforces (the column sizes of the storage tables and PostgreSQL's own). */
export const ONLINE_LIMITS = {
  stringLength: 4000,
  decimalLength: 38,
  fields: 200,
  indexes: 50,
  text: 200,
} as const;

/** The tree columns' fixed names: the engine owns `pid` and `has_child`. */
export const ONLINE_TREE_PARENT_FIELD = 'pid';
export const ONLINE_TREE_HAS_CHILD_FIELD = 'has_child';

export interface OnlineFormHead {
  id?: string;
  /** The designer's tenant; null = platform. Set by the server, never by the client. */
  tenantId?: number | null;
  tableName: string;
  tableTxt: string;
  tableType: OnlineTableType;
  isTree: YesNo;
  treeParentIdField: string | null;
  treeIdField: string | null;
  /** Tree forms: the designed field shown as the node's text. */
  treeFieldname: string | null;
  relationType: OnlineRelationType | null;
  /** Main tables: comma list of sub table names (derived by the server). */
  subTableStr: string | null;
  tabOrderNum: number | null;
  themeTemplate: OnlineThemeTemplate;
  formTemplate: OnlineFormTemplate;
  isCheckbox: YesNo;
  isPage: YesNo;
  idType: 'UUID';
  isDbSynch?: YesNo;
  tableVersion?: number;
  copyType?: 0 | 1;
  copyVersion?: number | null;
  physicId?: string | null;
  createBy?: string | null;
  createTime?: string;
  updateBy?: string | null;
  updateTime?: string | null;
}

export interface OnlineField {
  id?: string;
  dbFieldName: string;
  /** The name at the last sync (a rename is add + copy, never in place). Set by the server. */
  dbFieldNameOld?: string | null;
  dbFieldTxt: string;
  dbType: OnlineDbType;
  dbLength: number;
  dbPointLength: number;
  dbIsKey: YesNo;
  dbIsNull: YesNo;
  /** The column's database default (a literal of the column's type). */
  dbDefaultVal: string | null;
  fieldShowType: string;
  dictField: string | null;
  dictTable: string | null;
  dictText: string | null;
  /** A GRID_PATTERNS name or an anchored regular expression (^…$). */
  fieldValidType: string | null;
  fieldMustInput: YesNo;
  isShowForm: YesNo;
  isShowList: YesNo;
  isQuery: YesNo;
  queryMode: OnlineQueryMode;
  sortFlag: YesNo;
  isReadOnly: YesNo;
  /** Sub tables: the foreign key's main table and its field. */
  mainTable: string | null;
  mainField: string | null;
  /** The form's default value. */
  fieldDefaultValue: string | null;
  orderNum: number;
}

export interface OnlineIndex {
  id?: string;
  indexName: string;
  /** Comma list of column names. */
  indexField: string;
  indexType: OnlineIndexType;
  isDbSynch?: YesNo;
}

export interface OnlineFormDesign {
  head: OnlineFormHead;
  fields: OnlineField[];
  indexes: OnlineIndex[];
}

/** What the client may send: everything but the names and titles has a default. */
/**
 * The designer-settable part of a head and of a field, in column order. The design signature (did an
 * edit change anything?), the head insert/update and the field insert all read these lists, so a
 * new setting is added in one place. Columns are the keys in snake_case.
 */
export const HEAD_SETTINGS = [
  'tableName',
  'tableTxt',
  'tableType',
  'isTree',
  'treeParentIdField',
  'treeIdField',
  'treeFieldname',
  'relationType',
  'tabOrderNum',
  'themeTemplate',
  'formTemplate',
  'isCheckbox',
  'isPage',
  'idType',
] as const satisfies readonly (keyof OnlineFormHead)[];

export const FIELD_SETTINGS = [
  'dbFieldName',
  'dbFieldTxt',
  'dbType',
  'dbLength',
  'dbPointLength',
  'dbIsKey',
  'dbIsNull',
  'dbDefaultVal',
  'fieldShowType',
  'dictField',
  'dictTable',
  'dictText',
  'fieldValidType',
  'fieldMustInput',
  'isShowForm',
  'isShowList',
  'isQuery',
  'queryMode',
  'sortFlag',
  'isReadOnly',
  'mainTable',
  'mainField',
  'fieldDefaultValue',
  'orderNum',
] as const satisfies readonly (keyof OnlineField)[];

export type OnlineFormHeadInput = Partial<OnlineFormHead> & Pick<OnlineFormHead, 'tableName' | 'tableTxt'>;
export type OnlineFieldInput = Partial<OnlineField> & Pick<OnlineField, 'dbFieldName'>;
export type OnlineIndexInput = Partial<OnlineIndex> & Pick<OnlineIndex, 'indexName' | 'indexField'>;
export interface OnlineFormDesignInput {
  head: OnlineFormHeadInput;
  fields?: OnlineFieldInput[];
  indexes?: OnlineIndexInput[];
}

/**
 * Facts about other forms that a pure check cannot know: for each main table name a sub table's
 * foreign key may name, its type and designed field names.
 */
export interface DesignContext {
  mainTables?: ReadonlyMap<string, { tableType: number; fields: readonly string[] }>;
}

export function splitIndexFields(list: string): string[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
