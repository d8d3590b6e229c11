import { SafetyOutlined } from '@ant-design/icons';
import type { CaptchaState } from '../../../shared/hooks/use-captcha';
import { LightInput } from '../light-input/light-input';

interface Props {
  captcha: CaptchaState;
  value?: string;
  onChange?: (value: string) => void;
  status?: 'error';
  describedBy?: string;
}

/**
 * Image captcha control: input + image that refreshes on click. A plain value/onChange control,
 * so it works inside an antd Form.Item and in the login page's light form alike. The captcha state
 * (image and the checkKey it belongs to) is owned by the flow that submits it.
 */
export function CaptchaInput({ captcha, value, onChange, status, describedBy }: Props) {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <LightInput
        label="验证码"
        placeholder="请输入验证码"
        prefix={<SafetyOutlined />}
        maxLength={8}
        value={value}
        onChange={onChange}
        status={status}
        describedBy={describedBy}
        style={{ flex: 1 }}
      />
      <button
        type="button"
        onClick={captcha.refresh}
        title="看不清？点击刷新"
        aria-label="刷新验证码"
        style={{
          width: 112,
          height: 40,
          padding: 0,
          border: 0,
          background: 'none',
          cursor: 'pointer',
          flex: 'none',
        }}
      >
        {/* The core fetches the first image on the first interaction with the page. */}
        {captcha.image ? (
          <img src={captcha.image} alt="验证码" style={{ width: '100%', height: '100%' }} />
        ) : (
          <span style={{ color: '#0958d9' }}>获取验证码</span>
        )}
      </button>
    </div>
  );
}
