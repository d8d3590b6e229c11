import { Button, Form, Input } from 'antd-mobile';
import { Link, useLocation } from 'react-router-dom';
import { checkOnlyUser } from '../../../shared/api/sys/auth-api';
import { PATHS } from '../../../shared/domain/routes/paths';
import {
  PASSWORD_REQUIRED,
  SMS_CODE_REQUIRED,
  USERNAME_REQUIRED,
} from '../../../shared/domain/validation/messages';
import { validateEmail, validateMobile, validateUsername } from '../../../shared/domain/validation/rules';
import { asyncRule } from '../../../shared/forms/to-rule';
import { useRegisterFlow } from '../../../shared/flows/register-flow';
import { useDocumentTitle } from '../../app/document-title';
import { SmsButton } from '../../ui/sms-button';
import { required } from '../../ui/form-rules';
import { NewPasswordFields } from '../../ui/new-password-fields';

const USERNAME_TAKEN = '用户名已存在!';
const REGISTER_CONFIRM_REQUIRED = '请确认密码!';

interface RegisterValues {
  username: string;
  email?: string;
  password: string;
  confirmpassword: string;
  phone: string;
  smscode: string;
}

/** Async uniqueness check of the username (GET /sys/user/checkOnlyUser). */
const uniqueUsername = {
  validator: async (_rule: unknown, value: unknown) => {
    if (typeof value !== 'string' || !value || validateUsername(value)) return;
    const res = await checkOnlyUser({ username: value });
    if (!res.success) throw new Error(USERNAME_TAKEN);
  },
};

/** Self-registration (spec 000 §2.1): username, phone + SMS code (smsmode '1'), password. */
export default function RegisterPage() {
  const { pathname } = useLocation();
  useDocumentTitle('注册', pathname);
  const [form] = Form.useForm<RegisterValues>();
  const flow = useRegisterFlow();

  const sendCode = async (): Promise<boolean> => {
    try {
      await form.validateFields(['phone']);
    } catch {
      return false;
    }
    return flow.sendCode(String(form.getFieldValue('phone')).trim());
  };

  const onFinish = (v: RegisterValues) =>
    void flow.submit({
      username: v.username.trim(),
      password: v.password,
      phone: v.phone.trim(),
      smscode: v.smscode,
      ...(v.email ? { email: v.email } : {}),
    });

  return (
    <section aria-label="注册">
      <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>注册</h2>
      <Form
        requiredMarkStyle="none"
        name="register"
        form={form}
        onFinish={onFinish}
        footer={
          <>
            <Button block type="submit" color="primary" size="large" loading={flow.pending}>
              注册
            </Button>
            <div style={{ textAlign: 'center', marginTop: 12 }}>
              <Link to={PATHS.login}>使用已有账户登录</Link>
            </div>
          </>
        }
      >
        <Form.Item
          name="username"
          label="用户名"
          validateFirst
          rules={[required(USERNAME_REQUIRED), asyncRule(validateUsername), uniqueUsername]}
        >
          <Input placeholder="请输入用户名" autoComplete="username" clearable />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={[asyncRule(validateEmail)]}>
          <Input placeholder="请输入邮箱" type="email" autoComplete="email" clearable />
        </Form.Item>
        <NewPasswordFields
          form={form}
          label="密码"
          requiredMessage={PASSWORD_REQUIRED}
          confirmRequiredMessage={REGISTER_CONFIRM_REQUIRED}
        />
        <Form.Item name="phone" label="手机号" rules={[asyncRule(validateMobile)]}>
          <Input placeholder="请输入手机号" type="tel" autoComplete="tel" clearable />
        </Form.Item>
        <Form.Item
          name="smscode"
          label="验证码"
          rules={[required(SMS_CODE_REQUIRED)]}
          extra={<SmsButton onSend={sendCode} />}
        >
          <Input placeholder="请输入短信验证码" type="tel" autoComplete="one-time-code" />
        </Form.Item>
      </Form>
    </section>
  );
}
