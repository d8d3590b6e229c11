import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { DEFAULT_CRON_EXPRESSION } from '../../../shared/domain/cron/builder-model';
import { validateCron } from '../../../shared/domain/cron/parse';
import { FullScreenDialog } from '../../ui/full-screen-dialog';
import { MobileCronEditor } from './cron-editor';
import './mobile-cron.css';

export interface MobileCronInputProps {
  value?: string;
  onChange?: (expression: string) => void;
  placeholder?: string;
}

function EditorDialog({
  value,
  onOk,
  onClose,
}: {
  value: string;
  onOk: (v: string) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(value.trim() || DEFAULT_CRON_EXPRESSION);
  const invalid = validateCron(draft) !== undefined;
  return (
    <FullScreenDialog
      title="Cron表达式"
      open
      onClose={onClose}
      footer={
        <Button block color="primary" disabled={invalid} onClick={() => onOk(draft)}>
          确定
        </Button>
      }
    >
      <MobileCronEditor value={draft} onChange={setDraft} />
    </FullScreenDialog>
  );
}

/** The phone's cron field: type it, or 选择 to build it full screen. A form control (value/onChange). */
export function MobileCronInput({
  value = '',
  onChange,
  placeholder = '请输入cron表达式',
}: MobileCronInputProps) {
  const [open, setOpen] = useState(false);
  const error = value.trim() === '' ? undefined : validateCron(value);
  return (
    <div>
      <div className="cwxt-m-cron-field">
        <Input
          aria-label="cron表达式"
          placeholder={placeholder}
          value={value}
          onChange={(v) => onChange?.(v)}
        />
        <Button size="small" onClick={() => setOpen(true)}>
          选择
        </Button>
      </div>
      {error && <div className="cwxt-m-cron-error">{error}</div>}
      {open && (
        <EditorDialog
          value={value}
          onClose={() => setOpen(false)}
          onOk={(expr) => {
            setOpen(false);
            onChange?.(expr);
          }}
        />
      )}
    </div>
  );
}
