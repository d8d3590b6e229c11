import type { PickerPositionRecord, PickerRoleRecord } from '../../api/sys/picker-api';
import {
  DEFAULT_STORE_FIELD,
  PICKER_TEXTS,
  POSITION_PICKER_COLUMNS,
  ROLE_PICKER_COLUMNS,
  positionLabel,
  roleLabel,
  type PickerColumn,
} from '../../domain/widgets/pickers/picker-config';
import type { PickerRecord } from '../../domain/widgets/pickers/selection';
import { usePositionPickerList, useRolePickerList, type KeywordPickerList } from './use-picker-lists';
import { usePositionValueRecords, useRoleValueRecords, type ValueRecords } from './use-value-records';

/** A picker searched by one keyword (roles, positions): everything both shells need to render it. */
export interface KeywordPickerKind<T extends PickerRecord> {
  title: string;
  columns: readonly PickerColumn[];
  /** Desktop search label; the phone's search box reads `searchPlaceholder`. */
  searchLabel: string;
  searchPlaceholder: string;
  placeholder: string;
  defaultStoreField: string;
  label(record: T): string;
  useList(enabled: boolean): KeywordPickerList<T>;
  useValueRecords(value: unknown, storeField: string): ValueRecords<T>;
}

/** 选择角色: roles the caller may see (works without role-admin rights); stores ids, returns id + roleCode. */
export const ROLE_PICKER: KeywordPickerKind<PickerRoleRecord> = {
  title: PICKER_TEXTS.roleTitle,
  columns: ROLE_PICKER_COLUMNS,
  searchLabel: PICKER_TEXTS.roleSearch,
  searchPlaceholder: PICKER_TEXTS.searchRole,
  placeholder: '请选择角色',
  defaultStoreField: DEFAULT_STORE_FIELD.role,
  label: roleLabel,
  useList: useRolePickerList,
  useValueRecords: useRoleValueRecords,
};

/** 选择职务: the tenant's positions searched by name; stores codes. */
export const POSITION_PICKER: KeywordPickerKind<PickerPositionRecord> = {
  title: PICKER_TEXTS.positionTitle,
  columns: POSITION_PICKER_COLUMNS,
  searchLabel: PICKER_TEXTS.positionSearch,
  searchPlaceholder: PICKER_TEXTS.searchPosition,
  placeholder: '请选择职务',
  defaultStoreField: DEFAULT_STORE_FIELD.position,
  label: positionLabel,
  useList: usePositionPickerList,
  useValueRecords: usePositionValueRecords,
};
