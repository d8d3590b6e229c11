import { SettingOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { validateCron } from '../../../shared/domain/cron/parse';
import { JobCronModal, TabbedCronModal, type CronBuilderKind } from './cron-modal';

export interface CronInputProps {
  value?: string;
  onChange?: (expression: string) => void;
  /** Which builder the 选择 button opens: the tabbed editor (default) or the job dialog. */
  builder?: CronBuilderKind;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * A cron expression input with a 选择 button that opens a builder (JeecgBoot's JEasyCron usage:
 * `<CronInput value onChange />`, works as an antd Form control). Typing is passed on as is; a
 * non-empty invalid expression is marked and its message shown.
 */
export function CronInput({
  value = '',
  onChange,
  builder = 'tabbed',
  placeholder = '请输入cron表达式',
  disabled,
  id,
  'aria-label': ariaLabel,
}: CronInputProps) {
  const [open, setOpen] = useState(false);
  const errorId = useId();
  const error = value.trim() === '' ? undefined : validateCron(value);
  const Dialog = builder === 'job' ? JobCronModal : TabbedCronModal;
  return (
    <div>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          // Inside a Form.Item the label names the input through `id`; alone it needs a name.
          aria-label={ariaLabel ?? (id ? undefined : 'cron表达式')}
          placeholder={placeholder}
          value={value}
          disabled={disabled}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange?.(e.target.value)}
        />
        <Button icon={<SettingOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
          选择
        </Button>
      </Space.Compact>
      {error && (
        <Typography.Text id={errorId} type="danger" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
      {open && (
        <Dialog
          open
          value={value}
          onCancel={() => setOpen(false)}
          onOk={(expr) => {
            setOpen(false);
            onChange?.(expr);
          }}
        />
      )}
    </div>
  );
}
