import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import type { CgformHeadRecord } from '../../../../shared/api/online/cgform-design-api';
import {
  addPermission,
  listPermissions,
  type PermissionRecord,
} from '../../../../shared/api/sys/permission-api';
import { onlineFormPermissionPrefix } from '../../../../shared/domain/online/runtime-schema';
import { useFeedback } from '../../../app/feedback';
import { AppModal } from '../../../widgets/modal/app-modal';
import { FORM_BUTTONS, listComponentOf, onlineListMenuPath } from './design-labels';

/** The menu (not a button) whose url is `url`, anywhere in the tree. */
function findMenu(rows: PermissionRecord[] | null | undefined, url: string): PermissionRecord | undefined {
  for (const row of rows ?? []) {
    if (row.menuType !== 2 && row.url === url) return row;
    const child = findMenu(row.children, url);
    if (child) return child;
  }
  return undefined;
}

async function menuAt(url: string): Promise<PermissionRecord | undefined> {
  const res = await listPermissions();
  return res.success ? findMenu(res.result, url) : undefined;
}

/**
 * 添加菜单: a first-level menu opening the form's list view, then its buttons. `/sys/permission/add`
 * answers no id, so the new menu is found again by its url (one menu per form: an existing one is refused).
 */
async function addFormMenu(record: CgformHeadRecord): Promise<{ ok: boolean; message: string }> {
  const url = onlineListMenuPath(record.id);
  if (await menuAt(url)) return { ok: false, message: `已存在地址为 ${url} 的菜单` };
  const added = await addPermission({
    menuType: 0,
    name: record.tableTxt,
    url,
    component: listComponentOf(record),
    route: true,
    sortNo: 1,
  });
  if (!added.success) return { ok: false, message: added.message };
  const menu = await menuAt(url);
  if (!menu) return { ok: false, message: '菜单已添加，但未找到新菜单，按钮未添加' };
  const prefix = onlineFormPermissionPrefix(record.tableName);
  for (const button of FORM_BUTTONS) {
    const res = await addPermission({
      menuType: 2,
      parentId: menu.id,
      name: button.name,
      perms: `${prefix}${button.action}`,
      permsType: '1',
      status: '1',
      sortNo: FORM_BUTTONS.indexOf(button) + 1,
    });
    if (!res.success) return { ok: false, message: res.message };
  }
  return { ok: true, message: `菜单「${record.tableTxt}」及其按钮已添加，请在角色授权中分配` };
}

/** 配置菜单地址: the url a menu must use; 添加菜单 creates it (system:permission:add). */
export function MenuDialog({
  record,
  canAddMenu,
  onClose,
}: {
  record: CgformHeadRecord | null;
  canAddMenu: boolean;
  onClose(): void;
}) {
  const { message } = useFeedback();
  const [adding, setAdding] = useState(false);
  const add = async (r: CgformHeadRecord) => {
    setAdding(true);
    try {
      const res = await addFormMenu(r);
      if (res.ok) message.success(res.message);
      else message.warning(res.message);
    } catch {
      // Transport errors are shown by the HTTP interceptor.
    } finally {
      setAdding(false);
    }
  };
  return (
    <AppModal open={record !== null} title="配置菜单地址" width={640} footer={null} onCancel={onClose}>
      {record && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>菜单地址（复制到菜单的“访问路径”）：</Typography.Text>
          <Typography.Text code copyable aria-label="菜单地址">
            {onlineListMenuPath(record.id)}
          </Typography.Text>
          <Typography.Text type="secondary">前端组件：{listComponentOf(record)}</Typography.Text>
          {canAddMenu && (
            <Button type="primary" loading={adding} onClick={() => void add(record)}>
              添加菜单
            </Button>
          )}
        </Space>
      )}
    </AppModal>
  );
}
