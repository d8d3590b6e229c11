import type { InAppProvider } from '../contract/in-app-login';
import { isEmptyValue, type Validator } from '../validation/rules';

/**
 * 第三方应用 (WeCom / DingTalk) administration shared by the server and both shells: the user-form
 * binding fields, the directory sync summary and the words shown about them.
 */

/** sys_third_account.third_user_id: WeCom UserId / DingTalk userid characters, at most 100. */
export const THIRD_USER_ID_MAX = 100;
export const THIRD_USER_ID_PATTERN = /^[A-Za-z0-9_.@-]+$/;

/** The user form's binding fields (add/edit body and the admin user JSON) per app. */
export const THIRD_USER_FIELDS = [
  { key: 'wecomUserId', thirdType: 'wechat_enterprise', title: '企业微信UserId' },
  { key: 'dingtalkUserId', thirdType: 'dingtalk', title: '钉钉UserId' },
] as const satisfies ReadonlyArray<{ key: string; thirdType: InAppProvider; title: string }>;

export type ThirdUserFieldKey = (typeof THIRD_USER_FIELDS)[number]['key'];

export const THIRD_APP_MESSAGES = {
  userIdInvalid: (title: string) => `${title}只能包含字母、数字和 _ . @ -`,
  userIdTooLong: (title: string) => `${title}最长${THIRD_USER_ID_MAX}位字符`,
  notConfigured: (appName: string) => `请先配置并启用${appName}应用`,
  syncDone: '同步完成',
  phoneElsewhere: (name: string, mobile: string) =>
    `${name}：手机号${mobile}已被本租户以外或已删除的用户使用，未导入`,
  boundElsewhere: (name: string) => `${name}：该账号已绑定本租户以外或已删除的用户，未更新`,
  localUserBound: (name: string, username: string) =>
    `${name}：手机号匹配的用户${username}已绑定其他账号，未绑定`,
  badUserid: (name: string) => `${name}：账号标识不符合要求，未导入`,
  tooManyDeparts: '部门数量超过上限，请分批处理',
  tooManyUsers: '用户数量超过上限，请分批处理',
  /** The unique index's fallback when two saves race (the pre-check names the app). */
  accountTaken: '该第三方账号已绑定其他用户',
} as const;

/** A binding field's check (empty passes: the field is optional and clears the binding). */
export function validateThirdUserId(title: string): Validator {
  return (value) => {
    if (isEmptyValue(value)) return undefined;
    const text = String(value).trim();
    if (text.length > THIRD_USER_ID_MAX) return THIRD_APP_MESSAGES.userIdTooLong(title);
    return THIRD_USER_ID_PATTERN.test(text) ? undefined : THIRD_APP_MESSAGES.userIdInvalid(title);
  };
}

/** POST /sys/thirdApp/sync/{wechatEnterprise|dingtalk}/departAndUser/toLocal → result. */
export interface ThirdAppSyncSummary {
  departsAdded: number;
  departsUpdated: number;
  usersAdded: number;
  usersBound: number;
  usersUpdated: number;
  /** One Chinese line per provider user that was skipped, and why. */
  errors: string[];
}

/** The sync route segment of each app (JeecgBoot ThirdAppController's names). */
export const THIRD_SYNC_SEGMENT: Record<InAppProvider, string> = {
  wechat_enterprise: 'wechatEnterprise',
  dingtalk: 'dingtalk',
};

/** The summary as one line for the administrator. */
export function syncSummaryText(s: ThirdAppSyncSummary): string {
  return (
    `新增部门 ${s.departsAdded} 个，更新部门 ${s.departsUpdated} 个；` +
    `新增用户 ${s.usersAdded} 个，绑定已有用户 ${s.usersBound} 个，更新用户 ${s.usersUpdated} 个`
  );
}
