import { Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { FieldRow } from './field-row';
import type { LoginErrors, LoginValues } from './login-rules';

interface LoginFieldProps {
  name: keyof LoginValues;
  placeholder: string;
  values: LoginValues;
  errors: LoginErrors;
  onChange: (name: keyof LoginValues, value: string) => void;
  type?: 'text' | 'password' | 'tel';
  autoComplete?: string;
  extra?: ReactNode;
}

/** An antd-mobile Input named by its placeholder (the login form shows no separate labels). */
export function LoginField({
  name,
  placeholder,
  values,
  errors,
  onChange,
  type = 'text',
  autoComplete,
  extra,
}: LoginFieldProps) {
  const errorId = `cwxt-m-login-${name}-error`;
  return (
    <FieldRow error={errors[name]} errorId={errorId} extra={extra}>
      <Input
        id={`cwxt-m-login-${name}`}
        name={name}
        type={type}
        inputMode={type === 'tel' ? 'numeric' : undefined}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-label={placeholder}
        value={values[name]}
        onChange={(v) => onChange(name, v)}
      />
    </FieldRow>
  );
}
