import { useState } from 'react';
import { Alert, Button, Col, Form, Input, Row, Select, Space, Table, Tree } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  pickerQueryKeys,
  queryPickerDepartTree,
  type PickerUserRecord,
} from '../../../shared/api/sys/picker-api';
import type { DepartTreeNode } from '../../../shared/api/sys/depart-api';
import { useDictOptions } from '../../../shared/dict/use-dict-options';
import {
  DEFAULT_STORE_FIELD,
  PICKER_TEXTS,
  PICKER_WIDTH,
  USER_PICKER_COLUMNS,
  pickerCellText,
  userLabel,
} from '../../../shared/domain/widgets/pickers/picker-config';
import { valueLabels, type PickerMode } from '../../../shared/domain/widgets/pickers/selection';
import { useUserPickerList } from '../../../shared/hooks/pickers/use-picker-lists';
import { usePickerSelection } from '../../../shared/hooks/pickers/use-picker-selection';
import { AppModal } from '../modal/app-modal';
import { pickerTableProps } from './picker-table';
import { SelectionFooter } from './selection-footer';

export interface UserPickerModalProps {
  open: boolean;
  /** 1200 by default; 1250 when opened from a grid cell (spec 001 §9). */
  width?: number;
  title?: string;
  /** Multi selection unless 'single' (only the newly checked user is kept). */
  mode?: PickerMode;
  /** The user field the value holds (default username). */
  storeField?: string;
  /** The stored value the picker opens with (comma list of store-field values). */
  value?: string;
  /** Records already known for the value (their labels show at once). */
  known?: readonly PickerUserRecord[];
  onOk(value: string, records: PickerUserRecord[]): void;
  onCancel(): void;
}

interface TreeItem {
  key: string;
  title: string;
  children?: TreeItem[];
}

const toTree = (nodes: readonly DepartTreeNode[]): TreeItem[] =>
  nodes.map((n) => ({
    key: n.id,
    title: n.title || n.departName,
    children: n.children ? toTree(n.children) : undefined,
  }));

interface FilterValues {
  username?: string;
  sex?: string;
}

function PickerBody(
  props: Required<Pick<UserPickerModalProps, 'mode' | 'storeField'>> & UserPickerModalProps,
) {
  const { mode, storeField } = props;
  const list = useUserPickerList(true);
  const sel = usePickerSelection<PickerUserRecord>({
    mode,
    storeField,
    initialValue: props.value,
    known: props.known,
  });
  const departs = useQuery({ queryKey: pickerQueryKeys.departs(), queryFn: queryPickerDepartTree });
  const { options: sexOptions } = useDictOptions('sex');
  const [form] = Form.useForm<FilterValues>();
  const [depart, setDepart] = useState<string | undefined>();

  const columns: TableColumnsType<PickerUserRecord> = USER_PICKER_COLUMNS.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    sorter: c.sortable === true,
    ellipsis: true,
    render: (_: unknown, record: PickerUserRecord) => pickerCellText(record, c.key),
  }));

  const onTableChange: TableProps<PickerUserRecord>['onChange'] = (pagination, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const order = s?.order === 'ascend' ? 'asc' : s?.order === 'descend' ? 'desc' : undefined;
    list.changeSort(order ? String(s?.columnKey ?? s?.field) : undefined, order);
    list.changePage(pagination.current ?? 1, pagination.pageSize);
  };

  const search = (v: FilterValues) => list.search({ username: v.username, sex: v.sex });

  const reset = () => {
    form.resetFields();
    setDepart(undefined);
    list.reset();
  };

  const labels = valueLabels(sel.selection.keys, sel.selection.records, userLabel);
  const confirm = () => {
    const { value, records } = sel.result();
    props.onOk(value, records);
  };

  return (
    <>
      <Row gutter={12}>
        <Col span={6}>
          <div role="group" aria-label={PICKER_TEXTS.departTree} style={{ maxHeight: 520, overflow: 'auto' }}>
            <Button
              type={depart ? 'link' : 'text'}
              size="small"
              onClick={() => {
                setDepart(undefined);
                list.setDepart(undefined);
              }}
            >
              {PICKER_TEXTS.allDeparts}
            </Button>
            {departs.data && (
              <Tree<TreeItem>
                treeData={toTree(departs.data ?? [])}
                selectedKeys={depart ? [depart] : []}
                defaultExpandAll
                onSelect={(keys) => {
                  const id = keys[0] === undefined ? undefined : String(keys[0]);
                  setDepart(id);
                  list.setDepart(id);
                }}
              />
            )}
          </div>
        </Col>
        <Col span={18}>
          <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 12, rowGap: 8 }}>
            <Form.Item name="username" label={PICKER_TEXTS.username}>
              <Input allowClear maxLength={100} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="sex" label={PICKER_TEXTS.sex}>
              <Select
                allowClear
                style={{ width: 100 }}
                options={sexOptions.map((o) => ({ value: o.value, label: o.text }))}
              />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {PICKER_TEXTS.search}
              </Button>
              <Button onClick={reset}>{PICKER_TEXTS.reset}</Button>
            </Space>
          </Form>
          {list.error && <Alert type="warning" showIcon title={list.error} style={{ marginBottom: 12 }} />}
          <Table<PickerUserRecord>
            size="small"
            columns={columns}
            locale={{ emptyText: PICKER_TEXTS.empty }}
            {...pickerTableProps(list, sel, mode, storeField)}
            onChange={onTableChange}
          />
        </Col>
      </Row>
      <SelectionFooter
        keys={sel.selection.keys}
        labels={labels}
        onRemove={sel.remove}
        onCancel={props.onCancel}
        onOk={confirm}
      />
    </>
  );
}

/**
 * 选择用户 (spec 001 §2): department tree on the left, filters 用户账号 / 性别 / 生日, the users
 * of the tenant (newest first, paged 10/20/30, sortable), single or multi selection. 确定 hands
 * back the store-field value (comma-joined) and the chosen users; an empty choice clears.
 */
export function UserPickerModal(props: UserPickerModalProps) {
  const mode = props.mode ?? 'multi';
  const storeField = props.storeField ?? DEFAULT_STORE_FIELD.user;
  return (
    <AppModal
      open={props.open}
      title={props.title ?? PICKER_TEXTS.userTitle}
      width={props.width ?? PICKER_WIDTH}
      footer={null}
      onCancel={props.onCancel}
      mask={{ closable: false }}
    >
      {props.open && <PickerBody {...props} mode={mode} storeField={storeField} />}
    </AppModal>
  );
}
