import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { useRef, useState } from 'react';
import {
  QUARTZ_JOB_URLS,
  quartzHandlersQueryOptions,
  quartzJobQueryKeys,
  type QuartzJobRecord,
} from '../../../../shared/api/sys/quartz-job-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { QUARTZ_STATUS, quartzJobSchema } from '../../../../shared/domain/resources/quartz-job';
import type { ResourceSchema } from '../../../../shared/domain/resources/types';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { QUARTZ_UI_TEXT } from '../../../../shared/hooks/quartz/quartz-texts';
import {
  toggleActionOf,
  useQuartzActions,
  type QuartzAction,
} from '../../../../shared/hooks/quartz/use-quartz-actions';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { MOBILE_LIST_UI } from '../../../widgets/card-list/mobile-list-ui';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { JobFormScreen } from './job-form-screen';
import { JobLogScreen } from './job-log-screen';
import './quartz-job.css';

const CODES = {
  add: PERM.quartzJob.add,
  edit: PERM.quartzJob.edit,
  delete: PERM.quartzJob.delete,
  deleteBatch: PERM.quartzJob.delete,
};

/** On the card: the expression, the next run and the description (handler and status are the title). */
const CARD_SCHEMA: ResourceSchema = {
  ...quartzJobSchema,
  fields: [
    ...quartzJobSchema.fields.map((f) => ({ ...f, card: ['cronExpression', 'description'].includes(f.key) })),
    { key: 'nextFireTime', title: '下次执行', kind: 'text', card: true },
  ],
};

function CardTitle({ job, title }: { job: QuartzJobRecord; title: string | undefined }) {
  const running = job.status === QUARTZ_STATUS.normal;
  return (
    <span className="cwxt-m-quartz-title">
      <span>{title ?? job.jobClassName}</span>
      <Tag color={running ? 'success' : 'warning'} fill="outline">
        {job.status_dictText ?? (running ? '正常' : '停止')}
      </Tag>
    </span>
  );
}

/** 定时任务 on the phone: job cards with 启动/停止, 立即执行 and 日志 one tap away; 编辑/删除 by swipe. */
export default function MobileQuartzJobListPage(_props: ViewProps) {
  const perm = useListPermissions(quartzJobSchema.permissionPrefix, CODES);
  const handlers = useQuery(quartzHandlersQueryOptions());
  const queryClient = useQueryClient();
  const listRef = useRef<ListPageController<QuartzJobRecord>>(null);
  const [logJob, setLogJob] = useState<QuartzJobRecord | null>(null);
  const actions = useQuartzActions(MOBILE_LIST_UI, (action) => {
    if (action === 'cleanLog') return;
    void listRef.current?.loadData(1);
    void queryClient.invalidateQueries({ queryKey: [...quartzJobQueryKeys.all, 'log'] });
  });

  const confirmRun = async (action: QuartzAction, job: QuartzJobRecord, content: string) => {
    if (await MOBILE_LIST_UI.confirm({ title: '提示', content })) await actions.run(action, job.id);
  };

  const footer = (job: QuartzJobRecord) => {
    const toggle = toggleActionOf(job.status);
    const buttons = [];
    if (perm.has(PERM.quartzJob[toggle])) {
      const resume = toggle === 'resume';
      buttons.push(
        <Button
          key="toggle"
          size="small"
          color={resume ? 'success' : 'warning'}
          fill="outline"
          onClick={() =>
            void confirmRun(toggle, job, resume ? QUARTZ_UI_TEXT.resumeConfirm : QUARTZ_UI_TEXT.pauseConfirm)
          }
        >
          {resume ? '启动' : '停止'}
        </Button>,
      );
    }
    if (perm.has(PERM.quartzJob.execute)) {
      buttons.push(
        <Button
          key="execute"
          size="small"
          color="primary"
          fill="outline"
          loading={actions.busy === `execute:${job.id}`}
          onClick={() => void confirmRun('execute', job, QUARTZ_UI_TEXT.executeConfirm)}
        >
          立即执行
        </Button>,
      );
    }
    if (perm.has(PERM.quartzJob.log)) {
      buttons.push(
        <Button key="log" size="small" onClick={() => setLogJob(job)}>
          日志
        </Button>,
      );
    }
    return buttons.length > 0 ? <div className="cwxt-m-quartz-actions">{buttons}</div> : null;
  };

  return (
    <ResourceCardList<QuartzJobRecord>
      schema={CARD_SCHEMA}
      url={QUARTZ_JOB_URLS}
      permissionCodes={CODES}
      listRef={listRef}
      cardTitle={(job) => (
        <CardTitle job={job} title={handlers.data?.find((h) => h.name === job.jobClassName)?.title} />
      )}
      cardFooter={footer}
      renderForm={(dialog) => <JobFormScreen dialog={dialog} />}
    >
      {() =>
        logJob ? (
          <JobLogScreen
            job={logJob}
            canClean={perm.has(PERM.quartzJob.log)}
            onClean={(job) => actions.run('cleanLog', job.id)}
            onClose={() => setLogJob(null)}
          />
        ) : null
      }
    </ResourceCardList>
  );
}
