import type { ReactNode } from 'react';

interface FieldRowProps {
  error?: string;
  errorId: string;
  children: ReactNode;
  extra?: ReactNode;
}

/** One login input line: the control, an optional trailing control (captcha, SMS button), the error. */
export function FieldRow({ error, errorId, children, extra }: FieldRowProps) {
  return (
    <div className={`cwxt-m-login-field${error ? ' has-error' : ''}`}>
      <div className="cwxt-m-login-field-line">
        <div className="cwxt-m-login-field-control">{children}</div>
        {extra}
      </div>
      {error && (
        <div id={errorId} className="cwxt-m-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
