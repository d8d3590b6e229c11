import { useMemo } from 'react';
import { Button, Form, Input, InputNumber, Radio, Space, Switch, TreeSelect } from 'antd';
import type { FormRule } from 'antd';
import {
  addPermission,
  editPermission,
  type PermissionForm,
  type PermissionRecord,
} from '../../../../shared/api/sys/permission-api';
import {
  MENU_TYPE,
  MENU_TYPE_OPTIONS,
  PERMISSION_STATUS_OPTIONS,
  PERMS_TYPE_OPTIONS,
  validateMenuByType,
} from '../../../../shared/domain/resources/permission';
import { useSaveAction } from '../../../../shared/hooks/use-save-action';
import { useFeedback } from '../../../app/feedback';
import { useFormDraft } from '../../../../shared/hooks/drafts/use-form-draft';
import { DraftBanner } from '../../../widgets/drafts/draft-banner';
import { AppModal } from '../../../widgets/modal/app-modal';
import { byTypeRule, initialMenuValues, menuBody, schemaRules, type MenuFormValues } from './menu-form-rules';

/** What opened the form: a new top menu, a child of `parent`, or an existing record. */
export type MenuFormTarget =
  { mode: 'add'; parent: PermissionRecord | null } | { mode: 'edit'; record: PermissionRecord };

interface ParentOption {
  value: string;
  title: string;
  children: ParentOption[];
}

/** Menus that may be a parent: never a button, never the edited menu or anything below it. */
function parentOptions(records: readonly PermissionRecord[], excludeId: string | null): ParentOption[] {
  return records
    .filter((r) => Number(r.menuType) !== MENU_TYPE.button && r.id !== excludeId)
    .map((r) => ({ value: r.id, title: r.name, children: parentOptions(r.children ?? [], excludeId) }));
}

const LABEL_COL = { span: 5 } as const;
const WRAPPER_COL = { span: 16 } as const;

function MenuForm({
  target,
  tree,
  onClose,
  onSaved,
}: {
  target: MenuFormTarget;
  tree: readonly PermissionRecord[];
  onClose(): void;
  onSaved(): void;
}) {
  const [form] = Form.useForm<MenuFormValues>();
  const { message } = useFeedback();
  const record = target.mode === 'edit' ? target.record : null;
  const draft = useFormDraft({
    formKey: target.mode === 'add' ? `menu-under-${target.parent?.id ?? 'root'}` : 'menu',
    recordId: record?.id ?? null,
    form,
  });
  const initial = useMemo(
    () =>
      initialMenuValues(record, {
        // 添加下级 adds a sub-menu under the clicked menu (JeecgBoot's handleAddSub).
        menuType: target.mode === 'add' && target.parent ? MENU_TYPE.subMenu : MENU_TYPE.topMenu,
        parentId: target.mode === 'add' ? (target.parent?.id ?? null) : null,
      }),
    [record, target],
  );
  const menuType = Number(Form.useWatch('menuType', form) ?? initial.menuType);
  const external = Form.useWatch('internalOrExternal', form) === true;
  const isButton = menuType === MENU_TYPE.button;
  const parents = useMemo(() => parentOptions(tree, record?.id ?? null), [tree, record]);
  const values = () => form.getFieldsValue(true) as MenuFormValues;
  const typeRule = (field: Parameters<typeof byTypeRule>[1]): FormRule => byTypeRule(values, field);

  const { saving, save } = useSaveAction<MenuFormValues>({
    ui: { warning: (m) => void message.warning(m), success: (m) => void message.success(m) },
    validate: async () => {
      await form.validateFields();
      return values();
    },
    check: validateMenuByType,
    send: (all) => {
      const body = menuBody(all, record?.id) as unknown as PermissionForm;
      return record ? editPermission(body) : addPermission(body);
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
        name="menuForm"
        labelCol={LABEL_COL}
        wrapperCol={WRAPPER_COL}
        initialValues={initial}
        onValuesChange={draft.changed}
      >
        <Form.Item name="menuType" label="菜单类型">
          <Radio.Group
            options={MENU_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
            // Switching the type re-checks the fields that depend on it.
            onChange={() =>
              void form.validateFields(['parentId', 'url', 'component', 'perms']).catch(() => undefined)
            }
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={isButton ? '按钮/权限' : '菜单名称'}
          required
          rules={schemaRules('name')}
        >
          <Input placeholder={isButton ? '请输入按钮/权限名称' : '请输入菜单名称'} />
        </Form.Item>
        {menuType !== MENU_TYPE.topMenu && (
          <Form.Item name="parentId" label="上级菜单" required rules={[typeRule('parentId')]}>
            <TreeSelect
              treeData={parents}
              placeholder="请选择上级菜单"
              showSearch
              treeNodeFilterProp="title"
              treeDefaultExpandAll
              allowClear
            />
          </Form.Item>
        )}
        {isButton ? (
          <>
            <Form.Item
              name="perms"
              label="授权标识"
              required
              rules={[typeRule('perms'), ...schemaRules('perms')]}
              extra="多个用逗号分隔，如：user:list,user:add"
            >
              <Input placeholder="请输入授权标识，如：system:user:add" />
            </Form.Item>
            <Form.Item name="permsType" label="授权策略">
              <Radio.Group options={PERMS_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="url" label="菜单路径" required rules={[typeRule('url'), ...schemaRules('url')]}>
              <Input placeholder={external ? '请输入以http://或https://开头的地址' : '请输入菜单路径'} />
            </Form.Item>
            <Form.Item
              name="component"
              label="前端组件"
              required={!external}
              rules={[typeRule('component'), ...schemaRules('component')]}
            >
              <Input placeholder="请输入前端组件，如：system/UserList" />
            </Form.Item>
            <Form.Item name="componentName" label="组件名称" rules={schemaRules('componentName')}>
              <Input placeholder="请输入组件名称" />
            </Form.Item>
            {menuType === MENU_TYPE.topMenu && (
              <Form.Item name="redirect" label="默认跳转地址" rules={schemaRules('redirect')}>
                <Input placeholder="请输入路由参数 redirect" />
              </Form.Item>
            )}
            <Form.Item name="icon" label="菜单图标" rules={schemaRules('icon')}>
              <Input placeholder="请输入图标名称，如：user" />
            </Form.Item>
          </>
        )}
        <Form.Item name="sortNo" label="排序">
          <InputNumber placeholder="请输入菜单排序" style={{ width: 200 }} />
        </Form.Item>
        {!isButton && (
          <>
            <Form.Item name="route" label="是否路由" valuePropName="checked">
              <Switch checkedChildren="是" unCheckedChildren="否" />
            </Form.Item>
            <Form.Item name="hidden" label="隐藏路由" valuePropName="checked">
              <Switch checkedChildren="是" unCheckedChildren="否" />
            </Form.Item>
            <Form.Item name="keepAlive" label="是否缓存路由" valuePropName="checked">
              <Switch checkedChildren="是" unCheckedChildren="否" />
            </Form.Item>
            <Form.Item name="alwaysShow" label="聚合路由" valuePropName="checked">
              <Switch checkedChildren="是" unCheckedChildren="否" />
            </Form.Item>
            <Form.Item name="internalOrExternal" label="打开方式">
              <Radio.Group
                options={[
                  { value: false, label: '内部' },
                  { value: true, label: '外部' },
                ]}
                onChange={() => void form.validateFields(['url', 'component']).catch(() => undefined)}
              />
            </Form.Item>
          </>
        )}
        <Form.Item name="status" label="状态">
          <Radio.Group options={PERMISSION_STATUS_OPTIONS.map((o) => ({ value: o.value, label: o.label }))} />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={schemaRules('description')}>
          <Input.TextArea rows={2} placeholder="请输入描述" />
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

/** The menu form (新增 / 编辑): the fields follow the menu type (menu vs 按钮/权限). */
export function MenuFormModal({
  target,
  tree,
  onClose,
  onSaved,
}: {
  target: MenuFormTarget | null;
  tree: readonly PermissionRecord[];
  onClose(): void;
  onSaved(): void;
}) {
  const title = target?.mode === 'edit' ? '编辑' : '新增';
  return (
    <AppModal
      open={target !== null}
      title={title}
      width={800}
      footer={null}
      onCancel={onClose}
      maskClosable={false}
      draggable
      switchFullscreen
    >
      {target && <MenuForm target={target} tree={tree} onClose={onClose} onSaved={onSaved} />}
    </AppModal>
  );
}
