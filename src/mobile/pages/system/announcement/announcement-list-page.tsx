import { Button, Selector } from 'antd-mobile';
import {
  ANNOUNCEMENT_ADMIN_TEXT,
  ANNOUNCEMENT_URLS,
  isDraft,
  isPublished,
  queryAnnouncementById,
  releaseAnnouncement,
  revokeAnnouncement,
  userIdsFromWire,
  userIdsToWire,
  type AnnouncementRecord,
} from '../../../../shared/api/sys/announcement-admin-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import {
  ANNOUNCEMENT_MESSAGES,
  MSG_CATEGORY,
  MSG_TYPE,
  announcementSchema,
} from '../../../../shared/domain/resources/announcement';
import type { ResourceSchema } from '../../../../shared/domain/resources/types';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { runWrite } from '../../../../shared/hooks/use-save-action';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { MOBILE_LIST_UI } from '../../../widgets/card-list/mobile-list-ui';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { ResourceFormScreen } from '../../../widgets/card-list/resource-form-screen';
import { RichTextEditorLazy } from '../../../widgets/editors';
import { UserPickerField } from '../../../widgets/pickers/user-picker';
import { AnnouncementDetailScreen } from './announcement-detail-screen';

const CODES = {
  add: PERM.announcement.add,
  edit: PERM.announcement.edit,
  delete: PERM.announcement.delete,
  deleteBatch: PERM.announcement.delete,
};

/** The title is the card's heading, so it is not repeated as a line. */
const cardSchema: ResourceSchema = {
  ...announcementSchema,
  fields: announcementSchema.fields.map((f) => (f.key === 'titile' ? { ...f, card: false } : f)),
};

const OPEN_TYPE_OPTIONS = [
  { value: 'url', label: '链接（url）' },
  { value: 'component', label: '组件（component）' },
];

/** antd-mobile's Selector speaks arrays; the form keeps the single wire value. */
function OpenTypeSelector(props: { value?: string; onChange?: (v: string) => void; disabled?: boolean }) {
  return (
    <Selector
      options={OPEN_TYPE_OPTIONS}
      value={props.value ? [props.value] : []}
      disabled={props.disabled}
      onChange={(v) => props.onChange?.(v[0] ?? '')}
    />
  );
}

const RENDER_FIELD = {
  userIds: () => <UserPickerField storeField="id" aria-label="指定用户" />,
  msgContent: () => <RichTextEditorLazy aria-label="内容" />,
  openType: () => <OpenTypeSelector />,
};

const FORM_DEFAULTS = { msgCategory: MSG_CATEGORY.notice, priority: 'L', msgType: MSG_TYPE.all };

async function loadForEdit(record: AnnouncementRecord): Promise<AnnouncementRecord | null> {
  const res = await queryAnnouncementById(record.id);
  if (!res.success || !res.result) return null;
  return { ...res.result, userIds: userIdsFromWire(res.result.userIds) };
}

/** The wire wants "id1,id2," for 指定用户 and no list for 全体用户. */
function toWireBody(body: Record<string, unknown>): Record<string, unknown> {
  const users = typeof body.userIds === 'string' ? body.userIds : '';
  return { ...body, userIds: body.msgType === MSG_TYPE.user ? userIdsToWire(users) : '' };
}

/**
 * 系统通告 on the phone (a manager on the road publishes): cards with search and 筛选, 发布 on a
 * draft and 撤销 on a published one right on the card (and in 详情), tap → 详情 with the content;
 * 新增 / 编辑 (swipe) / 删除 (swipe) with their permissions.
 */
export default function MobileAnnouncementListPage(_props: ViewProps) {
  const perm = useListPermissions(announcementSchema.permissionPrefix, CODES);

  const actionButtons = (
    r: AnnouncementRecord,
    list: ListPageController<AnnouncementRecord>,
    after?: () => void,
  ) => {
    const run = async (
      confirm: string,
      call: () => Promise<{ success: boolean; message: string }>,
      ok: string,
    ) => {
      if (!(await MOBILE_LIST_UI.confirm({ title: '提示', content: confirm }))) return;
      if (await runWrite(MOBILE_LIST_UI, call, ok)) {
        after?.();
        await list.loadData(1);
      }
    };
    const buttons = [];
    if (isDraft(r) && perm.has(PERM.announcement.release)) {
      buttons.push(
        <Button
          key="release"
          size="small"
          color="primary"
          fill="outline"
          onClick={() =>
            void run(
              ANNOUNCEMENT_ADMIN_TEXT.releaseConfirm,
              () => releaseAnnouncement(r.id),
              ANNOUNCEMENT_MESSAGES.released,
            )
          }
        >
          发布
        </Button>,
      );
    }
    if (isPublished(r) && perm.has(PERM.announcement.revoke)) {
      buttons.push(
        <Button
          key="revoke"
          size="small"
          color="warning"
          fill="outline"
          onClick={() =>
            void run(
              ANNOUNCEMENT_ADMIN_TEXT.revokeConfirm,
              () => revokeAnnouncement(r.id),
              ANNOUNCEMENT_MESSAGES.revoked,
            )
          }
        >
          撤销
        </Button>,
      );
    }
    return buttons.length > 0 ? buttons : null;
  };

  return (
    <ResourceCardList<AnnouncementRecord>
      schema={cardSchema}
      url={ANNOUNCEMENT_URLS}
      permissionCodes={CODES}
      cardTitle={(r) => r.titile}
      cardFooter={(r, { list }) => actionButtons(r, list)}
      formDefaults={FORM_DEFAULTS}
      beforeSubmit={(body, mode, record) => {
        // Swipe 编辑 is offered on every card; only a draft may change (the server says the same).
        if (mode === 'edit' && record && !isDraft(record)) {
          MOBILE_LIST_UI.warning(ANNOUNCEMENT_ADMIN_TEXT.notDraftEdit);
          return false;
        }
        return toWireBody(body);
      }}
      renderForm={(dialog, { list }) =>
        dialog.mode === 'detail' ? (
          <AnnouncementDetailScreen
            record={dialog.record}
            open={dialog.open}
            onClose={dialog.close}
            actions={dialog.record ? actionButtons(dialog.record, list, dialog.close) : null}
          />
        ) : (
          <ResourceFormScreen<AnnouncementRecord>
            schema={announcementSchema}
            dialog={dialog}
            renderField={RENDER_FIELD}
            defaults={FORM_DEFAULTS}
            loadRecord={loadForEdit}
          />
        )
      }
    />
  );
}
