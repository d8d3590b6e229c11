import { Button, Form } from 'antd';
import { editDepart, type DepartTreeNode } from '../../../../shared/api/sys/depart-api';
import { useSaveAction } from '../../../../shared/hooks/use-save-action';
import { useFeedback } from '../../../app/feedback';
import { useFormDraft } from '../../../../shared/hooks/drafts/use-form-draft';
import { DraftBanner } from '../../../widgets/drafts/draft-banner';
import { DepartFormFields, departBody, type DepartFormValues } from './depart-form-fields';

const LABEL_COL = { span: 5 } as const;
const WRAPPER_COL = { span: 16 } as const;

/** 基本信息: the selected department's fields; editable with the 编辑 permission. */
export function DepartInfoTab({
  depart,
  tree,
  canEdit,
  onSaved,
}: {
  depart: DepartTreeNode;
  tree: readonly DepartTreeNode[];
  canEdit: boolean;
  onSaved(): void;
}) {
  const [form] = Form.useForm<DepartFormValues>();
  const { message } = useFeedback();
  const draft = useFormDraft({ formKey: 'depart', recordId: depart.id, enabled: canEdit, form });
  const { saving, save } = useSaveAction({
    ui: { warning: (m) => void message.warning(m), success: (m) => void message.success(m) },
    validate: () => form.validateFields(),
    send: (values) => editDepart(departBody(values, depart.id)),
    successMessage: '修改成功!',
    onDone: () => {
      draft.saved();
      onSaved();
    },
  });

  return (
    <>
      <DraftBanner draft={draft} />
      <Form
        form={form}
        name="departInfo"
        onValuesChange={draft.changed}
        labelCol={LABEL_COL}
        wrapperCol={WRAPPER_COL}
        disabled={!canEdit}
        initialValues={{
          departName: depart.departName,
          parentId: depart.parentId || undefined,
          orgCode: depart.orgCode,
          orgCategory: depart.orgCategory ?? undefined,
          departOrder: depart.departOrder ?? 0,
          mobile: depart.mobile ?? undefined,
          address: depart.address ?? undefined,
          memo: depart.memo ?? undefined,
        }}
      >
        <DepartFormFields form={form} mode="edit" tree={tree} />
        {canEdit && (
          <Form.Item wrapperCol={{ offset: LABEL_COL.span, span: WRAPPER_COL.span }}>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              保存
            </Button>
          </Form.Item>
        )}
      </Form>
    </>
  );
}
