import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
// Types only: the notice socket (phone first load) imports this file, and the resource module
// carries the profile schema with the user form's rules.
import type { NotificationSetting, ThirdAccount, UserProfile } from '../../domain/resources/user-setting';
import { deleteAction, getAction, putAction } from '../http';

/** 个人设置: the signed-in user's own profile, bindings and notification preferences. */
export const ACCOUNT_SETTINGS_URLS = {
  getUserData: '/sys/user/login/setting/getUserData',
  userEdit: '/sys/user/login/setting/userEdit',
  thirdAccounts: '/sys/thirdApp/getThirdAccountByUserId',
  unbind: '/sys/thirdApp/unbindThirdAccount',
  notification: '/sys/user/setting/notification',
} as const;

export type ProfileBody = Partial<
  Pick<UserProfile, 'realname' | 'avatar' | 'birthday' | 'email' | 'telephone'> & {
    sex: number | string | null;
  }
>;

export function getUserData() {
  return getAction<UserProfile>(ACCOUNT_SETTINGS_URLS.getUserData);
}

export function editOwnProfile(body: ProfileBody) {
  return putAction<UserProfile>(ACCOUNT_SETTINGS_URLS.userEdit, body);
}

export function getThirdAccounts() {
  return getAction<ThirdAccount[]>(ACCOUNT_SETTINGS_URLS.thirdAccounts);
}

export function unbindThirdAccount(id: string) {
  return deleteAction<string>(ACCOUNT_SETTINGS_URLS.unbind, { id });
}

export function getNotificationSetting() {
  return getAction<NotificationSetting>(ACCOUNT_SETTINGS_URLS.notification);
}

export function saveNotificationSetting(patch: Partial<NotificationSetting>) {
  return putAction<NotificationSetting>(ACCOUNT_SETTINGS_URLS.notification, patch);
}

export const accountSettingsQueryKeys = {
  all: ['sys', 'account-settings'] as const,
  profile: () => [...accountSettingsQueryKeys.all, 'profile'] as const,
  thirdAccounts: () => [...accountSettingsQueryKeys.all, 'third-accounts'] as const,
  notification: () => [...accountSettingsQueryKeys.all, 'notification'] as const,
};

export function profileQueryOptions() {
  return queryOptions({
    queryKey: accountSettingsQueryKeys.profile(),
    queryFn: async (): Promise<UserProfile | null> => {
      const res = await getUserData();
      return res.success ? res.result : null;
    },
  });
}

export function thirdAccountsQueryOptions() {
  return queryOptions({
    queryKey: accountSettingsQueryKeys.thirdAccounts(),
    queryFn: async (): Promise<ThirdAccount[]> => {
      const res = await getThirdAccounts();
      return res.success && Array.isArray(res.result) ? res.result : [];
    },
  });
}

/** The preferences, or null when they could not be read (readers then keep the defaults: speech on). */
export function notificationSettingQueryOptions() {
  return queryOptions({
    queryKey: accountSettingsQueryKeys.notification(),
    queryFn: async (): Promise<NotificationSetting | null> => {
      const res = await getNotificationSetting();
      return res.success && res.result ? res.result : null;
    },
    staleTime: 5 * 60_000,
  });
}

/** The preferences and a save that updates every reader at once (the bell's speech included). */
export function useNotificationSetting() {
  const client = useQueryClient();
  const query = useQuery(notificationSettingQueryOptions());
  const save = async (patch: Partial<NotificationSetting>) => {
    const res = await saveNotificationSetting(patch);
    if (res.success && res.result) client.setQueryData(accountSettingsQueryKeys.notification(), res.result);
    return res;
  };
  return { setting: query.data ?? null, loading: query.isLoading, save };
}

/** The bindings and an unbind that reloads them. */
export function useThirdAccounts() {
  const client = useQueryClient();
  const query = useQuery(thirdAccountsQueryOptions());
  const unbind = async (id: string) => {
    const res = await unbindThirdAccount(id);
    if (res.success) await client.invalidateQueries({ queryKey: accountSettingsQueryKeys.thirdAccounts() });
    return res;
  };
  return { accounts: query.data ?? [], loading: query.isLoading, unbind };
}
