import { Button, Form, Space } from 'antd';
import { addDepart, type DepartTreeNode } from '../../../../shared/api/sys/depart-api';
import { useSaveAction } from '../../../../shared/hooks/use-save-action';
import { useFeedback } from '../../../app/feedback';
import { useFormDraft } from '../../../../shared/hooks/drafts/use-form-draft';
import { DraftBanner } from '../../../widgets/drafts/draft-banner';
import { AppModal } from '../../../widgets/modal/app-modal';
import { DepartFormFields, departBody, type DepartFormValues } from './depart-form-fields';

const LABEL_COL = { span: 5 } as const;
const WRAPPER_COL = { span: 16 } as const;

function AddForm({
  parent,
  tree,
  onClose,
  onSaved,
}: {
  parent: DepartTreeNode | null;
  tree: readonly DepartTreeNode[];
  onClose(): void;
  onSaved(): void;
}) {
  const [form] = Form.useForm<DepartFormValues>();
  const { message } = useFeedback();
  const draft = useFormDraft({ formKey: `depart-under-${parent?.id ?? 'root'}`, form });
  const { saving, save } = useSaveAction({
    ui: { warning: (m) => void message.warning(m), success: (m) => void message.success(m) },
    validate: () => form.validateFields(),
    send: (values) => addDepart(departBody(values)),
    successMessage: '添加成功！',
    onDone: () => {
      draft.saved();
      onSaved();
      onClose();
    },
  });

  return (
    <>
      <DraftBanner draft={draft} />
      <Form
        form={form}
        name="departAdd"
        onValuesChange={draft.changed}
        labelCol={LABEL_COL}
        wrapperCol={WRAPPER_COL}
        initialValues={{
          parentId: parent?.id ?? undefined,
          orgCategory: parent ? '2' : '1',
          departOrder: 0,
        }}
      >
        <DepartFormFields form={form} mode="add" tree={tree} />
      </Form>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          确定
        </Button>
      </Space>
    </>
  );
}

/** 添加一级部门 / 添加下级: a new department, under `parent` when given. */
export function DepartAddModal({
  open,
  parent,
  tree,
  onClose,
  onSaved,
}: {
  open: boolean;
  parent: DepartTreeNode | null;
  tree: readonly DepartTreeNode[];
  onClose(): void;
  onSaved(): void;
}) {
  return (
    <AppModal
      open={open}
      title={parent ? `添加下级：${parent.departName}` : '添加一级部门'}
      width={800}
      footer={null}
      onCancel={onClose}
      maskClosable={false}
    >
      {open && <AddForm parent={parent} tree={tree} onClose={onClose} onSaved={onSaved} />}
    </AppModal>
  );
}
