import { Button, Form } from 'antd-mobile';
import { NewPasswordFields } from '../../ui/new-password-fields';

interface PasswordValues {
  password: string;
  confirmpassword: string;
}

/** Step 3 设置新密码: new password with the strength rule, and its confirmation. */
export function PasswordStep({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (v: PasswordValues) => Promise<unknown>;
}) {
  const [form] = Form.useForm<PasswordValues>();
  return (
    <Form
      requiredMarkStyle="none"
      name="alteration-password"
      form={form}
      onFinish={(v: PasswordValues) => void onSubmit(v)}
      footer={
        <Button block type="submit" color="primary" size="large" loading={pending}>
          提交
        </Button>
      }
    >
      <NewPasswordFields form={form} />
    </Form>
  );
}
