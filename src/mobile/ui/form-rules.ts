import type { FormInstance } from 'antd-mobile/es/components/form';
import { PASSWORD_MISMATCH } from '../../shared/domain/validation/messages';

/** rc-field-form rule shapes antd-mobile's Form.Item accepts (kept local: only what we use). */
export interface FieldRule {
  required?: boolean;
  message?: string;
  validator?: (rule: unknown, value: unknown) => Promise<void>;
}

export const required = (message: string): FieldRule => ({ required: true, message });

/** The confirmation must equal `field` (两次输入的密码不一样！). */
export function sameAs(form: FormInstance, field: string): FieldRule {
  return {
    validator: async (_rule, value) => {
      if (value && value !== form.getFieldValue(field)) throw new Error(PASSWORD_MISMATCH);
    },
  };
}
