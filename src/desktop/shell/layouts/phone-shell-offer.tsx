import { useState } from 'react';
import { Alert, Button } from 'antd';
import { desktopOnPhone, switchShell } from '../../../shared/device/shell-switch';

/**
 * On a phone-sized screen the desktop shell says so and offers 切换到手机版 (the way back after a
 * 切换到电脑版). Decided once per load: a rotated phone is still a phone.
 */
export function PhoneShellOffer() {
  const [show] = useState(() => desktopOnPhone({ width: window.innerWidth, userAgent: navigator.userAgent }));
  if (!show) return null;
  return (
    <Alert
      type="info"
      banner
      showIcon={false}
      message="当前为电脑版，手机上使用手机版更方便"
      action={
        <Button size="small" type="primary" onClick={() => switchShell('mobile')}>
          切换到手机版
        </Button>
      }
    />
  );
}
