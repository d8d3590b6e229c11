import { useCallback, useMemo, useRef, useState } from 'react';
import { Tag } from 'antd';
import { FEEDBACK_TEXT, FEEDBACK_URLS, type FeedbackRecord } from '../../../../shared/api/cwxt/feedback-api';
import { usePlantOptions } from '../../../../shared/api/cwxt/plant-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { FEEDBACK_STATUS, feedbackFormSchema } from '../../../../shared/domain/resources/feedback';
import type { ResourceSchema } from '../../../../shared/domain/resources/types';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { PlantSelect } from '../shared/plant-select';
import { FeedbackThreadDrawer } from './feedback-thread-drawer';

const CODES = {
  add: PERM.feedback.add,
  delete: PERM.feedback.delete,
  deleteBatch: PERM.feedback.delete,
  edit: null,
};

const STATUS_COLORS: Record<string, string> = {
  [FEEDBACK_STATUS.pending]: 'orange',
  [FEEDBACK_STATUS.processing]: 'blue',
  [FEEDBACK_STATUS.done]: 'green',
};

const COLUMN_RENDER = {
  status: (_v: unknown, r: FeedbackRecord) => (
    <Tag color={STATUS_COLORS[r.status] ?? 'default'}>{r.status_dictText ?? r.status}</Tag>
  ),
};

const RENDER_FIELD = {
  plantId: () => <PlantSelect aria-label="电厂" />,
  attachments: () => <FileUpload bizPath="feedback" label="附件" />,
};

const RENDER_SEARCH_FIELD = { plantId: () => <PlantSelect aria-label="电厂" /> };

/**
 * 信息反馈 (VIEW_KEYS.feedbackList): plants report (类别, 标题, 内容, 附件) for their plant; the
 * grid lists every plant's items (search by plant, category, status, date); 处理记录 opens the
 * thread with replies from both sides and 开始处理 / 办结 / 重新打开.
 */
export default function FeedbackListPage(_props: ViewProps) {
  const [ui, holder] = useDesktopListUi();
  const [open, setOpen] = useState<string | null>(null);
  const listRef = useRef<ListPageController<FeedbackRecord>>(null);
  const reload = useCallback(() => void listRef.current?.loadData(), []);
  const { options } = usePlantOptions();
  // A user of one plant reports for it without choosing (the server takes their only plant).
  const several = options.length > 1;
  const schema: ResourceSchema = useMemo(
    () =>
      several
        ? feedbackFormSchema
        : {
            ...feedbackFormSchema,
            fields: feedbackFormSchema.fields.map((f) => (f.key === 'plantId' ? { ...f, form: false } : f)),
          },
    [several],
  );
  return (
    <ResourceListPage<FeedbackRecord>
      schema={schema}
      url={FEEDBACK_URLS}
      permissionCodes={CODES}
      hideRowActions={['edit', 'detail']}
      rowActions={(r) => [
        { key: 'thread', label: FEEDBACK_TEXT.thread, placement: 'inline', onClick: () => setOpen(r.id) },
      ]}
      columnRender={COLUMN_RENDER}
      renderField={RENDER_FIELD}
      renderSearchField={RENDER_SEARCH_FIELD}
      formDefaults={{ category: 'problem' }}
      listRef={listRef}
    >
      {() => (
        <>
          {holder}
          <FeedbackThreadDrawer id={open} ui={ui} onClose={() => setOpen(null)} onChanged={reload} />
        </>
      )}
    </ResourceListPage>
  );
}
