import { Button, Form } from 'antd-mobile';
import { CONFIRM_PASSWORD_REQUIRED, NEW_PASSWORD_REQUIRED } from '../../../shared/domain/validation/messages';
import { validatePasswordStrength } from '../../../shared/domain/validation/rules';
import { asyncRule } from '../../../shared/forms/to-rule';
import { PasswordInput } from '../../ui/password-input';
import { required, sameAs } from '../../ui/form-rules';

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
      <Form.Item
        name="password"
        label="新密码"
        validateFirst
        rules={[required(NEW_PASSWORD_REQUIRED), asyncRule(validatePasswordStrength)]}
      >
        <PasswordInput placeholder="请输入新密码" />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        label="确认新密码"
        dependencies={['password']}
        validateFirst
        rules={[required(CONFIRM_PASSWORD_REQUIRED), sameAs(form, 'password')]}
      >
        <PasswordInput placeholder="请确认新密码" />
      </Form.Item>
    </Form>
  );
}
