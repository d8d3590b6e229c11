import { useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import './light-input.css';

export interface LightInputProps {
  value?: string;
  onChange?: (value: string) => void;
  placeholder: string;
  /** The accessible name (the login form has no visible labels, like the original). */
  label: string;
  prefix?: ReactNode;
  password?: boolean;
  status?: 'error';
  describedBy?: string;
  autoComplete?: string;
  maxLength?: number;
  style?: CSSProperties;
}

/**
 * A native input styled like antd's large Input. The login page uses it instead of antd Input:
 * antd Input pulls in rc-field-form + async-validator + rc-input (~27 KiB gzip) through its form
 * context, which the login page's 230 KiB first-load budget cannot afford.
 */
export function LightInput({
  value,
  onChange,
  placeholder,
  label,
  prefix,
  password,
  status,
  describedBy,
  autoComplete,
  maxLength,
  style,
}: LightInputProps) {
  const [visible, setVisible] = useState(false);
  const className = `cwxt-light-input${status === 'error' ? ' cwxt-light-input--error' : ''}`;
  return (
    <span className={className} style={style}>
      {prefix ? <span className="cwxt-light-input__icon">{prefix}</span> : null}
      <input
        type={password && !visible ? 'password' : 'text'}
        value={value ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        aria-invalid={status === 'error'}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        maxLength={maxLength}
      />
      {password ? (
        <button
          type="button"
          className="cwxt-light-input__toggle"
          aria-label={visible ? '隐藏密码' : '显示密码'}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      ) : null}
    </span>
  );
}
