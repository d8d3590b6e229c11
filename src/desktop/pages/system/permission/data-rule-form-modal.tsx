import { Button, Form, Input, Radio, Select, Space, Typography } from 'antd';
import {
  addPermissionRule,
  editPermissionRule,
  type DataRuleForm,
  type DataRuleRecord,
} from '../../../../shared/api/sys/permission-api';
import {
  DATA_RULE_CONDITIONS,
  DATA_RULE_VARIABLES,
  dataRuleSchema,
} from '../../../../shared/domain/resources/data-rule';
import { PERMISSION_STATUS_OPTIONS } from '../../../../shared/domain/resources/permission';
import { findField } from '../../../../shared/domain/resources/types';
import { asyncRules } from '../../../../shared/forms/to-rule';
import { useSaveAction } from '../../../../shared/hooks/use-save-action';
import { useFeedback } from '../../../app/feedback';
import { useFormDraft } from '../../../../shared/hooks/drafts/use-form-draft';
import { DraftBanner } from '../../../widgets/drafts/draft-banner';
import { AppModal } from '../../../widgets/modal/app-modal';

/** What opened the rule form: a new rule of the menu, or a rule to edit. */
export type RuleFormTarget = { mode: 'add' } | { mode: 'edit'; record: DataRuleRecord };

const rulesOf = (key: string) => {
  const rules = findField(dataRuleSchema, key)?.rules ?? [];
  return rules.length > 0 ? [asyncRules(...rules)] : [];
};

const LABEL_COL = { span: 5 } as const;
const WRAPPER_COL = { span: 17 } as const;

/** The current-user variables a rule value may use, as the hint under 规则值. */
export function VariableHint() {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      可使用当前用户变量：
      {DATA_RULE_VARIABLES.map((v, i) => (
        <span key={v.value}>
          {i > 0 && '，'}
          <Typography.Text code>{v.value}</Typography.Text> {v.label}
        </span>
      ))}
      。多个值（在…中）用逗号分隔。
    </Typography.Text>
  );
}

function RuleForm({
  permissionId,
  target,
  onClose,
  onSaved,
}: {
  permissionId: string;
  target: RuleFormTarget;
  onClose(): void;
  onSaved(): void;
}) {
  const [form] = Form.useForm<Omit<DataRuleForm, 'permissionId' | 'id'>>();
  const { message } = useFeedback();
  const record = target.mode === 'edit' ? target.record : null;
  const draft = useFormDraft({ formKey: `dataRule-${permissionId}`, recordId: record?.id ?? null, form });

  const { saving, save } = useSaveAction({
    ui: { warning: (m) => void message.warning(m), success: (m) => void message.success(m) },
    validate: () => form.validateFields(),
    send: (values) => {
      const trimmed = {
        ruleName: values.ruleName.trim(),
        ruleColumn: values.ruleColumn.trim(),
        ruleConditions: values.ruleConditions,
        ruleValue: values.ruleValue.trim(),
        status: values.status,
      };
      return record
        ? editPermissionRule({ ...trimmed, id: record.id, permissionId })
        : addPermissionRule({ ...trimmed, permissionId });
    },
    successMessage: record ? '修改成功!' : '添加成功！',
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
        name="dataRuleForm"
        onValuesChange={draft.changed}
        labelCol={LABEL_COL}
        wrapperCol={WRAPPER_COL}
        initialValues={
          record
            ? {
                ruleName: record.ruleName,
                ruleColumn: record.ruleColumn,
                ruleConditions: record.ruleConditions,
                ruleValue: record.ruleValue,
                status: record.status ?? '1',
              }
            : { status: '1' }
        }
      >
        <Form.Item name="ruleName" label="规则名称" required rules={rulesOf('ruleName')}>
          <Input placeholder="请输入规则名称" />
        </Form.Item>
        <Form.Item
          name="ruleColumn"
          label="规则字段"
          required
          rules={rulesOf('ruleColumn')}
          extra="该菜单所显示数据的字段名（驼峰），如 orgCode、createBy"
        >
          <Input placeholder="请输入规则字段" />
        </Form.Item>
        <Form.Item name="ruleConditions" label="条件规则" required rules={rulesOf('ruleConditions')}>
          <Select
            placeholder="请选择条件规则"
            options={DATA_RULE_CONDITIONS.map((c) => ({ value: c.value, label: c.label }))}
          />
        </Form.Item>
        <Form.Item
          name="ruleValue"
          label="规则值"
          required
          rules={rulesOf('ruleValue')}
          extra={<VariableHint />}
        >
          <Input placeholder="请输入规则值，如 #{sys_org_code}" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Radio.Group options={PERMISSION_STATUS_OPTIONS.map((o) => ({ value: o.value, label: o.label }))} />
        </Form.Item>
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

/** 新增 / 编辑 one data rule of a menu (规则名称, 规则字段, 条件规则, 规则值, 状态). */
export function DataRuleFormModal({
  permissionId,
  target,
  onClose,
  onSaved,
}: {
  permissionId: string;
  target: RuleFormTarget | null;
  onClose(): void;
  onSaved(): void;
}) {
  return (
    <AppModal
      open={target !== null}
      title={target?.mode === 'edit' ? '编辑数据规则' : '新增数据规则'}
      width={700}
      footer={null}
      onCancel={onClose}
      maskClosable={false}
    >
      {target && <RuleForm permissionId={permissionId} target={target} onClose={onClose} onSaved={onSaved} />}
    </AppModal>
  );
}
