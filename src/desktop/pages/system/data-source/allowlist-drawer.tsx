import { useCallback, useEffect, useState } from 'react';
import { Button, Drawer, Form, Input, Popconfirm, Space, Table } from 'antd';
import {
  addAllowEntry,
  deleteAllowEntry,
  listAllowEntries,
  type AllowEntryRecord,
} from '../../../../shared/api/sys/data-source-api';
import { DATA_SOURCE_MESSAGES as M } from '../../../../shared/domain/resources/data-source';
import { validateRequired } from '../../../../shared/domain/validation/rules';
import { asyncRules } from '../../../../shared/forms/to-rule';
import { useFeedback } from '../../../app/feedback';

/**
 * 地址白名单: the hosts, addresses and CIDR blocks data sources and gateway routes may reach
 * although they are loopback or private. Everything else private stays refused.
 */
export function AllowlistDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<{ host: string; remark?: string }>();
  const [rows, setRows] = useState<AllowEntryRecord[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await listAllowEntries();
      if (res.success) setRows(Array.isArray(res.result?.records) ? res.result.records : []);
      else void message.warning(res.message);
    } catch {
      // shown by the HTTP layer
    } finally {
      setLoading(false);
    }
  }, [message]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const add = async () => {
    let values: { host: string; remark?: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const res = await addAllowEntry({ host: values.host.trim(), remark: values.remark ?? '' });
      if (res.success) {
        void message.success(res.message || M.added);
        form.resetFields();
        await load();
      } else void message.warning(res.message);
    } catch {
      // shown by the HTTP layer
    } finally {
      setSaving(false);
    }
  };

  const remove = async (id: string) => {
    try {
      const res = await deleteAllowEntry(id);
      if (res.success) {
        void message.success(res.message || M.deleted);
        await load();
      } else void message.warning(res.message);
    } catch {
      // shown by the HTTP layer
    }
  };

  return (
    <Drawer title="地址白名单" open={open} onClose={onClose} size={640} destroyOnHidden>
      <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.55)' }}>
        回环、内网、链路本地等地址默认不可访问；在此加入的主机名、IP 或网段（如
        10.0.0.0/8）可供数据源和网关路由访问。
      </p>
      <Form form={form} layout="inline" name="allowlist-form" style={{ marginBottom: 16 }}>
        <Form.Item name="host" label="地址" rules={[asyncRules(validateRequired(M.allowHostRequired))]}>
          <Input placeholder="主机名、IP 或 CIDR" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input style={{ width: 140 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" loading={saving} onClick={() => void add()}>
            添加
          </Button>
        </Form.Item>
      </Form>
      <Table<AllowEntryRecord>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: '主机 / IP / 网段', dataIndex: 'host' },
          { title: '备注', dataIndex: 'remark' },
          { title: '创建时间', dataIndex: 'createTime', width: 170 },
          {
            title: '操作',
            key: 'action',
            width: 80,
            render: (_: unknown, record) => (
              <Space>
                <Popconfirm title="确定删除吗?" onConfirm={() => void remove(record.id)}>
                  <Button type="link" size="small" aria-label={`删除 ${record.host}`}>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
