import { Button } from 'antd-mobile';
import { useSmsCountdown } from '../../shared/hooks/use-sms-countdown';

/** 获取验证码 with the 60 s countdown; `onSend` resolves true when the server accepted the request. */
export function SmsButton({ onSend }: { onSend: () => Promise<boolean> }) {
  const countdown = useSmsCountdown(60);
  const counting = countdown.remaining > 0;
  const onClick = async () => {
    if (counting) return;
    if (await onSend()) countdown.start();
  };
  return (
    <Button
      className="cwxt-m-sms-button"
      size="small"
      color="primary"
      fill="outline"
      disabled={counting}
      onClick={() => void onClick()}
    >
      {counting ? `${countdown.remaining} s` : '获取验证码'}
    </Button>
  );
}
