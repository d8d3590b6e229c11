import { Form } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { CONFIRM_PASSWORD_REQUIRED, NEW_PASSWORD_REQUIRED } from '../../shared/domain/validation/messages';
import { validatePasswordStrength } from '../../shared/domain/validation/rules';
import { asyncRule } from '../../shared/forms/to-rule';
import { PasswordInput } from './password-input';
import { required, sameAs } from './form-rules';

interface Props {
  form: FormInstance;
  /** '新密码' when changing or resetting, '密码' on registration. */
  label?: string;
  requiredMessage?: string;
  confirmRequiredMessage?: string;
}

/** A new password with the strength rule and its confirmation (fields `password`, `confirmpassword`). */
export function NewPasswordFields({
  form,
  label = '新密码',
  requiredMessage = NEW_PASSWORD_REQUIRED,
  confirmRequiredMessage = CONFIRM_PASSWORD_REQUIRED,
}: Props) {
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        validateFirst
        rules={[required(requiredMessage), asyncRule(validatePasswordStrength)]}
      >
        <PasswordInput placeholder={`请输入${label}`} />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        label={`确认${label}`}
        dependencies={['password']}
        validateFirst
        rules={[required(confirmRequiredMessage), sameAs(form, 'password')]}
      >
        <PasswordInput placeholder={`请确认${label}`} />
      </Form.Item>
    </>
  );
}
