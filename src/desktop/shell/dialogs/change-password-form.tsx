import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import * as M from '../../../shared/domain/validation/messages';
import { confirmPasswordRule, newPasswordRules, requiredRule } from '../../forms/rules';
import type { ChangePasswordValues } from './use-change-password-form';

const OLD_RULES = [requiredRule(M.OLD_PASSWORD_REQUIRED)];
const NEW_RULES = newPasswordRules();
const CONFIRM_RULES = [confirmPasswordRule('password')];

interface Props {
  form: FormInstance<ChangePasswordValues>;
  onFinish: (values: ChangePasswordValues) => void;
  /** The modal submits through its own 确定; the Security page passes a submit button here. */
  footer?: ReactNode;
}

/** 旧密码 / 新密码 / 确认新密码 with the spec 000 §5 messages; shared by the modal and the Security page. */
export function ChangePasswordForm({ form, onFinish, footer }: Props) {
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} aria-label="修改密码">
      <Form.Item label="旧密码" name="oldpassword" rules={OLD_RULES} required>
        <Input.Password placeholder="请输入旧密码" autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="新密码" name="password" rules={NEW_RULES} required validateFirst>
        <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认新密码"
        name="confirmpassword"
        rules={CONFIRM_RULES}
        dependencies={['password']}
        required
      >
        <Input.Password placeholder="请确认新密码" autoComplete="new-password" />
      </Form.Item>
      {footer}
    </Form>
  );
}
