import { useMemo } from 'react';
import { Form, Input } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { departTreeQueryOptions, type DepartTreeNode } from '../../../../shared/api/sys/depart-api';
import { positionOptionsQueryOptions } from '../../../../shared/api/sys/position-api';
import { allRolesQueryOptions, type SysUserRecord } from '../../../../shared/api/sys/user-admin-api';
import { findField } from '../../../../shared/domain/resources/types';
import { sysUserSchema } from '../../../../shared/domain/resources/sys-user';
import { THIRD_USER_FIELDS, validateThirdUserId } from '../../../../shared/domain/resources/third-app';
import { validateMobile } from '../../../../shared/domain/validation/rules';
import { asyncRule } from '../../../../shared/forms/to-rule';
import {
  confirmPasswordRule,
  uniqueUserRule,
  useUserForm,
  userFieldRules,
  type UserFormValues,
} from '../../../../shared/flows/user-admin';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { dialogRecordId, useDraftDialog, useFormDraft } from '../../../../shared/hooks/drafts/use-form-draft';
import { MobileDraftBanner } from '../../../widgets/drafts/draft-banner';
import { mobileFieldControl } from '../../../widgets/card-list/field-control';
import { mobileValueProps } from '../../../widgets/card-list/field-value-props';
import { FormScreenFrame, FormScreenPopup } from '../../../widgets/card-list/resource-form-screen';
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
  const options = usePickerOptions();
  // The offline draft (passwords never stored) is removed once the save succeeds.
  const draftDialog = useDraftDialog(dialog, () => draft.saved());
  const { adding, detail, loading, original, recordValues, save } = useUserForm(form, draftDialog);
  const draft = useFormDraft({
    formKey: 'sysUser-mobile',
    recordId: dialogRecordId(dialog),
    enabled: !detail,
    ready: !loading,
    form,
  });

  return (
    <FormScreenFrame dialog={dialog} loading={loading} onSave={() => void save()}>
      <MobileDraftBanner draft={draft} />
      <Form
        form={form}
        onValuesChange={draft.changed}
        name="sysUser-mobile-form"
        layout="horizontal"
        disabled={detail}
        initialValues={recordValues ?? {}}
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
        {THIRD_USER_FIELDS.map((f) => (
          <Form.Item
            key={f.key}
            name={f.key}
            label={f.title}
            rules={[asyncRule(validateThirdUserId(f.title))]}
          >
            <Input placeholder={`请输入${f.title}`} autoComplete="off" clearable />
          </Form.Item>
        ))}
      </Form>
    </FormScreenFrame>
  );
}

/**
 * The phone's user form (新增 / 编辑 / 详情), full screen: the fields a manager needs on the road —
 * account, name, phone, roles, departments, position, sex, email. The desktop modal has the rest.
 */
export function UserFormScreen({ dialog }: { dialog: FormDialog<SysUserRecord> }) {
  return (
    <FormScreenPopup dialog={dialog}>
      <UserFormBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} dialog={dialog} />
    </FormScreenPopup>
  );
}
