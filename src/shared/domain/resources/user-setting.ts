import { sysUserSchema } from './sys-user';
import type { ResourceField, ResourceSchema } from './types';

/** Messages of the account settings (个人设置), shared by the pages and the server. */
export const ACCOUNT_SETTINGS_MESSAGES = {
  profileSaved: '更新个人信息成功',
  userMissing: '未找到该用户数据',
  settingSaved: '保存成功',
  badChannel: '通知渠道只能是站内、企业微信或钉钉',
  badSwitch: (title: string) => `${title}只能是开或关`,
  unbound: '解绑成功',
  bindingMissing: '未找到该绑定',
} as const;

/**
 * The only sys_user fields a person edits about themself (PUT /sys/user/login/setting/userEdit).
 * The definitions (titles, rules, kinds) are the user form's own, so a rule is written once;
 * username, phone, status, roles, departments, tenants and password are not here and are ignored.
 */
export const PROFILE_FIELD_KEYS = ['realname', 'avatar', 'sex', 'birthday', 'email', 'telephone'] as const;
export type ProfileFieldKey = (typeof PROFILE_FIELD_KEYS)[number];

function profileField(key: ProfileFieldKey): ResourceField {
  const field = sysUserSchema.fields.find((f) => f.key === key);
  if (!field) throw new Error(`sysUserSchema has no ${key}`);
  return { ...field, form: true };
}

export const profileSchema: ResourceSchema = {
  name: 'userProfile',
  title: '个人信息',
  apiBase: '/sys/user/login/setting',
  permissionPrefix: '',
  table: 'sys_user',
  fields: PROFILE_FIELD_KEYS.map(profileField),
};

/** What GET /sys/user/login/setting/getUserData answers: the profile plus read-only facts. */
export interface UserProfile {
  id: string;
  username: string;
  realname: string | null;
  avatar: string | null;
  sex: number | null;
  birthday: string | null;
  email: string | null;
  telephone: string | null;
  /** Read-only here: changed by an administrator or the phone verification flow. */
  phone: string | null;
}

/** Where notices may reach a person (sys_user_setting.notify_channels). */
export const NOTIFY_CHANNELS = ['站内', '企业微信', '钉钉'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** GET/PUT /sys/user/setting/notification (新消息通知). */
export interface NotificationSetting {
  /** 通知公告 */
  notifyAnnouncement: boolean;
  /** 系统消息 */
  notifySystem: boolean;
  /** 语音播报: pushed notices are read aloud (desktop bell, phone message centre). */
  notifySpeech: boolean;
  notifyChannels: NotifyChannel[];
  /**
   * 调试控制台: load vConsole for this user (sys_user_setting.debug_console). It rides on the
   * same per-user settings row and endpoint; the switch lives in 个人设置, not in 新消息通知.
   */
  debugConsole: boolean;
}

export const DEFAULT_NOTIFICATION_SETTING: NotificationSetting = {
  notifyAnnouncement: true,
  notifySystem: true,
  notifySpeech: true,
  notifyChannels: ['站内'],
  debugConsole: false,
};

/** The 调试控制台 switch of 个人设置 (both shells). */
export const DEBUG_CONSOLE_SWITCH = {
  key: 'debugConsole',
  title: '调试控制台',
  description: '在页面上显示调试控制台（vConsole），用于在企业微信、钉钉中排查问题',
} as const;

export const NOTIFICATION_SWITCHES: ReadonlyArray<{
  key: 'notifyAnnouncement' | 'notifySystem' | 'notifySpeech';
  title: string;
  description: string;
}> = [
  { key: 'notifyAnnouncement', title: '通知公告', description: '新的通知公告以站内信提醒' },
  { key: 'notifySystem', title: '系统消息', description: '系统消息以站内信提醒' },
  { key: 'notifySpeech', title: '语音播报', description: '收到新消息时朗读消息内容' },
];

/** A comma list or array of channels, checked; null when any entry is not a known channel. */
export function parseNotifyChannels(raw: unknown): NotifyChannel[] | null {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : null;
  if (!list) return null;
  const out: NotifyChannel[] = [];
  for (const item of list) {
    if (typeof item !== 'string') return null;
    const text = item.trim();
    if (text === '') continue;
    const channel = NOTIFY_CHANNELS.find((c) => c === text);
    if (!channel) return null;
    if (!out.includes(channel)) out.push(channel);
  }
  return out;
}

/** The apps an account can be bound to (sys_third_account.third_type). */
export const THIRD_TYPES = ['wechat_enterprise', 'dingtalk'] as const;
export type ThirdType = (typeof THIRD_TYPES)[number];
/**
 * Every kind of account binding: the two apps plus the third-party login sources (issue 8: GitHub,
 * bound through POST /sys/thirdLogin/bindStart). Kept apart from THIRD_TYPES, which means the apps.
 */
export const ACCOUNT_BINDING_TYPES = [...THIRD_TYPES, 'github'] as const;
export type AccountBindingType = (typeof ACCOUNT_BINDING_TYPES)[number];
export const THIRD_TYPE_TEXT: Record<AccountBindingType, string> = {
  wechat_enterprise: '企业微信',
  dingtalk: '钉钉',
  github: 'GitHub',
};

/** GET /sys/thirdApp/getThirdAccountByUserId rows. */
export interface ThirdAccount {
  id: string;
  thirdType: AccountBindingType;
  thirdUserId: string;
  realname: string | null;
  avatar: string | null;
  createTime: string | null;
}
