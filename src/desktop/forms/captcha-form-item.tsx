import { Form } from 'antd';
import type { CaptchaState } from '../../shared/hooks/use-captcha';
import { CaptchaInput } from '../widgets/captcha/captcha-input';
import { WithItemStatus } from './form-item-status';
import { captchaRules } from './rules';

/** The image captcha as an antd form item (field `captcha`), shown only while the check is on. */
export function CaptchaFormItem({ captcha }: { captcha: CaptchaState }) {
  if (!captcha.enabled) return null;
  return (
    <Form.Item name="captcha" rules={captchaRules}>
      <WithItemStatus>
        <CaptchaInput captcha={captcha} />
      </WithItemStatus>
    </Form.Item>
  );
}
