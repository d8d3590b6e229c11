import { Button, Form } from 'antd-mobile';
import { OLD_PASSWORD_REQUIRED } from '../../../shared/domain/validation/messages';
import { useChangePassword } from '../../../shared/flows/change-password';
import { PasswordInput } from '../../ui/password-input';
import { required } from '../../ui/form-rules';
import { NewPasswordFields } from '../../ui/new-password-fields';

interface ChangePasswordValues {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/**
 * 旧密码 / 新密码 / 确认新密码 with the spec 000 §5 messages. Used in the full-screen dialog of the
 * user centre and inline on the security settings page.
 */
export function ChangePasswordForm({ name, onDone }: { name: string; onDone?: () => void }) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const { submit, pending } = useChangePassword();
  const onFinish = async (values: ChangePasswordValues) => {
    // The shared flow shows the server's message (success or failure) itself.
    if (await submit(values)) {
      form.resetFields();
      onDone?.();
    }
  };
  return (
    <Form
      requiredMarkStyle="none"
      name={name}
      form={form}
      onFinish={(v: ChangePasswordValues) => void onFinish(v)}
      footer={
        <Button block type="submit" color="primary" size="large" loading={pending}>
          确定
        </Button>
      }
    >
      <Form.Item name="oldpassword" label="旧密码" rules={[required(OLD_PASSWORD_REQUIRED)]}>
        <PasswordInput placeholder="请输入旧密码" autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields form={form} />
    </Form>
  );
}
