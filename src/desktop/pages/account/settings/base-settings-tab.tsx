import { useMemo, useState } from 'react';
import { Button, Form, Spin } from 'antd';
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
import { useFeedback } from '../../../app/feedback';
import { DraftBanner } from '../../../widgets/drafts/draft-banner';
import { fieldControl } from '../../../widgets/list-page/field-control';
import { valuePropsFor } from '../../../widgets/list-page/field-value-props';
import { ImageUpload } from '../../../widgets/upload/image-upload';

const FIELDS = formFieldsFor(profileSchema, 'edit');

/** Form values of a profile: dictionary codes as text (the select's values), nothing empty. */
function formValuesOf(profile: UserProfile): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { field } of FIELDS) {
    const value = profile[field.key as keyof UserProfile];
    if (value !== null && value !== undefined) out[field.key] = field.kind === 'dict' ? String(value) : value;
  }
  return out;
}

function ProfileForm({ profile }: { profile: UserProfile }) {
  const [form] = Form.useForm();
  const { message } = useFeedback();
  const client = useQueryClient();
  const userInfo = useSession((s) => s.userInfo);
  const [saving, setSaving] = useState(false);
  const initialValues = useMemo(() => formValuesOf(profile), [profile]);
  // Offline draft of the own profile (one per user; the same key on both shells, same values).
  const draft = useFormDraft({ formKey: 'accountProfile', recordId: 'self', form });

  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const res = await editOwnProfile(formBody(FIELDS, values, 'edit', null));
      if (!res.success || !res.result) {
        void message.warning(res.message);
        return;
      }
      void message.success(res.message);
      draft.saved();
      client.setQueryData(accountSettingsQueryKeys.profile(), res.result);
      // The header's name and avatar come from the session's user info.
      if (userInfo)
        setUserInfo({ ...userInfo, realname: res.result.realname ?? '', avatar: res.result.avatar });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <DraftBanner draft={draft} />
      <Form
        form={form}
        name="account-base-settings"
        layout="vertical"
        style={{ maxWidth: 480 }}
        initialValues={initialValues}
        onValuesChange={draft.changed}
        onFinish={(values: Record<string, unknown>) => void save(values)}
      >
        {FIELDS.map((state) => (
          <Form.Item
            key={state.field.key}
            name={state.field.key}
            label={state.field.title}
            required={state.required}
            rules={fieldStateRules(state)}
            {...valuePropsFor(state.field)}
          >
            {state.field.key === 'avatar' ? (
              <ImageUpload number={1} multiple={false} bizPath="avatar" label="头像" text="上传头像" />
            ) : (
              fieldControl(state.field, false)
            )}
          </Form.Item>
        ))}
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            更新基本信息
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}

/** 基本设置: the signed-in user's own profile (the server takes only these fields). */
export function BaseSettingsTab() {
  const profile = useQuery(profileQueryOptions());
  if (profile.isLoading) return <Spin />;
  if (!profile.data) return null;
  return <ProfileForm profile={profile.data} />;
}
