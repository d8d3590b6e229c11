import { IN_APP_MESSAGES, type InAppProvider } from '../../../../shared/domain/contract/in-app-login';

/** The fields each app's card shows (the providers' own names for them). */
export interface ConfigField {
  name: 'corpId' | 'clientId' | 'agentId';
  label: string;
  required: string | null;
}

export interface AppCardSpec {
  thirdType: InAppProvider;
  title: string;
  fields: ConfigField[];
  secretLabel: string;
  secretRequired: string;
}

export const APP_CARDS: readonly AppCardSpec[] = [
  {
    thirdType: 'wechat_enterprise',
    title: '企业微信',
    fields: [
      { name: 'corpId', label: 'CorpID', required: IN_APP_MESSAGES.corpIdRequired('wechat_enterprise') },
      { name: 'agentId', label: 'AgentID', required: IN_APP_MESSAGES.agentIdRequired('wechat_enterprise') },
    ],
    secretLabel: 'Secret',
    secretRequired: IN_APP_MESSAGES.secretRequired('wechat_enterprise'),
  },
  {
    thirdType: 'dingtalk',
    title: '钉钉',
    fields: [
      { name: 'corpId', label: 'CorpId', required: IN_APP_MESSAGES.corpIdRequired('dingtalk') },
      { name: 'clientId', label: 'AppKey', required: IN_APP_MESSAGES.clientIdRequired },
      { name: 'agentId', label: 'AgentId', required: null },
    ],
    secretLabel: 'AppSecret',
    secretRequired: IN_APP_MESSAGES.secretRequired('dingtalk'),
  },
];

/** The secret is write-only: once stored, the field stays empty and says so. */
export const SECRET_SET_PLACEHOLDER = '已设置，留空则不修改';

export const SYNC_TEXT = {
  button: '同步部门和用户',
  confirmTitle: '同步部门和用户',
  confirm: (appName: string) =>
    `将从${appName}导入部门和用户到当前租户：已导入的部门和用户会更新，手机号相同的已有用户会被绑定。确定继续吗？`,
  doneTitle: '同步完成',
  errorsTitle: '未处理的用户',
  needsConfig: '请先保存并启用应用配置',
} as const;
