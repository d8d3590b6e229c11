import type { FormRule } from 'antd';
import { checkRoleCode } from '../../../../shared/api/sys/role-api';

/** The server's answer for a taken code (CONTRACT §10.4), shown if it sends none. */
export const ROLE_CODE_TAKEN = '角色编码已存在';

/**
 * Async uniqueness check of the role code (`/sys/role/checkRoleCode`): `success: false` = taken.
 * A transport failure does not block the form: the server refuses a duplicate on save anyway.
 */
export function roleCodeUniqueRule(id?: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || !value.trim()) return;
      let taken: string | null = null;
      try {
        const res = await checkRoleCode(value.trim(), id);
        if (!res.success) taken = res.message || ROLE_CODE_TAKEN;
      } catch {
        return;
      }
      if (taken) throw new Error(taken);
    },
  };
}
