import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, InfiniteScroll, List, Tag } from 'antd-mobile';
import {
  fetchQuartzLog,
  quartzJobQueryKeys,
  type QuartzJobRecord,
} from '../../../../shared/api/sys/quartz-job-api';
import {
  formatDuration,
  QUARTZ_UI_TEXT,
  RUN_STATUS_TEXT,
  TRIGGER_TEXT,
} from '../../../../shared/hooks/quartz/quartz-texts';
import { FullScreenDialog } from '../../../ui/full-screen-dialog';

const PAGE_SIZE = 20;

export interface JobLogScreenProps {
  job: QuartzJobRecord;
  canClean: boolean;
  onClean: (job: QuartzJobRecord) => Promise<boolean>;
  onClose: () => void;
}

/** 日志 on the phone: the job's runs newest first, more on scroll, with 刷新 and 清空日志. */
export function JobLogScreen({ job, canClean, onClean, onClose }: JobLogScreenProps) {
  const log = useInfiniteQuery({
    queryKey: [...quartzJobQueryKeys.all, 'log', job.id, 'phone'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchQuartzLog(job.id, pageParam, PAGE_SIZE),
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });
  const rows = log.data?.pages.flatMap((p) => p.records) ?? [];

  const clean = async () => {
    const sure = await Dialog.confirm({
      content: QUARTZ_UI_TEXT.cleanLogConfirm,
      confirmText: '确定',
      cancelText: '取消',
    });
    if (sure && (await onClean(job))) await log.refetch();
  };

  return (
    <FullScreenDialog
      title={QUARTZ_UI_TEXT.logTitle}
      open
      onClose={onClose}
      footer={
        <div className="cwxt-m-quartz-log-footer">
          <Button block onClick={() => void log.refetch()} loading={log.isRefetching}>
            刷新
          </Button>
          {canClean && (
            <Button block color="danger" fill="outline" onClick={() => void clean()}>
              清空日志
            </Button>
          )}
        </div>
      }
    >
      <List header={job.jobClassName}>
        {rows.map((r) => (
          <List.Item
            key={r.id}
            description={r.error ?? r.result ?? undefined}
            extra={
              <Tag color={r.status === 'success' ? 'success' : 'danger'} fill="outline">
                {RUN_STATUS_TEXT[r.status]}
              </Tag>
            }
          >
            <div>{r.startTime}</div>
            <div className="cwxt-m-quartz-log-meta">
              {TRIGGER_TEXT[r.trigger]} · 耗时 {formatDuration(r.durationMs)}
            </div>
          </List.Item>
        ))}
      </List>
      {log.isError && <ErrorBlock status="default" title={log.error.message} description="" />}
      {log.isSuccess && rows.length === 0 ? (
        <ErrorBlock status="empty" title="暂无执行记录" description="" />
      ) : (
        <InfiniteScroll
          hasMore={log.hasNextPage}
          loadMore={async () => {
            await log.fetchNextPage();
          }}
        />
      )}
    </FullScreenDialog>
  );
}
