import { useState } from 'react';
import { Alert, Button, Divider, Drawer, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deletePermissionRule,
  permissionQueryKeys,
  queryPermissionRule,
  type DataRuleRecord,
  type PermissionRecord,
} from '../../../../shared/api/sys/permission-api';
import {
  DATA_RULE_CONDITION_LABELS,
  toDataRuleConditionCode,
  type OfferedDataRuleCondition,
} from '../../../../shared/domain/query/data-rule-conditions';
import { runWrite } from '../../../../shared/hooks/use-save-action';
import { useFeedback } from '../../../app/feedback';
import { DataRuleFormModal, VariableHint, type RuleFormTarget } from './data-rule-form-modal';

function conditionLabel(raw: string): string {
  const code = toDataRuleConditionCode(raw ?? '');
  return code && code in DATA_RULE_CONDITION_LABELS
    ? DATA_RULE_CONDITION_LABELS[code as OfferedDataRuleCondition]
    : raw;
}

function RuleList({ menu, canEdit }: { menu: PermissionRecord; canEdit: boolean }) {
  const { message } = useFeedback();
  const feedbackUi = {
    warning: (m: string) => void message.warning(m),
    success: (m: string) => void message.success(m),
  };
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<{ ruleName?: string; ruleValue?: string }>({});
  const [form] = Form.useForm<{ ruleName?: string; ruleValue?: string }>();
  const [target, setTarget] = useState<RuleFormTarget | null>(null);
  const rules = useQuery({
    queryKey: [...permissionQueryKeys.rules(menu.id), search],
    queryFn: async () => {
      const res = await queryPermissionRule({ permissionId: menu.id, ...search });
      if (!res.success) throw new Error(res.message);
      return res.result ?? [];
    },
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: permissionQueryKeys.rules(menu.id) });

  const remove = async (rule: DataRuleRecord) => {
    if (await runWrite(feedbackUi, () => deletePermissionRule(rule.id), '删除成功!')) reload();
  };

  const columns: TableColumnsType<DataRuleRecord> = [
    { title: '规则名称', dataIndex: 'ruleName', key: 'ruleName' },
    { title: '规则字段', dataIndex: 'ruleColumn', key: 'ruleColumn' },
    {
      title: '条件规则',
      dataIndex: 'ruleConditions',
      key: 'ruleConditions',
      render: (v: string) => conditionLabel(v),
    },
    { title: '规则值', dataIndex: 'ruleValue', key: 'ruleValue' },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      render: (v: string) => (v === '1' ? <Tag color="green">有效</Tag> : <Tag>无效</Tag>),
    },
  ];
  if (canEdit) {
    columns.push({
      title: '操作',
      key: '__actions',
      width: 120,
      render: (_: unknown, rule) => (
        <span>
          <a role="button" tabIndex={0} onClick={() => setTarget({ mode: 'edit', record: rule })}>
            编辑
          </a>
          <Divider orientation="vertical" />
          <Popconfirm title="确定删除吗?" okText="确定" cancelText="取消" onConfirm={() => void remove(rule)}>
            <a role="button" tabIndex={0}>
              删除
            </a>
          </Popconfirm>
        </span>
      ),
    });
  }

  return (
    <>
      <Form
        form={form}
        name="dataRuleSearch"
        layout="inline"
        role="search"
        aria-label="规则查询"
        onFinish={(v) =>
          setSearch({
            ruleName: v.ruleName?.trim() || undefined,
            ruleValue: v.ruleValue?.trim() || undefined,
          })
        }
        style={{ marginBottom: 12 }}
      >
        <Form.Item name="ruleName" label="规则名称">
          <Input allowClear placeholder="请输入规则名称" />
        </Form.Item>
        <Form.Item name="ruleValue" label="规则值">
          <Input allowClear placeholder="请输入规则值" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setSearch({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form>
      {canEdit && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setTarget({ mode: 'add' })}
          style={{ marginBottom: 12 }}
        >
          新增
        </Button>
      )}
      {rules.isError && (
        <Alert type="error" showIcon title={rules.error.message} style={{ marginBottom: 12 }} />
      )}
      <Table<DataRuleRecord>
        rowKey="id"
        size="small"
        bordered
        columns={columns}
        dataSource={rules.data ?? []}
        loading={rules.isFetching}
        pagination={false}
      />
      <Alert type="info" style={{ marginTop: 12 }} title={<VariableHint />} />
      <DataRuleFormModal
        permissionId={menu.id}
        target={target}
        onClose={() => setTarget(null)}
        onSaved={reload}
      />
    </>
  );
}

/** 数据规则 of one menu: the rules roles may choose for it (list, search, add, edit, delete). */
export function DataRuleDrawer({
  menu,
  canEdit,
  onClose,
}: {
  menu: PermissionRecord | null;
  canEdit: boolean;
  onClose(): void;
}) {
  return (
    <Drawer
      title={menu ? `数据规则：${menu.name}` : '数据规则'}
      open={menu !== null}
      onClose={onClose}
      size={900}
      destroyOnHidden
    >
      {menu && <RuleList menu={menu} canEdit={canEdit} />}
    </Drawer>
  );
}
