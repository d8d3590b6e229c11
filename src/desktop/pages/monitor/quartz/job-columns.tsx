import { Tag, Typography } from 'antd';
import type { QuartzJobRecord } from '../../../../shared/api/sys/quartz-job-api';
import type { QuartzHandlerInfo, QuartzLastRun } from '../../../../shared/domain/resources/quartz-job';
import { QUARTZ_STATUS } from '../../../../shared/domain/resources/quartz-job';
import { formatDuration, RUN_STATUS_TEXT } from '../../../../shared/hooks/quartz/quartz-texts';

/** 处理器: the handler name with its Chinese title (the title alone when the handler is unknown). */
export function HandlerCell({ name, handlers }: { name: string; handlers: QuartzHandlerInfo[] }) {
  const info = handlers.find((h) => h.name === name);
  return (
    <span>
      {info ? <div>{info.title}</div> : null}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {name}
      </Typography.Text>
    </span>
  );
}

export function StatusTag({ record }: { record: Pick<QuartzJobRecord, 'status' | 'status_dictText'> }) {
  const running = record.status === QUARTZ_STATUS.normal;
  return (
    <Tag color={running ? 'green' : 'orange'}>{record.status_dictText ?? (running ? '正常' : '停止')}</Tag>
  );
}

/** 上次执行: when, how it ended and how long it took; 未执行 before the first run. */
export function LastRunCell({ run }: { run: QuartzLastRun | null }) {
  if (!run) return <Typography.Text type="secondary">未执行</Typography.Text>;
  return (
    <span>
      <div>{run.startTime}</div>
      <Tag color={run.status === 'success' ? 'green' : 'red'}>{RUN_STATUS_TEXT[run.status]}</Tag>
      <Typography.Text type="secondary">{formatDuration(run.durationMs)}</Typography.Text>
    </span>
  );
}
