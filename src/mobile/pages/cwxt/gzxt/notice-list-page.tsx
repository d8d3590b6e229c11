import { useState } from 'react';
import { Checkbox, Space } from 'antd-mobile';
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
import { usePlantOptions } from '../../../../shared/api/cwxt/plant-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { NOTICE_MESSAGES, NOTICE_TYPE, noticeFormSchema } from '../../../../shared/domain/resources/notice';
import type { ResourceSchema } from '../../../../shared/domain/resources/types';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { runWrite } from '../../../../shared/hooks/use-save-action';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { MOBILE_LIST_UI } from '../../../widgets/card-list/mobile-list-ui';
import { ResourceCardList, type CardAction } from '../../../widgets/card-list/resource-card-list';
import { RichTextEditorLazy } from '../../../widgets/editors';
import { MobileFileUpload } from '../../../widgets/upload/file-upload';
import { ReceiptsScreen } from './receipts-screen';

const CODES = {
  add: PERM.notice.add,
  edit: PERM.notice.edit,
  delete: PERM.notice.delete,
  deleteBatch: PERM.notice.delete,
};

/** The title is the card's heading, so it is not repeated as a line. */
const cardSchema: ResourceSchema = {
  ...noticeFormSchema,
  fields: noticeFormSchema.fields.map((f) => (f.key === 'title' ? { ...f, card: false } : f)),
};

/** 接收电厂 as checkboxes (a comma list of plant ids). */
function PlantChecks({
  value,
  onChange,
}: {
  value?: string | null;
  onChange?: (v: string | undefined) => void;
}) {
  const { options } = usePlantOptions();
  const chosen = value ? value.split(',') : [];
  return (
    <Checkbox.Group
      value={chosen}
      onChange={(list) => onChange?.(list.length ? (list as string[]).join(',') : undefined)}
    >
      <Space direction="vertical" aria-label="接收电厂">
        {options.map((o) => (
          <Checkbox key={o.value} value={o.value}>
            {o.label}
          </Checkbox>
        ))}
      </Space>
    </Checkbox.Group>
  );
}

const RENDER_FIELD = {
  targetPlantIds: () => <PlantChecks />,
  attachments: () => <MobileFileUpload bizPath="notice" label="附件" />,
  content: () => <RichTextEditorLazy aria-label="正文" />,
};

const FORM_DEFAULTS = { noticeType: NOTICE_TYPE.notice, targetAll: 'N', content: '' };

async function loadRecord(record: NoticeRecord): Promise<NoticeRecord | null> {
  const res = await queryNoticeById(record.id);
  return res.success ? { ...record, ...res.result } : null;
}

/**
 * 通知公文 on the phone: cards (类型, 截止, 状态, 已读, 已回复); swipe 发布 / 撤回 / 回执 (and 编辑 /
 * 删除, which the server allows on drafts only); floating 新增 with the full-screen form.
 */
export default function MobileNoticeListPage(_props: ViewProps) {
  const perm = useListPermissions(noticeFormSchema.permissionPrefix, CODES);
  const [receipts, setReceipts] = useState<string | null>(null);
  return (
    <ResourceCardList<NoticeRecord>
      schema={cardSchema}
      url={NOTICE_URLS}
      permissionCodes={CODES}
      cardTitle={(r) => r.title}
      renderField={RENDER_FIELD}
      formDefaults={FORM_DEFAULTS}
      loadRecord={loadRecord}
      cardActions={(r, { list }) => {
        const actions: CardAction<NoticeRecord>[] = [];
        const after = async (done: boolean) => {
          if (done) await list.loadData(1);
        };
        if (isDraft(r) && perm.has(PERM.notice.publish))
          actions.push({
            key: 'publish',
            text: '发布',
            color: 'success',
            confirm: NOTICE_TEXT.publishConfirm,
            onClick: async () =>
              after(await runWrite(MOBILE_LIST_UI, () => publishNotice(r.id), NOTICE_MESSAGES.published)),
          });
        if (!isDraft(r))
          actions.push({
            key: 'receipts',
            text: NOTICE_TEXT.receipts,
            color: 'primary',
            onClick: () => setReceipts(r.id),
          });
        if (isPublished(r) && perm.has(PERM.notice.publish))
          actions.push({
            key: 'revoke',
            text: '撤回',
            color: 'warning',
            confirm: NOTICE_TEXT.revokeConfirm,
            onClick: async () =>
              after(await runWrite(MOBILE_LIST_UI, () => revokeNotice(r.id), NOTICE_MESSAGES.revoked)),
          });
        return actions;
      }}
    >
      {() => <ReceiptsScreen id={receipts} onClose={() => setReceipts(null)} />}
    </ResourceCardList>
  );
}
