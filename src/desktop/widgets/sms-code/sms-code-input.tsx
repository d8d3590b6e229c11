import { Button } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useSmsCountdown } from '../../../shared/hooks/use-sms-countdown';
import { LightInput } from '../light-input/light-input';

interface Props {
  /** Validates the phone and asks the server; the 60 s countdown starts only when it resolves true. */
  send: () => Promise<boolean>;
  value?: string;
  onChange?: (value: string) => void;
  status?: 'error';
  describedBy?: string;
}

/** SMS code control with the 获取验证码 button and its countdown (value/onChange, Form.Item friendly). */
export function SmsCodeInput({ send, value, onChange, status, describedBy }: Props) {
  const countdown = useSmsCountdown(60);
  const onSend = async () => {
    if (countdown.running) return;
    if (await send()) countdown.start();
  };
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <LightInput
        label="短信验证码"
        placeholder="请输入短信验证码"
        prefix={<MailOutlined />}
        value={value}
        onChange={onChange}
        status={status}
        describedBy={describedBy}
        style={{ flex: 1 }}
      />
      <Button
        size="large"
        style={{ width: 112, flex: 'none' }}
        disabled={countdown.running}
        onClick={() => void onSend()}
      >
        {countdown.running ? `${countdown.remaining} s` : '获取验证码'}
      </Button>
    </div>
  );
}
