import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { errorText } from '../api/api-error';
import { getHttpUi } from '../api/http-ui';
import { currentUserDepartsQueryOptions } from '../api/sys/user-api';
import type { Depart } from '../domain/contract/user';
import { NO_DEPART } from '../domain/validation/messages';
import { selectDepart, useSession } from '../session/session-store';
import { shownByInterceptor } from './flow-helpers';

export interface DepartSwitch {
  /** False (and the warning 您尚未设置部门信息!) when the user has no department. */
  open(): boolean;
  departs: Depart[];
  /** orgCode of the current department. */
  current: string | null;
  /** `PUT /sys/selectDepart`; false for an empty choice (the select shows its error) or a failure. */
  confirm(orgCode: string | null | undefined): Promise<boolean>;
  loading: boolean;
}

/**
 * 部门选择 (spec 000 §4): departments from `GET /sys/user/getCurrentUserDeparts` (the login's list
 * until it answers); the chosen one's returned user info is stored for 7 days.
 * Needs a QueryClientProvider (both shells have one).
 */
export function useDepartSwitch(): DepartSwitch {
  const token = useSession((s) => s.token);
  const loginDeparts = useSession((s) => s.departs);
  const userOrgCode = useSession((s) => s.userInfo?.orgCode ?? null);
  const client = useQueryClient();
  const options = currentUserDepartsQueryOptions();
  const query = useQuery({ ...options, enabled: Boolean(token) });

  const departs = useMemo(() => query.data?.list ?? loginDeparts, [query.data, loginDeparts]);
  const current = query.data?.orgCode ?? userOrgCode;

  const open = useCallback(() => {
    if (departs.length === 0) {
      getHttpUi().warning(NO_DEPART);
      return false;
    }
    void query.refetch();
    return true;
  }, [departs, query]);

  const confirm = useCallback(
    async (orgCode: string | null | undefined) => {
      if (!orgCode) return false;
      try {
        await selectDepart(orgCode);
        await client.invalidateQueries({ queryKey: options.queryKey });
        return true;
      } catch (e) {
        if (!shownByInterceptor(e)) getHttpUi().error(errorText(e));
        return false;
      }
    },
    [client, options.queryKey],
  );

  return { open, departs, current, confirm, loading: query.isLoading };
}
