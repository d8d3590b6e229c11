import { Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { validateCron } from '../../../shared/domain/cron/parse';

/**
 * The whole expression as text inside the tabbed editor. A typed expression is taken on blur or
 * Enter when it is valid Quartz; otherwise its message shows and nothing changes.
 */
export function ExpressionInput({ value, onChange }: { value: string; onChange: (expr: string) => void }) {
  const [draft, setDraft] = useState({ for: value, text: value, error: '' });
  const errorId = useId();
  let current = draft;
  if (draft.for !== value) {
    current = { for: value, text: value, error: '' };
    setDraft(current);
  }
  const commit = () => {
    const text = current.text.trim().replace(/\s+/g, ' ');
    if (text === value) return;
    const error = validateCron(text);
    if (error) {
      setDraft({ ...current, error });
      return;
    }
    setDraft({ for: text, text, error: '' });
    onChange(text);
  };
  return (
    <div>
      <Input
        addonBefore="Cron"
        aria-label="Cron表达式"
        value={current.text}
        status={current.error ? 'error' : undefined}
        aria-invalid={current.error ? true : undefined}
        aria-describedby={current.error ? errorId : undefined}
        onChange={(e) => setDraft({ ...current, text: e.target.value, error: '' })}
        onBlur={commit}
        onPressEnter={commit}
      />
      {current.error && (
        <Typography.Text id={errorId} type="danger" role="alert">
          {current.error}
        </Typography.Text>
      )}
    </div>
  );
}
