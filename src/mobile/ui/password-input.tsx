import { Input } from 'antd-mobile';
import type { InputProps } from 'antd-mobile';

/** antd-mobile Input as a password field; Form.Item injects id/value/onChange. */
export function PasswordInput(props: InputProps) {
  return <Input type="password" autoComplete="new-password" clearable {...props} />;
}
