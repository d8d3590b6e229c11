import type { OnlineField, OnlineFormDesign, OnlineFormHead, OnlineIndex } from './design-types';
import { normalizeDesign } from './form-design';

/** The 表信息 tab's values (the head's editable part). */
export type HeadValues = Pick<
  OnlineFormHead,
  | 'tableName'
  | 'tableTxt'
  | 'tableType'
  | 'isTree'
  | 'treeFieldname'
  | 'relationType'
  | 'tabOrderNum'
  | 'themeTemplate'
  | 'formTemplate'
>;

export const NEW_HEAD: HeadValues = {
  tableName: '',
  tableTxt: '',
  tableType: 1,
  isTree: 'N',
  treeFieldname: null,
  relationType: 0,
  tabOrderNum: null,
  themeTemplate: 'normal',
  formTemplate: '1',
};

/** The head tab's values of a stored head (edit). */
export function headValuesOf(h: OnlineFormHead): HeadValues {
  return {
    tableName: h.tableName,
    tableTxt: h.tableTxt,
    tableType: h.tableType,
    isTree: h.isTree,
    treeFieldname: h.treeFieldname,
    relationType: h.relationType ?? 0,
    tabOrderNum: h.tabOrderNum,
    themeTemplate: h.themeTemplate,
    formTemplate: h.formTemplate,
  };
}

/**
 * The addAll / editAll body from the modal's state: tree and sub-table settings only where the
 * type allows them, field order = row order, stored ids kept (so a rename stays a rename).
 * Pure: the server contract test sends exactly this.
 */
export function buildDesign(
  values: HeadValues,
  fields: readonly OnlineField[],
  indexes: readonly OnlineIndex[],
  stored: Pick<OnlineFormHead, 'id' | 'isCheckbox' | 'isPage'> | null,
): OnlineFormDesign {
  return normalizeDesign({
    head: {
      ...(stored ? { id: stored.id, isCheckbox: stored.isCheckbox, isPage: stored.isPage } : {}),
      tableName: (values.tableName ?? '').trim(),
      tableTxt: values.tableTxt ?? '',
      tableType: values.tableType,
      isTree: values.tableType === 1 ? values.isTree : 'N',
      treeFieldname: values.treeFieldname ?? null,
      relationType: values.tableType === 3 ? (values.relationType ?? 0) : null,
      tabOrderNum: values.tableType === 3 ? (values.tabOrderNum ?? null) : null,
      themeTemplate: values.themeTemplate,
      formTemplate: values.formTemplate,
    },
    fields: fields.map((f, i) => ({ ...f, dbFieldName: f.dbFieldName.trim(), orderNum: i })),
    indexes: indexes.map((x) => ({ ...x, indexName: x.indexName.trim() })),
  });
}
