import { queryOptions } from '@tanstack/react-query';
import type {
  CurrentUserDeparts,
  SelectDepartParams,
  SelectDepartResult,
  UpdatePasswordParams,
} from '../../domain/contract/auth';
import type { PermissionResult } from '../../domain/contract/permission';
import { getAction, putAction } from '../http';

export function getUserPermissionByToken() {
  return getAction<PermissionResult>('/sys/permission/getUserPermissionByToken');
}

export function getCurrentUserDeparts() {
  return getAction<CurrentUserDeparts>('/sys/user/getCurrentUserDeparts');
}

export function selectDepart(p: SelectDepartParams) {
  return putAction<SelectDepartResult>('/sys/selectDepart', p);
}

export function updatePassword(p: UpdatePasswordParams) {
  return putAction<unknown>('/sys/user/updatePassword', p);
}

export const userQueryKeys = {
  all: ['sys', 'user'] as const,
  currentDeparts: () => [...userQueryKeys.all, 'current-departs'] as const,
};

/** A failed answer (`success: false`) reads as "no departments" rather than an error state. */
export function currentUserDepartsQueryOptions() {
  return queryOptions({
    queryKey: userQueryKeys.currentDeparts(),
    queryFn: async (): Promise<CurrentUserDeparts> => {
      const res = await getCurrentUserDeparts();
      return res.success && res.result
        ? { list: res.result.list ?? [], orgCode: res.result.orgCode ?? null }
        : { list: [], orgCode: null };
    },
    // An administrator may move the user between departments at any time: every page that shows
    // them asks again when it opens (the cached list still paints first).
    refetchOnMount: 'always',
  });
}
