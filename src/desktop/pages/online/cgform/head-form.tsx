import { Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import type { HeadValues } from '../../../../shared/domain/online/design-body';
import { FORM_TEMPLATE_OPTIONS, RELATION_OPTIONS, TABLE_TYPE_OPTIONS, THEME_OPTIONS } from './design-labels';

const YES_NO = [
  { value: 'N', label: '否' },
  { value: 'Y', label: '是' },
];

/** 表信息: names, type, tree settings, sub-table relation, style and columns. */
export function HeadForm({ form, fieldNames }: { form: FormInstance<HeadValues>; fieldNames: string[] }) {
  const tableType = Form.useWatch('tableType', form);
  const isTree = Form.useWatch('isTree', form);
  return (
    <Form<HeadValues> form={form} name="cgform-head" labelCol={{ span: 4 }} wrapperCol={{ span: 18 }}>
      <Form.Item name="tableName" label="表名" required extra="小写字母开头，只含小写字母、数字和下划线">
        <Input placeholder="请输入表名" />
      </Form.Item>
      <Form.Item name="tableTxt" label="表描述" required>
        <Input placeholder="请输入表描述" />
      </Form.Item>
      <Form.Item name="tableType" label="表类型">
        <Select aria-label="表类型" options={TABLE_TYPE_OPTIONS} />
      </Form.Item>
      {tableType === 1 && (
        <Form.Item name="isTree" label="树形">
          <Select aria-label="树形" options={YES_NO} />
        </Form.Item>
      )}
      {tableType === 1 && isTree === 'Y' && (
        <>
          <Form.Item label="父ID字段" extra="树形表单的父级字段固定为 pid，是否有子节点字段固定为 has_child">
            <Input aria-label="父ID字段" value="pid" disabled />
          </Form.Item>
          <Form.Item name="treeFieldname" label="显示字段">
            <Select
              aria-label="显示字段"
              placeholder="请选择树节点显示的文本字段"
              options={fieldNames.filter((n) => n !== '').map((n) => ({ value: n, label: n }))}
            />
          </Form.Item>
        </>
      )}
      {tableType === 3 && (
        <>
          <Form.Item name="relationType" label="映射关系">
            <Select aria-label="映射关系" options={RELATION_OPTIONS} />
          </Form.Item>
          <Form.Item name="tabOrderNum" label="附表序号">
            <InputNumber min={0} precision={0} />
          </Form.Item>
        </>
      )}
      <Form.Item name="themeTemplate" label="表单风格">
        <Select aria-label="表单风格" options={THEME_OPTIONS} />
      </Form.Item>
      <Form.Item name="formTemplate" label="表单列数">
        <Select aria-label="表单列数" options={FORM_TEMPLATE_OPTIONS} />
      </Form.Item>
    </Form>
  );
}
