import type { FormRule } from 'antd';
import { checkOnlyUser } from '../../../shared/api/sys/auth-api';

export const USERNAME_TAKEN = '用户名已存在!';

/** Async uniqueness check of /user/register: `success: false` from checkOnlyUser means taken. */
export const usernameUniqueRule: FormRule = {
  validateTrigger: 'onBlur',
  validator: async (_rule, value: unknown) => {
    if (typeof value !== 'string' || !value) return;
    const res = await checkOnlyUser({ username: value });
    if (!res.success) throw new Error(USERNAME_TAKEN);
  },
};
