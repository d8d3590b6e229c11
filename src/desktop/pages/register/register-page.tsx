import { Button, Form, Input } from 'antd';
import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/routes/paths';
import { useRegisterFlow } from '../../../shared/flows/register-flow';
import { SmsCodeInput } from '../../widgets/sms-code/sms-code-input';
import * as M from '../../../shared/domain/validation/messages';
import {
  confirmPasswordRule,
  mobileRules,
  newPasswordRules,
  smsCodeRules,
  usernameRules,
} from '../../forms/rules';
import { usernameUniqueRule } from './username-unique-rule';
import { WithItemStatus } from '../../forms/form-item-status';

interface RegisterValues {
  username: string;
  mobile: string;
  smscode: string;
  password: string;
  confirmpassword: string;
}

const USERNAME_RULES = [...usernameRules, usernameUniqueRule];
const PASSWORD_RULES = newPasswordRules(M.PASSWORD_REQUIRED);
const CONFIRM_RULES = [confirmPasswordRule('password')];

/** /user/register: account, phone + SMS code (smsmode '1'), password with strength and confirmation. */
export default function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const flow = useRegisterFlow();

  const sendCode = async (): Promise<boolean> => {
    try {
      const { mobile } = (await form.validateFields(['mobile'])) as Pick<RegisterValues, 'mobile'>;
      return await flow.sendCode(mobile);
    } catch {
      return false;
    }
  };

  const onFinish = (v: RegisterValues) =>
    void flow.submit({ username: v.username, password: v.password, phone: v.mobile, smscode: v.smscode });

  return (
    <Form form={form} onFinish={onFinish} aria-label="注册">
      <h3 style={{ fontSize: 16, marginBottom: 20 }}>注册</h3>
      <Form.Item
        name="username"
        rules={USERNAME_RULES}
        validateFirst
        validateTrigger={['onChange', 'onBlur']}
      >
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder="请输入用户名"
          aria-label="用户名"
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="mobile" rules={mobileRules}>
        <Input
          size="large"
          prefix={<MobileOutlined />}
          placeholder="请输入手机号"
          aria-label="手机号"
          maxLength={11}
        />
      </Form.Item>
      <Form.Item name="smscode" rules={smsCodeRules}>
        <WithItemStatus>
          <SmsCodeInput send={sendCode} />
        </WithItemStatus>
      </Form.Item>
      <Form.Item name="password" rules={PASSWORD_RULES} validateFirst>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          aria-label="密码"
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item name="confirmpassword" rules={CONFIRM_RULES} dependencies={['password']} validateFirst>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder="请确认密码"
          aria-label="确认密码"
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={flow.pending}
            style={{ width: '50%' }}
          >
            注册
          </Button>
          <Link to={PATHS.login}>使用已有账户登录</Link>
        </div>
      </Form.Item>
    </Form>
  );
}
