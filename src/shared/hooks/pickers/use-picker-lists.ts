import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  pickerQueryKeys,
  queryPickerPositions,
  queryPickerRoles,
  queryPickerUsers,
  type PickerPage,
  type PickerPositionRecord,
  type PickerRoleRecord,
  type PickerUserRecord,
  type UserPickerQuery,
} from '../../api/sys/picker-api';
import { localPage } from '../../domain/widgets/pickers/local-page';
import { PICKER_PAGE_SIZE } from '../../domain/widgets/pickers/picker-config';

/** What every picker list offers its shell: one page, its total, loading, and the server's refusal. */
export interface PickerListState<T> {
  records: T[];
  total: number;
  loading: boolean;
  /** The server's message when the last query failed (bad filter, foreign department…). */
  error: string | null;
  pageNo: number;
  pageSize: number;
  changePage(pageNo: number, pageSize?: number): void;
}

const EMPTY: PickerPage<never> = { records: [], total: 0 };
const errorText = (e: unknown) => (e instanceof Error ? e.message : e ? String(e) : null);

/** One server page of a picker list; the previous page stays shown while the next one loads. */
function useServerPage<T>(
  queryKey: readonly unknown[],
  queryFn: () => Promise<PickerPage<T>>,
  enabled: boolean,
) {
  const q = useQuery({ queryKey, queryFn, enabled, placeholderData: keepPreviousData });
  const page: PickerPage<T> = q.data ?? EMPTY;
  return { page, loading: q.isFetching, error: q.isError ? errorText(q.error) : null };
}

export interface UserPickerFilters {
  username?: string;
  sex?: string;
  birthday?: string;
}

export interface UserPickerList extends PickerListState<PickerUserRecord> {
  query: UserPickerQuery;
  /** New filters: back to page 1 (the department choice is kept). */
  search(filters: UserPickerFilters): void;
  /** Clears the filters and the department, back to page 1. */
  reset(): void;
  /** Users of that department and its sub-departments (undefined = all), back to page 1. */
  setDepart(departId: string | undefined): void;
  /** Table sorter: a column ascending/descending, or back to the default (createTime desc). */
  changeSort(column: string | undefined, order: 'asc' | 'desc' | undefined): void;
}

const firstUserQuery = (pageSize = PICKER_PAGE_SIZE): UserPickerQuery => ({ pageNo: 1, pageSize });

/** The user picker's list (`queryUserComponentData`); loads only while `enabled` (the picker is open). */
export function useUserPickerList(enabled: boolean, pageSize = PICKER_PAGE_SIZE): UserPickerList {
  const [query, setQuery] = useState<UserPickerQuery>(() => firstUserQuery(pageSize));
  const { page, loading, error } = useServerPage(
    pickerQueryKeys.users(query),
    () => queryPickerUsers(query),
    enabled,
  );
  return {
    query,
    records: page.records,
    total: page.total,
    loading,
    error,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    changePage: (pageNo, size) => setQuery((s) => ({ ...s, pageNo, pageSize: size ?? s.pageSize })),
    search: (f) =>
      setQuery((s) => ({
        ...s,
        username: f.username?.trim() || undefined,
        sex: f.sex || undefined,
        birthday: f.birthday || undefined,
        pageNo: 1,
      })),
    reset: () => setQuery((s) => firstUserQuery(s.pageSize)),
    setDepart: (departId) => setQuery((s) => ({ ...s, departId, pageNo: 1 })),
    changeSort: (column, order) =>
      setQuery((s) => ({
        ...s,
        column: column && order ? column : undefined,
        order: column ? order : undefined,
      })),
  };
}

export interface KeywordPickerList<T> extends PickerListState<T> {
  keyword: string;
  /** New keyword: back to page 1. */
  search(keyword: string): void;
}

/** A keyword picker's own state: the keyword and page, a new keyword going back to page 1. */
function useKeywordPaging(pageSize: number) {
  const [state, setState] = useState({ keyword: '', pageNo: 1, pageSize });
  return {
    state,
    search: (keyword: string) => setState((s) => ({ ...s, keyword, pageNo: 1 })),
    changePage: (pageNo: number, size?: number) =>
      setState((s) => ({ ...s, pageNo, pageSize: size ?? s.pageSize })),
  };
}

/** The role picker's list: the tenant's roles (`/sys/role/queryall`) searched and paged here. */
export function useRolePickerList(
  enabled: boolean,
  pageSize = PICKER_PAGE_SIZE,
): KeywordPickerList<PickerRoleRecord> {
  const { state, search, changePage } = useKeywordPaging(pageSize);
  const q = useQuery({ queryKey: pickerQueryKeys.roles(), queryFn: queryPickerRoles, enabled });
  const page = localPage(q.data ?? [], state.keyword, ['roleName', 'roleCode'], state.pageNo, state.pageSize);
  return {
    ...page,
    ...state,
    loading: q.isFetching,
    error: q.isError ? errorText(q.error) : null,
    search,
    changePage,
  };
}

/** The position picker's list (`/sys/position/list`, searched by name). */
export function usePositionPickerList(
  enabled: boolean,
  pageSize = PICKER_PAGE_SIZE,
): KeywordPickerList<PickerPositionRecord> {
  const { state, search, changePage } = useKeywordPaging(pageSize);
  const query = { name: state.keyword.trim() || undefined, pageNo: state.pageNo, pageSize: state.pageSize };
  const { page, loading, error } = useServerPage(
    pickerQueryKeys.positions(query),
    () => queryPickerPositions(query),
    enabled,
  );
  return {
    ...page,
    ...state,
    loading,
    error,
    search,
    changePage,
  };
}
