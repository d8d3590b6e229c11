import { useMemo, useState } from 'react';
import { DotLoading, Form } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountSettingsQueryKeys,
  editOwnProfile,
  profileQueryOptions,
} from '../../../../shared/api/sys/account-settings-api';
import { profileSchema, type UserProfile } from '../../../../shared/domain/resources/user-setting';
import { formBody, formFieldsFor } from '../../../../shared/hooks/list-page/form-fields';
import { fieldStateRules } from '../../../../shared/hooks/list-page/use-resource-form';
import { setUserInfo, useSession } from '../../../../shared/session/session-store';
import { useFormDraft } from '../../../../shared/hooks/drafts/use-form-draft';
import { toast, toastSuccess } from '../../../ui/lazy-feedback';
import { MobileDraftBanner } from '../../../widgets/drafts/draft-banner';
import { mobileFieldControl } from '../../../widgets/card-list/field-control';
import { mobileValueProps } from '../../../widgets/card-list/field-value-props';
import { MobileImageUpload } from '../../../widgets/upload/image-upload';
import { SettingsScreen } from './settings-screen';

const FIELDS = formFieldsFor(profileSchema, 'edit');

function formValuesOf(profile: UserProfile): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { field } of FIELDS) {
    const value = profile[field.key as keyof UserProfile];
    if (value !== null && value !== undefined) out[field.key] = field.kind === 'dict' ? String(value) : value;
  }
  return out;
}

function ProfileForm({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const [form] = Form.useForm();
  const client = useQueryClient();
  const userInfo = useSession((s) => s.userInfo);
  const [saving, setSaving] = useState(false);
  const initialValues = useMemo(() => formValuesOf(profile), [profile]);
  // Offline draft of the own profile (one per user; the same key on both shells, same values).
  const draft = useFormDraft({ formKey: 'accountProfile', recordId: 'self', form });

  const save = async () => {
    let values: Record<string, unknown>;
    try {
      values = (await form.validateFields()) as Record<string, unknown>;
    } catch {
      return; // The form shows the messages under the fields.
    }
    setSaving(true);
    try {
      const res = await editOwnProfile(formBody(FIELDS, values, 'edit', null));
      if (!res.success || !res.result) {
        void toast(res.message);
        return;
      }
      void toastSuccess(res.message);
      draft.saved();
      client.setQueryData(accountSettingsQueryKeys.profile(), res.result);
      if (userInfo)
        setUserInfo({ ...userInfo, realname: res.result.realname ?? '', avatar: res.result.avatar });
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsScreen
      title="基本设置"
      open
      onClose={onClose}
      action={
        <button
          type="button"
          className="cwxt-m-form-screen-action cwxt-m-form-screen-save"
          disabled={saving}
          onClick={() => void save()}
        >
          保存
        </button>
      }
    >
      <MobileDraftBanner draft={draft} />
      <Form
        form={form}
        name="account-base-settings"
        layout="horizontal"
        initialValues={initialValues}
        onValuesChange={draft.changed}
      >
        {FIELDS.map((state) => (
          <Form.Item
            key={state.field.key}
            name={state.field.key}
            label={state.field.title}
            required={state.required}
            rules={fieldStateRules(state)}
            {...mobileValueProps(state.field)}
          >
            {state.field.key === 'avatar' ? (
              <MobileImageUpload number={1} multiple={false} bizPath="avatar" label="头像" />
            ) : (
              mobileFieldControl(state.field, false)
            )}
          </Form.Item>
        ))}
      </Form>
    </SettingsScreen>
  );
}

/** 基本设置 on the phone: the own profile in a full-screen form; 保存 sends only the profile fields. */
export function BaseSettingsScreen({ onClose }: { onClose: () => void }) {
  const profile = useQuery(profileQueryOptions());
  if (!profile.data) {
    return (
      <SettingsScreen title="基本设置" open onClose={onClose}>
        {profile.isLoading ? <DotLoading /> : null}
      </SettingsScreen>
    );
  }
  return <ProfileForm profile={profile.data} onClose={onClose} />;
}
