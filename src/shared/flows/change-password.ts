import { useCallback, useState } from 'react';
import { errorText } from '../api/api-error';
import { getHttpUi, showSuccess } from '../api/http-ui';
import { NoLoginUserError, changeOwnPassword } from '../session/session-store';
import { shownByInterceptor } from './flow-helpers';

/**
 * The 修改密码 dialog's submit. Resolves true on success (server message shown as success; the
 * session is kept: the server ends only the other sessions), false on a refused change (server
 * message shown as a warning). With nobody signed in it shows and rejects with 当前系统无登录用户!.
 */
export function useChangePassword(): {
  submit(values: { oldpassword: string; password: string; confirmpassword: string }): Promise<boolean>;
  pending: boolean;
} {
  const [pending, setPending] = useState(false);
  const submit = useCallback(
    async (values: { oldpassword: string; password: string; confirmpassword: string }) => {
      setPending(true);
      try {
        const message = await changeOwnPassword(values);
        showSuccess(message || '修改成功');
        return true;
      } catch (e) {
        if (e instanceof NoLoginUserError) {
          // No signed-in user: show and reject, as the contract promises.
          getHttpUi().error(e.message);
          throw e;
        }
        if (!shownByInterceptor(e)) getHttpUi().warning(errorText(e));
        return false;
      } finally {
        setPending(false);
      }
    },
    [],
  );
  return { submit, pending };
}
