import { useState } from 'react';
import { Tag } from 'antd';
import {
  ANNOUNCEMENT_ADMIN_TEXT,
  ANNOUNCEMENT_URLS,
  isDraft,
  isPublished,
  releaseAnnouncement,
  revokeAnnouncement,
  type AnnouncementRecord,
} from '../../../../shared/api/sys/announcement-admin-api';
import { priorityTag } from '../../../../shared/domain/notify/notice-view';
import { PERM } from '../../../../shared/domain/permission/codes';
import { ANNOUNCEMENT_MESSAGES, announcementSchema } from '../../../../shared/domain/resources/announcement';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { runWrite } from '../../../../shared/hooks/use-save-action';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceListPage, type ListPageContext } from '../../../widgets/list-page/resource-list-page';
import type { RowAction } from '../../../widgets/list-page/row-actions';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { AnnouncementFormModal } from './announcement-form-modal';
import { AnnouncementViewModal } from './announcement-view-modal';

/** Batch delete is the delete right (there is no separate deleteBatch code). */
const CODES = {
  add: PERM.announcement.add,
  edit: PERM.announcement.edit,
  delete: PERM.announcement.delete,
  deleteBatch: PERM.announcement.delete,
};

const COLUMN_RENDER = {
  priority: (_v: unknown, r: AnnouncementRecord) => {
    const tag = priorityTag(r.priority);
    return tag ? <Tag color={tag.color}>{tag.text}</Tag> : (r.priority_dictText ?? r.priority ?? '');
  },
};

/**
 * 系统通告 ('system/SysAnnouncementList'): search by 标题 / 消息类型 / 发布状态 …, 新增 and 编辑 of
 * drafts, 发布 (drafts) pushes to the readers, 撤销 (published) withdraws, 查看, 删除 (logical).
 */
export default function AnnouncementListPage(_props: ViewProps) {
  const [ui, holder] = useDesktopListUi();
  const perm = useListPermissions(announcementSchema.permissionPrefix, CODES);
  const [viewing, setViewing] = useState<AnnouncementRecord | null>(null);

  const rowActions = (r: AnnouncementRecord, ctx: ListPageContext<AnnouncementRecord>) => {
    const after = (done: boolean) => {
      if (done) void ctx.list.loadData();
    };
    const actions: RowAction<AnnouncementRecord>[] = [];
    if (isDraft(r) && perm.has(PERM.announcement.edit))
      actions.push({ key: 'edit', label: '编辑', placement: 'inline', onClick: ctx.openEdit });
    if (isDraft(r) && perm.has(PERM.announcement.release)) {
      actions.push({
        key: 'release',
        label: '发布',
        placement: 'inline',
        confirm: ANNOUNCEMENT_ADMIN_TEXT.releaseConfirm,
        onClick: async () =>
          after(await runWrite(ui, () => releaseAnnouncement(r.id), ANNOUNCEMENT_MESSAGES.released)),
      });
    }
    if (isPublished(r) && perm.has(PERM.announcement.revoke)) {
      actions.push({
        key: 'revoke',
        label: '撤销',
        placement: 'inline',
        confirm: ANNOUNCEMENT_ADMIN_TEXT.revokeConfirm,
        onClick: async () =>
          after(await runWrite(ui, () => revokeAnnouncement(r.id), ANNOUNCEMENT_MESSAGES.revoked)),
      });
    }
    actions.push({ key: 'view', label: '查看', onClick: setViewing });
    if (perm.can('delete')) {
      actions.push({
        key: 'delete',
        label: '删除',
        confirm: '确定删除吗?',
        onClick: () => ctx.list.handleDelete(r.id),
      });
    }
    return actions;
  };

  return (
    <ResourceListPage<AnnouncementRecord>
      schema={announcementSchema}
      url={ANNOUNCEMENT_URLS}
      permissionCodes={CODES}
      hideRowActions={['edit', 'detail', 'delete']}
      rowActions={rowActions}
      columnRender={COLUMN_RENDER}
      actionsWidth={200}
      renderForm={(dialog) => <AnnouncementFormModal dialog={dialog} />}
    >
      {() => (
        <>
          {holder}
          <AnnouncementViewModal record={viewing} onClose={() => setViewing(null)} />
        </>
      )}
    </ResourceListPage>
  );
}
