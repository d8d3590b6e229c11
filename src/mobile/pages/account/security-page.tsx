import type { ViewProps } from '../../../shared/router/view-by-key';
import { ChangePasswordForm } from './change-password-form';

/** 'account/settings/Security': the change-password form inline. */
export default function SecurityPage(_props: ViewProps) {
  return (
    <section aria-label="修改密码" style={{ paddingTop: 8 }}>
      <ChangePasswordForm name="change-password-inline" />
    </section>
  );
}
