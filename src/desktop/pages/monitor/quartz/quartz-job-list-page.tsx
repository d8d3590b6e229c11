import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  QUARTZ_JOB_URLS,
  quartzHandlersQueryOptions,
  quartzJobQueryKeys,
  type QuartzJobRecord,
} from '../../../../shared/api/sys/quartz-job-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { quartzJobSchema } from '../../../../shared/domain/resources/quartz-job';
import type { ResourceSchema } from '../../../../shared/domain/resources/types';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { QUARTZ_UI_TEXT } from '../../../../shared/hooks/quartz/quartz-texts';
import { toggleActionOf, useQuartzActions } from '../../../../shared/hooks/quartz/use-quartz-actions';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import type { RowAction } from '../../../widgets/list-page/row-actions';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { HandlerCell, LastRunCell, StatusTag } from './job-columns';
import { JobFormModal } from './job-form-modal';
import { JobLogDrawer } from './job-log-drawer';

const CODES = {
  add: PERM.quartzJob.add,
  edit: PERM.quartzJob.edit,
  delete: PERM.quartzJob.delete,
  deleteBatch: PERM.quartzJob.delete,
};

/** The list shows two read-only columns the wire adds (next and last run) after the schema's own. */
const LIST_SCHEMA: ResourceSchema = {
  ...quartzJobSchema,
  fields: [
    ...quartzJobSchema.fields,
    { key: 'nextFireTime', title: '下次执行', kind: 'text', list: true },
    { key: 'lastRun', title: '上次执行', kind: 'text', list: true },
  ],
};

/** 定时任务 ('system/QuartzJobList'): scheduled jobs with start/stop, run once and their run log. */
export default function QuartzJobListPage(_props: ViewProps) {
  const [ui, holder] = useDesktopListUi();
  const perm = useListPermissions(quartzJobSchema.permissionPrefix, CODES);
  const handlers = useQuery(quartzHandlersQueryOptions());
  const queryClient = useQueryClient();
  const listRef = useRef<ListPageController<QuartzJobRecord>>(null);
  const [logJob, setLogJob] = useState<QuartzJobRecord | null>(null);
  const actions = useQuartzActions(ui, (action) => {
    if (action === 'cleanLog') return;
    void listRef.current?.loadData();
    // A run lands in the log shortly after; the drawer refetches when opened.
    void queryClient.invalidateQueries({ queryKey: [...quartzJobQueryKeys.all, 'log'] });
  });

  const rowActions = (record: QuartzJobRecord): RowAction<QuartzJobRecord>[] => {
    const list: RowAction<QuartzJobRecord>[] = [];
    const toggle = toggleActionOf(record.status);
    if (perm.has(PERM.quartzJob[toggle])) {
      list.push({
        key: toggle,
        label: toggle === 'resume' ? '启动' : '停止',
        placement: 'inline',
        confirm: toggle === 'resume' ? QUARTZ_UI_TEXT.resumeConfirm : QUARTZ_UI_TEXT.pauseConfirm,
        onClick: (r) => actions.run(toggle, r.id),
      });
    }
    if (perm.has(PERM.quartzJob.execute)) {
      list.push({
        key: 'execute',
        label: '立即执行',
        confirm: QUARTZ_UI_TEXT.executeConfirm,
        onClick: (r) => actions.run('execute', r.id),
      });
    }
    if (perm.has(PERM.quartzJob.log)) list.push({ key: 'log', label: '日志', onClick: setLogJob });
    return list;
  };

  const handlerList = handlers.data ?? [];
  return (
    <ResourceListPage<QuartzJobRecord>
      schema={LIST_SCHEMA}
      url={QUARTZ_JOB_URLS}
      permissionCodes={CODES}
      listRef={listRef}
      hideRowActions={['detail']}
      rowActions={rowActions}
      actionsWidth={190}
      columnRender={{
        jobClassName: (v) => <HandlerCell name={String(v ?? '')} handlers={handlerList} />,
        status: (_v, r) => <StatusTag record={r} />,
        nextFireTime: (v) => (typeof v === 'string' && v ? v : QUARTZ_UI_TEXT.noNextRun),
        lastRun: (_v, r) => <LastRunCell run={r.lastRun} />,
      }}
      renderForm={(dialog) => <JobFormModal dialog={dialog} />}
    >
      {() => (
        <>
          {holder}
          <JobLogDrawer
            job={logJob}
            canClean={perm.has(PERM.quartzJob.log)}
            cleaning={actions.busy?.startsWith('cleanLog:') ?? false}
            onClean={(job) => actions.run('cleanLog', job.id)}
            onClose={() => setLogJob(null)}
          />
        </>
      )}
    </ResourceListPage>
  );
}
