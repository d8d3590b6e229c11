import { useEffect, useState } from 'react';
import { Button, Form, Input, Radio, Space, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  USER_IDENTITY,
  queryUserById,
  userRelationsQueryOptions,
  type SysUserRecord,
} from '../../../../shared/api/sys/user-admin-api';
import { findField } from '../../../../shared/domain/resources/types';
import { sysUserSchema } from '../../../../shared/domain/resources/sys-user';
import { toUserFormBody, userFormValuesOf, type UserFormValues } from '../../../../shared/flows/user-admin';
import { FORM_MODE_TITLES } from '../../../../shared/hooks/list-page/form-fields';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { AppModal } from '../../../widgets/modal/app-modal';
import { fieldControl } from '../../../widgets/list-page/field-control';
import { valuePropsFor } from '../../../widgets/list-page/field-value-props';
import { AvatarUpload } from './avatar-upload';
import { confirmPasswordRules, phoneRules, schemaRules, uniqueRule } from './user-form-rules';
import { ChargeDepartSelect, DepartTreeSelect, PositionSelect, RoleSelect } from './user-pickers';

const IDENTITY_OPTIONS = [
  { value: USER_IDENTITY.ordinary, label: '普通用户' },
  { value: USER_IDENTITY.superior, label: '上级' },
];

const field = (key: string) => {
  const f = findField(sysUserSchema, key);
  if (!f) throw new Error(`sysUserSchema has no field ${key}`);
  return f;
};

const ON_CHANGE_AND_BLUR = ['onChange', 'onBlur'];

function UserFormBody({ dialog }: { dialog: FormDialog<SysUserRecord> }) {
  const [form] = Form.useForm<UserFormValues>();
  const client = useQueryClient();
  const { mode, record } = dialog;
  const adding = mode === 'add';
  const detail = mode === 'detail';
  const [loading, setLoading] = useState(!adding && record !== null);
  const [original, setOriginal] = useState<SysUserRecord | null>(record);
  const identity = Form.useWatch('userIdentity', form);
  const departs = Form.useWatch('selecteddeparts', form) ?? [];

  useEffect(() => {
    if (adding || !record) return;
    let alive = true;
    // The row may lack columns the list did not ask for: read the record and its roles/departments.
    Promise.all([
      queryUserById(record.id).catch(() => null),
      client.fetchQuery(userRelationsQueryOptions(record.id)).catch(() => ({ roleIds: [], departIds: [] })),
    ])
      .then(([res, relations]) => {
        if (!alive) return;
        const full = res?.success && res.result ? { ...record, ...res.result } : record;
        setOriginal(full);
        form.setFieldsValue(userFormValuesOf(full, relations));
      })
      .finally(() => {
        if (alive) setLoading(false);
      });
    return () => {
      alive = false;
    };
    // Once per opening: this body mounts with the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return; // the messages are under the fields
    }
    const values = form.getFieldsValue(true) as UserFormValues;
    const body = toUserFormBody(values, adding ? 'add' : 'edit', original?.id);
    await dialog.submit(body as unknown as Record<string, unknown>);
  };

  return (
    <>
      <Spin spinning={loading}>
        <Form<UserFormValues>
          form={form}
          labelCol={{ span: 5 }}
          wrapperCol={{ span: 16 }}
          disabled={detail}
          initialValues={
            adding
              ? { userIdentity: USER_IDENTITY.ordinary }
              : record
                ? userFormValuesOf(record, { roleIds: [], departIds: [] })
                : {}
          }
        >
          <Form.Item
            name="username"
            label="用户账号"
            required={adding}
            validateTrigger={ON_CHANGE_AND_BLUR}
            rules={adding ? [...schemaRules('username'), uniqueRule('username')] : []}
          >
            <Input placeholder="请输入用户账号" disabled={!adding} autoComplete="off" />
          </Form.Item>
          {adding && (
            <>
              <Form.Item name="password" label="登录密码" required rules={schemaRules('password')}>
                <Input.Password placeholder="请输入登录密码" autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                name="confirmpassword"
                label="确认密码"
                required
                dependencies={['password']}
                rules={confirmPasswordRules()}
              >
                <Input.Password placeholder="请重新输入登录密码" autoComplete="new-password" />
              </Form.Item>
            </>
          )}
          <Form.Item name="realname" label="用户姓名" required={!detail} rules={schemaRules('realname')}>
            <Input placeholder="请输入用户姓名" />
          </Form.Item>
          <Form.Item name="workNo" label="工号" rules={schemaRules('workNo')}>
            <Input placeholder="请输入工号" />
          </Form.Item>
          <Form.Item name="post" label="职务">
            <PositionSelect />
          </Form.Item>
          <Form.Item name="selectedroles" label="角色">
            <RoleSelect />
          </Form.Item>
          <Form.Item name="selecteddeparts" label="所属部门">
            <DepartTreeSelect />
          </Form.Item>
          <Form.Item name="userIdentity" label="身份">
            <Radio.Group options={IDENTITY_OPTIONS} />
          </Form.Item>
          {Number(identity) === USER_IDENTITY.superior && (
            <Form.Item name="departIds" label="负责部门" extra="从所属部门中选择">
              <ChargeDepartSelect departs={departs} />
            </Form.Item>
          )}
          <Form.Item name="avatar" label="头像" rules={schemaRules('avatar')}>
            <AvatarUpload disabled={detail} />
          </Form.Item>
          <Form.Item name="birthday" label="生日" {...valuePropsFor(field('birthday'))}>
            {fieldControl(field('birthday'), detail)}
          </Form.Item>
          <Form.Item name="sex" label="性别">
            {fieldControl(field('sex'), detail)}
          </Form.Item>
          <Form.Item name="email" label="邮箱" rules={schemaRules('email')}>
            <Input placeholder="请输入邮箱" />
          </Form.Item>
          <Form.Item
            name="phone"
            label="手机号码"
            required={!detail}
            validateTrigger={ON_CHANGE_AND_BLUR}
            rules={detail ? [] : phoneRules(original?.phone)}
          >
            <Input placeholder="请输入手机号码" />
          </Form.Item>
          <Form.Item name="telephone" label="座机" rules={schemaRules('telephone')}>
            <Input placeholder="请输入座机" />
          </Form.Item>
        </Form>
      </Spin>
      <div style={{ textAlign: 'right', marginTop: 24 }}>
        {detail ? (
          <Button onClick={dialog.close}>关闭</Button>
        ) : (
          <Space>
            <Button onClick={dialog.close}>取消</Button>
            <Button type="primary" loading={dialog.submitting} disabled={loading} onClick={() => void save()}>
              确定
            </Button>
          </Space>
        )}
      </div>
    </>
  );
}

/**
 * The user modal (JeecgBoot UserModal): 新增 with account and password, 编辑 with the account
 * locked, 详情 read-only. Roles and departments load with the record.
 */
export function UserFormModal({ dialog }: { dialog: FormDialog<SysUserRecord> }) {
  return (
    <AppModal
      open={dialog.open}
      title={FORM_MODE_TITLES[dialog.mode]}
      width={800}
      switchFullscreen
      draggable
      footer={null}
      onCancel={dialog.close}
      mask={{ closable: false }}
    >
      <UserFormBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} dialog={dialog} />
    </AppModal>
  );
}
