import { useCallback, useMemo, useRef } from 'react';
import { FEEDBACK_URLS, type FeedbackRecord } from '../../../../shared/api/cwxt/feedback-api';
import { usePlantOptions } from '../../../../shared/api/cwxt/plant-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { feedbackFormSchema } from '../../../../shared/domain/resources/feedback';
import type { ResourceSchema } from '../../../../shared/domain/resources/types';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { ResourceFormScreen } from '../../../widgets/card-list/resource-form-screen';
import { MobileFileUpload } from '../../../widgets/upload/file-upload';
import { PlantPicker } from '../shared/plant-picker';
import { FeedbackThreadScreen } from './feedback-thread-screen';

const CODES = {
  add: PERM.feedback.add,
  delete: PERM.feedback.delete,
  deleteBatch: PERM.feedback.delete,
  // Items are never edited (the thread carries everything said after the report): a code no
  // role is granted keeps the card's 编辑 swipe away.
  edit: 'cwxt:feedback:__none__',
};

const RENDER_FIELD = {
  // Shown only to users of several plants (see the schema below).
  plantId: () => <PlantPicker label="电厂" />,
  attachments: () => <MobileFileUpload bizPath="feedback" label="附件" />,
};

/**
 * 信息反馈 on the phone: cards (电厂, 类别, 状态, 提交时间) with search and 筛选; floating 新增 opens
 * the report form (photos from the camera); a tap opens the full-screen thread with the reply box.
 */
export default function MobileFeedbackListPage(_props: ViewProps) {
  const listRef = useRef<ListPageController<FeedbackRecord>>(null);
  const reload = useCallback(() => void listRef.current?.loadData(1), []);
  const { options } = usePlantOptions();
  const several = options.length > 1;
  const schema: ResourceSchema = useMemo(
    () => ({
      ...feedbackFormSchema,
      fields: feedbackFormSchema.fields.map((f) => {
        if (f.key === 'title') return { ...f, card: false };
        // A user of one plant reports for it without choosing (the server takes their only plant).
        if (f.key === 'plantId') return { ...f, search: undefined, form: several ? f.form : false };
        return f;
      }),
    }),
    [several],
  );
  return (
    <ResourceCardList<FeedbackRecord>
      schema={schema}
      url={FEEDBACK_URLS}
      permissionCodes={CODES}
      listRef={listRef}
      cardTitle={(r) => r.title}
      renderField={RENDER_FIELD}
      formDefaults={{ category: 'problem' }}
      renderForm={(dialog) =>
        dialog.mode === 'detail' ? (
          <FeedbackThreadScreen
            id={dialog.open && dialog.record ? dialog.record.id : null}
            onClose={dialog.close}
            onChanged={reload}
          />
        ) : (
          <ResourceFormScreen<FeedbackRecord>
            schema={schema}
            dialog={dialog}
            renderField={RENDER_FIELD}
            defaults={{ category: 'problem' }}
          />
        )
      }
    />
  );
}
