import { useState } from 'react';
import { Tag } from 'antd';
import {
  NOTICE_TEXT,
  NOTICE_URLS,
  isDraft,
  isPublished,
  publishNotice,
  queryNoticeById,
  revokeNotice,
  type NoticeRecord,
} from '../../../../shared/api/cwxt/notice-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import {
  NOTICE_MESSAGES,
  NOTICE_STATUS,
  NOTICE_TYPE,
  noticeFormSchema,
} from '../../../../shared/domain/resources/notice';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { runWrite } from '../../../../shared/hooks/use-save-action';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { RichTextEditorLazy } from '../../../widgets/editors';
import { ResourceListPage, type ListPageContext } from '../../../widgets/list-page/resource-list-page';
import type { RowAction } from '../../../widgets/list-page/row-actions';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { PlantSelect } from '../shared/plant-select';
import { ReceiptsDrawer } from './receipts-drawer';

const CODES = {
  add: PERM.notice.add,
  edit: PERM.notice.edit,
  delete: PERM.notice.delete,
  deleteBatch: PERM.notice.delete,
};

const STATUS_COLORS: Record<string, string> = {
  [NOTICE_STATUS.draft]: 'default',
  [NOTICE_STATUS.published]: 'green',
  [NOTICE_STATUS.revoked]: 'orange',
};

const ratio = (n: number | undefined, r: NoticeRecord) =>
  r.status === NOTICE_STATUS.draft ? '—' : `${n ?? 0}/${r.targetCount ?? 0}`;

const COLUMN_RENDER = {
  status: (_v: unknown, r: NoticeRecord) => (
    <Tag color={STATUS_COLORS[r.status] ?? 'default'}>{r.status_dictText ?? r.status}</Tag>
  ),
  readCount: (_v: unknown, r: NoticeRecord) => ratio(r.readCount, r),
  replyCount: (_v: unknown, r: NoticeRecord) => ratio(r.replyCount, r),
};

const RENDER_FIELD = {
  targetPlantIds: () => <PlantSelect mode="multiple" aria-label="接收电厂" placeholder="请选择接收电厂" />,
  attachments: () => <FileUpload bizPath="notice" label="附件" />,
  content: () => <RichTextEditorLazy aria-label="正文" height={400} />,
};

const FORM_DEFAULTS = { noticeType: NOTICE_TYPE.notice, targetAll: 'N', content: '' };

async function loadRecord(record: NoticeRecord): Promise<NoticeRecord | null> {
  const res = await queryNoticeById(record.id);
  return res.success ? { ...record, ...res.result } : null;
}

/**
 * 通知公文 (VIEW_KEYS.noticeList): drafts are written (type, title, 文号, deadline, target plants
 * or 全部电厂, attachments, rich text), edited and deleted while drafts; 发布 sends them to the
 * plants, 撤回 takes them back; 回执 shows the read/reply matrix with 催办.
 */
export default function NoticeListPage(_props: ViewProps) {
  const [ui, holder] = useDesktopListUi();
  const perm = useListPermissions(noticeFormSchema.permissionPrefix, CODES);
  const [receipts, setReceipts] = useState<string | null>(null);

  const rowActions = (r: NoticeRecord, ctx: ListPageContext<NoticeRecord>) => {
    const after = (done: boolean) => {
      if (done) void ctx.list.loadData();
    };
    const actions: RowAction<NoticeRecord>[] = [];
    if (isDraft(r) && perm.can('edit'))
      actions.push({ key: 'edit', label: '编辑', placement: 'inline', onClick: ctx.openEdit });
    if (isDraft(r) && perm.has(PERM.notice.publish)) {
      actions.push({
        key: 'publish',
        label: '发布',
        placement: 'inline',
        confirm: NOTICE_TEXT.publishConfirm,
        onClick: async () => after(await runWrite(ui, () => publishNotice(r.id), NOTICE_MESSAGES.published)),
      });
    }
    if (!isDraft(r)) {
      actions.push({
        key: 'receipts',
        label: NOTICE_TEXT.receipts,
        placement: 'inline',
        onClick: () => setReceipts(r.id),
      });
    }
    if (isPublished(r) && perm.has(PERM.notice.publish)) {
      actions.push({
        key: 'revoke',
        label: '撤回',
        confirm: NOTICE_TEXT.revokeConfirm,
        onClick: async () => after(await runWrite(ui, () => revokeNotice(r.id), NOTICE_MESSAGES.revoked)),
      });
    }
    if (isDraft(r) && perm.can('delete')) {
      actions.push({
        key: 'delete',
        label: '删除',
        confirm: '确定删除吗?',
        onClick: (x) => ctx.list.handleDelete(x.id),
      });
    }
    return actions;
  };

  return (
    <ResourceListPage<NoticeRecord>
      schema={noticeFormSchema}
      url={NOTICE_URLS}
      permissionCodes={CODES}
      hideRowActions={['edit', 'delete']}
      rowActions={rowActions}
      columnRender={COLUMN_RENDER}
      renderField={RENDER_FIELD}
      formDefaults={FORM_DEFAULTS}
      formWidth={960}
      loadRecord={loadRecord}
      actionsWidth={240}
    >
      {() => (
        <>
          {holder}
          <ReceiptsDrawer id={receipts} ui={ui} onClose={() => setReceipts(null)} />
        </>
      )}
    </ResourceListPage>
  );
}
