import { Button, Form, Input } from 'antd-mobile';
import { useCaptcha } from '../../../shared/hooks/use-captcha';
import { CAPTCHA_REQUIRED, USERNAME_REQUIRED } from '../../../shared/domain/validation/messages';
import { required } from '../../ui/form-rules';

interface AccountStepProps {
  pending: boolean;
  onSubmit: (p: { username: string; captcha: string; checkKey: string }) => Promise<unknown>;
}

/** Step 1 确认账号: the account name and the image captcha; the code goes to the account's phone. */
export function AccountStep({ pending, onSubmit }: AccountStepProps) {
  const { image, checkKey, refresh, enabled } = useCaptcha();
  const onFinish = async (v: { username: string; captcha?: string }) => {
    const ok = await onSubmit({ username: v.username.trim(), captcha: v.captcha ?? '', checkKey });
    if (!ok && enabled) refresh();
  };
  return (
    <Form
      requiredMarkStyle="none"
      name="alteration-account"
      onFinish={(v: { username: string; captcha?: string }) => void onFinish(v)}
      footer={
        <Button block type="submit" color="primary" size="large" loading={pending}>
          下一步
        </Button>
      }
    >
      <Form.Item name="username" label="账号" rules={[required(USERNAME_REQUIRED)]}>
        <Input placeholder="请输入用户名" autoComplete="username" clearable />
      </Form.Item>
      {enabled && (
        <Form.Item
          name="captcha"
          label="验证码"
          rules={[required(CAPTCHA_REQUIRED)]}
          extra={
            <button type="button" className="cwxt-m-captcha" aria-label="刷新验证码" onClick={refresh}>
              {image ? <img src={image} alt="验证码" /> : null}
            </button>
          }
        >
          <Input placeholder="请输入验证码" autoComplete="off" />
        </Form.Item>
      )}
    </Form>
  );
}
