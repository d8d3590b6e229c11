import { FIELD_SETTINGS, HEAD_SETTINGS, type OnlineFormDesign, type OnlineIndex } from './design-types';

/**
 * The user-settable part of a design as one string: two designs with the same signature need no
 * save (ids, sync state, versions and stamps are left out; index order does not matter).
 */
export function designSignature(design: OnlineFormDesign): string {
  const head = HEAD_SETTINGS.map((k) => design.head[k]);
  const fields = design.fields.map((f) => FIELD_SETTINGS.map((k) => f[k]));
  const indexes = [...design.indexes]
    .map((x: OnlineIndex) => [x.indexName, x.indexField, x.indexType])
    .sort((a, b) => a.join('|').localeCompare(b.join('|')));
  return JSON.stringify({ head, fields, indexes });
}
