import { useEffect, useMemo, useState } from 'react';
import { DotLoading, Form, Input, Popup } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { departTreeQueryOptions, type DepartTreeNode } from '../../../../shared/api/sys/depart-api';
import { positionOptionsQueryOptions } from '../../../../shared/api/sys/position-api';
import {
  allRolesQueryOptions,
  queryUserById,
  userRelationsQueryOptions,
  type SysUserRecord,
} from '../../../../shared/api/sys/user-admin-api';
import { findField } from '../../../../shared/domain/resources/types';
import { sysUserSchema } from '../../../../shared/domain/resources/sys-user';
import { validateMobile } from '../../../../shared/domain/validation/rules';
import { asyncRule } from '../../../../shared/forms/to-rule';
import {
  confirmPasswordRule,
  toUserFormBody,
  uniqueUserRule,
  userFieldRules,
  userFormValuesOf,
  type UserFormValues,
} from '../../../../shared/flows/user-admin';
import { FORM_MODE_TITLES } from '../../../../shared/hooks/list-page/form-fields';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { mobileFieldControl } from '../../../widgets/card-list/field-control';
import { mobileValueProps } from '../../../widgets/card-list/field-value-props';
import { MultiChoiceField, type ChoiceItem } from './multi-choice-field';

const SEX = findField(sysUserSchema, 'sex');

function departItems(nodes: readonly DepartTreeNode[], depth = 0): ChoiceItem[] {
  return nodes.flatMap((n) => [
    { value: n.id, label: n.departName, depth },
    ...departItems(n.children ?? [], depth + 1),
  ]);
}

/** The option lists of the pickers (roles, departments, positions). */
function usePickerOptions() {
  const roles = useQuery(allRolesQueryOptions());
  const departs = useQuery({ ...departTreeQueryOptions(), retry: false });
  const positions = useQuery(positionOptionsQueryOptions());
  return useMemo(
    () => ({
      roles: (roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName })),
      departs: departItems(departs.data ?? []),
      positions: (positions.data ?? []).map((p) => ({ value: p.code, label: p.name })),
    }),
    [roles.data, departs.data, positions.data],
  );
}

const BOTH_TRIGGERS = ['onChange', 'onBlur'];

function UserFormBody({ dialog }: { dialog: FormDialog<SysUserRecord> }) {
  const [form] = Form.useForm<UserFormValues>();
  const client = useQueryClient();
  const options = usePickerOptions();
  const { mode, record } = dialog;
  const adding = mode === 'add';
  const detail = mode === 'detail';
  const [loading, setLoading] = useState(!adding && record !== null);
  const [original, setOriginal] = useState<SysUserRecord | null>(record);

  useEffect(() => {
    if (adding || !record) return;
    let alive = true;
    Promise.all([
      queryUserById(record.id).catch(() => null),
      client.fetchQuery(userRelationsQueryOptions(record.id)).catch(() => ({ roleIds: [], departIds: [] })),
    ])
      .then(([res, relations]) => {
        if (!alive) return;
        const full = res?.success && res.result ? { ...record, ...res.result } : record;
        setOriginal(full);
        // Every value goes into the store, shown or not, so an edit from the phone keeps the
        // fields it does not show (avatar, 工号, 身份 …).
        form.setFieldsValue(userFormValuesOf(full, relations));
      })
      .finally(() => {
        if (alive) setLoading(false);
      });
    return () => {
      alive = false;
    };
    // Once per opening: this body mounts with the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return; // the messages are under the fields
    }
    const values = form.getFieldsValue(true) as UserFormValues;
    await dialog.submit(
      toUserFormBody(values, adding ? 'add' : 'edit', original?.id) as unknown as Record<string, unknown>,
    );
  };

  const title = FORM_MODE_TITLES[mode];
  return (
    <div className="cwxt-m-form-screen" role="dialog" aria-modal="true" aria-label={title}>
      <header className="cwxt-m-form-screen-header">
        <button type="button" className="cwxt-m-form-screen-action" onClick={dialog.close}>
          返回
        </button>
        <h2 className="cwxt-m-form-screen-title">{title}</h2>
        {detail ? (
          <span className="cwxt-m-form-screen-action" />
        ) : (
          <button
            type="button"
            className="cwxt-m-form-screen-action cwxt-m-form-screen-save"
            disabled={dialog.submitting || loading}
            onClick={() => void save()}
          >
            保存
          </button>
        )}
      </header>
      <div className="cwxt-m-form-screen-content">
        {loading && (
          <div className="cwxt-m-form-screen-loading">
            <DotLoading />
          </div>
        )}
        <Form
          form={form}
          name="sysUser-mobile-form"
          layout="horizontal"
          disabled={detail}
          initialValues={adding ? {} : record ? userFormValuesOf(record, { roleIds: [], departIds: [] }) : {}}
        >
          <Form.Item
            name="username"
            label="用户账号"
            required={adding}
            disabled={!adding}
            validateTrigger={BOTH_TRIGGERS}
            rules={adding ? [...userFieldRules('username'), uniqueUserRule('username')] : []}
          >
            <Input placeholder="请输入用户账号" autoComplete="off" disabled={!adding} />
          </Form.Item>
          {adding && (
            <>
              <Form.Item name="password" label="登录密码" required rules={userFieldRules('password')}>
                <Input type="password" placeholder="请输入登录密码" autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                name="confirmpassword"
                label="确认密码"
                required
                dependencies={['password']}
                rules={[confirmPasswordRule(() => form.getFieldValue('password'))]}
              >
                <Input type="password" placeholder="请重新输入登录密码" autoComplete="new-password" />
              </Form.Item>
            </>
          )}
          <Form.Item name="realname" label="用户姓名" required={!detail} rules={userFieldRules('realname')}>
            <Input placeholder="请输入用户姓名" clearable />
          </Form.Item>
          <Form.Item
            name="phone"
            label="手机号码"
            required={!detail}
            validateTrigger={BOTH_TRIGGERS}
            rules={detail ? [] : [asyncRule(validateMobile), uniqueUserRule('phone', original?.phone)]}
          >
            <Input type="tel" placeholder="请输入手机号码" clearable />
          </Form.Item>
          <Form.Item name="selectedroles" label="角色">
            <MultiChoiceField title="角色" options={options.roles} />
          </Form.Item>
          <Form.Item name="selecteddeparts" label="所属部门">
            <MultiChoiceField title="所属部门" options={options.departs} />
          </Form.Item>
          <Form.Item name="post" label="职务">
            <MultiChoiceField title="职务" options={options.positions} />
          </Form.Item>
          {SEX && (
            <Form.Item name="sex" label="性别" {...mobileValueProps(SEX)}>
              {mobileFieldControl(SEX, detail)}
            </Form.Item>
          )}
          <Form.Item name="email" label="邮箱" rules={userFieldRules('email')}>
            <Input placeholder="请输入邮箱" clearable />
          </Form.Item>
        </Form>
      </div>
    </div>
  );
}

/**
 * The phone's user form (新增 / 编辑 / 详情), full screen: the fields a manager needs on the road —
 * account, name, phone, roles, departments, position, sex, email. The desktop modal has the rest.
 */
export function UserFormScreen({ dialog }: { dialog: FormDialog<SysUserRecord> }) {
  return (
    <Popup
      visible={dialog.open}
      position="right"
      destroyOnClose
      onClose={dialog.close}
      bodyClassName="cwxt-m-form-screen-body"
      bodyStyle={{ width: '100vw', height: '100%' }}
    >
      <UserFormBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} dialog={dialog} />
    </Popup>
  );
}
