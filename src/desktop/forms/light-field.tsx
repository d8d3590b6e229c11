import type { ReactElement } from 'react';

interface Props {
  id: string;
  error?: string;
  /** Receives the error state and the id of the message, to wire aria-invalid / aria-describedby. */
  children: (state: { status?: 'error'; describedBy?: string }) => ReactElement;
}

/** One row of the light form: the control and, below it, its validation message. */
export function LightField({ id, error, children }: Props) {
  const messageId = `${id}-error`;
  return (
    <div style={{ marginBottom: error ? 4 : 24 }}>
      {children(error ? { status: 'error', describedBy: messageId } : {})}
      {error ? (
        <div
          id={messageId}
          role="alert"
          style={{ color: '#ff4d4f', minHeight: 20, lineHeight: '20px', fontSize: 14 }}
        >
          {error}
        </div>
      ) : null}
    </div>
  );
}
