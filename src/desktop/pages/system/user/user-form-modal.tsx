import { Form, Input, Radio, Spin } from 'antd';
import { USER_IDENTITY, type SysUserRecord } from '../../../../shared/api/sys/user-admin-api';
import { findField } from '../../../../shared/domain/resources/types';
import { sysUserSchema } from '../../../../shared/domain/resources/sys-user';
import { THIRD_USER_FIELDS, validateThirdUserId } from '../../../../shared/domain/resources/third-app';
import { asyncRule } from '../../../../shared/forms/to-rule';
import { useUserForm, type UserFormValues } from '../../../../shared/flows/user-admin';
import { userFieldOfMessage } from '../../../../shared/flows/user-field-messages';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { dialogRecordId, useDraftDialog, useFormDraft } from '../../../../shared/hooks/drafts/use-form-draft';
import { DraftBanner } from '../../../widgets/drafts/draft-banner';
import { fieldControl } from '../../../widgets/list-page/field-control';
import { valuePropsFor } from '../../../widgets/list-page/field-value-props';
import { FormModalFooter, FormModalShell } from '../../../widgets/list-page/resource-form-modal';
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
  // The offline draft (passwords never stored) is removed once the save succeeds.
  const draftDialog = useDraftDialog(dialog, () => draft.saved());
  // A refusal about one shown field (账号已存在, 手机号已存在 …) goes under that field.
  const onRefused = (text: string) => {
    const name = userFieldOfMessage(text) as keyof UserFormValues | undefined;
    if (!name || !form.getFieldInstance(name)) return false;
    form.setFields([{ name, errors: [text] }]);
    return true;
  };
  const { adding, detail, loading, original, recordValues, save } = useUserForm(form, draftDialog, onRefused);
  const draft = useFormDraft({
    formKey: 'sysUser',
    recordId: dialogRecordId(dialog),
    enabled: !detail,
    ready: !loading,
    form,
  });
  const identity = Form.useWatch('userIdentity', form);
  const departs = Form.useWatch('selecteddeparts', form) ?? [];

  return (
    <>
      <DraftBanner draft={draft} />
      <Spin spinning={loading}>
        <Form<UserFormValues>
          form={form}
          onValuesChange={draft.changed}
          labelCol={{ span: 5 }}
          wrapperCol={{ span: 16 }}
          disabled={detail}
          initialValues={recordValues ?? (adding ? { userIdentity: USER_IDENTITY.ordinary } : {})}
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
          {THIRD_USER_FIELDS.map((f) => (
            <Form.Item
              key={f.key}
              name={f.key}
              label={f.title}
              rules={[asyncRule(validateThirdUserId(f.title))]}
            >
              <Input placeholder={`请输入${f.title}`} autoComplete="off" />
            </Form.Item>
          ))}
        </Form>
      </Spin>
      <FormModalFooter dialog={dialog} loading={loading} onSave={() => void save()} />
    </>
  );
}

/**
 * The user modal (JeecgBoot UserModal): 新增 with account and password, 编辑 with the account
 * locked, 详情 read-only. Roles and departments load with the record.
 */
export function UserFormModal({ dialog }: { dialog: FormDialog<SysUserRecord> }) {
  return (
    <FormModalShell dialog={dialog} width={800}>
      <UserFormBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} dialog={dialog} />
    </FormModalShell>
  );
}
