import { Form } from 'antd';
import { useChangePassword } from '../../../shared/flows/change-password';

export interface ChangePasswordValues {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/**
 * Controller of the change-password form (modal and Security page). The shared flow shows the
 * server message (success or refusal); here we only reset the form and tell the caller on success.
 */
export function useChangePasswordForm(onSuccess?: () => void) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const { submit, pending } = useChangePassword();
  const onFinish = async (values: ChangePasswordValues) => {
    let changed = false;
    try {
      changed = await submit(values);
    } catch {
      changed = false; // nobody signed in: the flow already showed 当前系统无登录用户!
    }
    if (!changed) return; // the flow showed the server's reason; keep the form for a retry
    form.resetFields();
    onSuccess?.();
  };
  return { form, onFinish, pending };
}
