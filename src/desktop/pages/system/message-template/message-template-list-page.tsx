import { useState } from 'react';
import {
  MESSAGE_TEMPLATE_URLS,
  type MessageTemplateRecord,
} from '../../../../shared/api/sys/message-template-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { messageTemplateSchema } from '../../../../shared/domain/resources/message-template';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { SendTestModal } from './send-test-modal';
import { TemplateFormModal } from './template-form-modal';

const CODES = {
  add: PERM.messageTemplate.add,
  edit: PERM.messageTemplate.edit,
  delete: PERM.messageTemplate.delete,
  deleteBatch: PERM.messageTemplate.delete,
};

const CONTENT_PREVIEW = 40;

const COLUMN_RENDER = {
  // Long (or HTML) bodies would stretch the table: a plain-text preview, the whole text on hover.
  templateContent: (v: unknown) => {
    const full = typeof v === 'string' ? v : '';
    const short = full.length > CONTENT_PREVIEW ? `${full.slice(0, CONTENT_PREVIEW)}…` : full;
    return <span title={full}>{short}</span>;
  },
};

/** 消息模板 ('modules/message/SysMessageTemplateList'): templates with ${name} placeholders, 发送测试. */
export default function MessageTemplateListPage(_props: ViewProps) {
  const [ui, holder] = useDesktopListUi();
  const perm = useListPermissions(messageTemplateSchema.permissionPrefix, CODES);
  const [testing, setTesting] = useState<MessageTemplateRecord | null>(null);

  return (
    <ResourceListPage<MessageTemplateRecord>
      schema={messageTemplateSchema}
      url={MESSAGE_TEMPLATE_URLS}
      permissionCodes={CODES}
      columnRender={COLUMN_RENDER}
      rowActions={() =>
        perm.has(PERM.messageTemplate.send) ? [{ key: 'send', label: '发送测试', onClick: setTesting }] : []
      }
      renderForm={(dialog) => <TemplateFormModal dialog={dialog} />}
    >
      {() => (
        <>
          {holder}
          <SendTestModal template={testing} ui={ui} onClose={() => setTesting(null)} />
        </>
      )}
    </ResourceListPage>
  );
}
