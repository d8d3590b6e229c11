import { useMemo } from 'react';
import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { confirmPasswordRule, newPasswordRules } from './rules';

const CONFIRM_RULES = [confirmPasswordRule('password')];

interface Props {
  /** '密码' on registration, '新密码' when resetting. */
  label: string;
  /** The required message when it is not the change-password one (请输入新密码!). */
  requiredMessage?: string;
}

/** A new password with the strength rule and its confirmation (fields `password`, `confirmpassword`). */
export function NewPasswordFields({ label, requiredMessage }: Props) {
  const passwordRules = useMemo(() => newPasswordRules(requiredMessage), [requiredMessage]);
  return (
    <>
      <Form.Item name="password" rules={passwordRules} validateFirst>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder={`请输入${label}`}
          aria-label={label}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item name="confirmpassword" rules={CONFIRM_RULES} dependencies={['password']} validateFirst>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder={`请确认${label}`}
          aria-label={`确认${label}`}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
