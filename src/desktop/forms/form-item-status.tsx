import { cloneElement } from 'react';
import type { ReactElement } from 'react';
import { Form } from 'antd';

interface StatusProps {
  status?: 'error';
  value?: unknown;
  onChange?: unknown;
}

/**
 * Passes the enclosing Form.Item's error state (plus the value/onChange Form.Item injects) to a
 * light control (CaptchaInput, SmsCodeInput) that does not read antd's form context itself.
 */
export function WithItemStatus({
  children,
  ...injected
}: { children: ReactElement<StatusProps> } & StatusProps) {
  const { status } = Form.Item.useStatus();
  return cloneElement(children, { ...injected, status: status === 'error' ? 'error' : undefined });
}
