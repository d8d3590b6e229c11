import { Modal } from 'antd';
import { useState, type ComponentType } from 'react';
import { DEFAULT_CRON_EXPRESSION } from '../../../shared/domain/cron/builder-model';
import { validateCron } from '../../../shared/domain/cron/parse';
import { JobCronBuilder } from './job-cron-builder';
import { TabbedCronEditor } from './tabbed-cron-editor';

export type CronBuilderKind = 'tabbed' | 'job';

export interface CronModalProps {
  open: boolean;
  /** The expression to start from; empty starts from `* * * * * ? *`. */
  value: string;
  /** 确定 with a valid expression. */
  onOk: (expression: string) => void;
  onCancel: () => void;
}

const KINDS: Record<
  CronBuilderKind,
  {
    title: string;
    width: number;
    cancelText: string;
    Body: ComponentType<{ value: string; onChange: (v: string) => void }>;
  }
> = {
  // Spec 002 §2: the job dialog's builder is 608 wide, the tabbed editor's dialog 800.
  job: { title: 'cron表达式', width: 608, cancelText: '关闭', Body: JobCronBuilder },
  tabbed: { title: 'Cron表达式', width: 800, cancelText: '取消', Body: TabbedCronEditor },
};

function CronModal({ kind, open, value, onOk, onCancel }: CronModalProps & { kind: CronBuilderKind }) {
  const { title, width, cancelText, Body } = KINDS[kind];
  // A draft: 确定 hands it over, 关闭/取消 drops it.
  const [draft, setDraft] = useState(value.trim() || DEFAULT_CRON_EXPRESSION);
  const invalid = validateCron(draft) !== undefined;
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText="确定"
      cancelText={cancelText}
      okButtonProps={{ disabled: invalid }}
      onOk={() => {
        if (!invalid) onOk(draft);
      }}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Body value={draft} onChange={setDraft} />
    </Modal>
  );
}

/** The job dialog (608 wide) around the seven-field builder. Mount it when opening: it starts from `value`. */
export function JobCronModal(props: CronModalProps) {
  return <CronModal kind="job" {...props} />;
}

/** The 800-wide dialog around the tabbed editor. Mount it when opening: it starts from `value`. */
export function TabbedCronModal(props: CronModalProps) {
  return <CronModal kind="tabbed" {...props} />;
}
