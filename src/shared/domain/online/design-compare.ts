import type { OnlineFormDesign, OnlineIndex } from './design-types';

/**
 * The user-settable part of a design as one string: two designs with the same signature need no
 * save (ids, sync state, versions and stamps are left out; index order does not matter).
 */
export function designSignature(design: OnlineFormDesign): string {
  const h = design.head;
  const head = [
    h.tableName,
    h.tableTxt,
    h.tableType,
    h.isTree,
    h.treeParentIdField,
    h.treeIdField,
    h.treeFieldname,
    h.relationType,
    h.tabOrderNum,
    h.themeTemplate,
    h.formTemplate,
    h.isCheckbox,
    h.isPage,
    h.idType,
  ];
  const fields = design.fields.map((f) => [
    f.dbFieldName,
    f.dbFieldTxt,
    f.dbType,
    f.dbLength,
    f.dbPointLength,
    f.dbIsKey,
    f.dbIsNull,
    f.dbDefaultVal,
    f.fieldShowType,
    f.dictField,
    f.dictTable,
    f.dictText,
    f.fieldValidType,
    f.fieldMustInput,
    f.isShowForm,
    f.isShowList,
    f.isQuery,
    f.queryMode,
    f.sortFlag,
    f.isReadOnly,
    f.mainTable,
    f.mainField,
    f.fieldDefaultValue,
    f.orderNum,
  ]);
  const indexes = [...design.indexes]
    .map((x: OnlineIndex) => [x.indexName, x.indexField, x.indexType])
    .sort((a, b) => a.join('|').localeCompare(b.join('|')));
  return JSON.stringify({ head, fields, indexes });
}
