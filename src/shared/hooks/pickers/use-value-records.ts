import { useQuery } from '@tanstack/react-query';
import {
  getMultiUser,
  pickerQueryKeys,
  queryPickerPositions,
  queryPickerRoles,
  type PickerPositionRecord,
  type PickerRoleRecord,
  type PickerUserRecord,
} from '../../api/sys/picker-api';
import { recordKey, splitStoredValue, trailingCommaList } from '../../domain/widgets/pickers/selection';
import type { PickerRecord } from '../../domain/widgets/pickers/selection';

/** The records of a stored value, keyed by store-field value; loading while the lookup runs. */
export interface ValueRecords<T extends PickerRecord> {
  keys: string[];
  records: Record<string, T>;
  loading: boolean;
}

function byKey<T extends PickerRecord>(list: readonly T[], storeField: string): Record<string, T> {
  const out: Record<string, T> = {};
  for (const r of list) out[recordKey(r, storeField)] = r;
  return out;
}

/** Users of a stored value through getMultiUser (`<storeField>=a,b,`): the labels of an existing value. */
export function useUserValueRecords(value: unknown, storeField: string): ValueRecords<PickerUserRecord> {
  const keys = splitStoredValue(value);
  const q = useQuery({
    queryKey: pickerQueryKeys.multiUser(storeField, keys),
    queryFn: () => getMultiUser(storeField, keys),
    enabled: keys.length > 0,
    staleTime: 60_000,
  });
  return { keys, records: byKey(q.data ?? [], storeField), loading: q.isFetching };
}

/** Roles of a stored value (from the caller's visible roles). */
export function useRoleValueRecords(value: unknown, storeField: string): ValueRecords<PickerRoleRecord> {
  const keys = splitStoredValue(value);
  const q = useQuery({
    queryKey: pickerQueryKeys.roles(),
    queryFn: queryPickerRoles,
    enabled: keys.length > 0,
    staleTime: 60_000,
  });
  return { keys, records: byKey(q.data ?? [], storeField), loading: q.isFetching };
}

/** Positions of a stored value: `/sys/position/list?<storeField>=a,b,` (an IN list on the server). */
export function usePositionValueRecords(
  value: unknown,
  storeField: string,
): ValueRecords<PickerPositionRecord> {
  const keys = splitStoredValue(value);
  const query = { [storeField]: trailingCommaList(keys), pageNo: 1, pageSize: Math.max(keys.length, 1) };
  const q = useQuery({
    queryKey: pickerQueryKeys.positions(query),
    queryFn: () => queryPickerPositions(query),
    enabled: keys.length > 0,
    staleTime: 60_000,
  });
  return { keys, records: byKey(q.data?.records ?? [], storeField), loading: q.isFetching };
}
