import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { validateRequired } from '../validation/rules';
import { maxChars } from './sys-user';
import type { ResourceSchema } from './types';

export const MESSAGE_TEMPLATE_MESSAGES = {
  codeRequired: '请输入模板CODE!',
  nameRequired: '请输入模板标题!',
  contentRequired: '请输入模板内容!',
  typeRequired: '请选择模板类型!',
  typeInvalid: '模板类型只能是 文本 或 富文本',
  codeFormat: '模板CODE只允许字母、数字、下划线和短横线',
  codeTaken: '模板CODE已存在',
  testJsonInvalid: '测试数据必须是JSON对象格式',
  receiverRequired: '请选择消息接收方!',
  receiverUnknown: '消息接收方包含不存在的用户',
  templateNotFound: '消息模板不存在',
  notFound: '未找到对应实体',
  added: '添加成功！',
  edited: '修改成功!',
  deleted: '删除成功!',
  sent: '消息发送成功！',
} as const;

/** Template types (dict `msg_template_type`): plain text, or HTML whose placeholders are HTML-escaped. */
export const TEMPLATE_TYPE = { text: '1', html: '2' } as const;

export const TEMPLATE_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

const validateCode = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' && !TEMPLATE_CODE_PATTERN.test(value)
    ? MESSAGE_TEMPLATE_MESSAGES.codeFormat
    : undefined;

const validateTestJson = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? undefined
      : MESSAGE_TEMPLATE_MESSAGES.testJsonInvalid;
  } catch {
    return MESSAGE_TEMPLATE_MESSAGES.testJsonInvalid;
  }
};

/**
 * 消息模板 (`sys_sms_template`, JeecgBoot SysMessageTemplate; API `/sys/message/sysMessageTemplate`).
 * `templateContent` holds `${name}` placeholders replaced by plain string substitution from a JSON
 * object (`templateTestJson` is the sample the 发送测试 dialog starts from). HTML templates are
 * sanitised on save; their substituted values are HTML-escaped.
 */
export const messageTemplateSchema: ResourceSchema = {
  name: 'sysMessageTemplate',
  title: '消息模板',
  apiBase: '/sys/message/sysMessageTemplate',
  permissionPrefix: PERMISSION_PREFIX.messageTemplate,
  table: 'sys_sms_template',
  menuPath: ADMIN_PATHS.messageTemplate,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    {
      key: 'templateCode',
      title: '模板CODE',
      kind: 'text',
      rules: [validateRequired(MESSAGE_TEMPLATE_MESSAGES.codeRequired), validateCode, maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'templateName',
      title: '模板标题',
      kind: 'text',
      rules: [validateRequired(MESSAGE_TEMPLATE_MESSAGES.nameRequired), maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'templateType',
      title: '模板类型',
      kind: 'dict',
      dictCode: 'msg_template_type',
      rules: [validateRequired(MESSAGE_TEMPLATE_MESSAGES.typeRequired)],
      list: true,
      search: 'eq',
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'templateContent',
      title: '模板内容',
      kind: 'textarea',
      rules: [validateRequired(MESSAGE_TEMPLATE_MESSAGES.contentRequired), maxChars(100000)],
      list: true,
      form: true,
    },
    {
      key: 'templateTestJson',
      title: '模板测试json',
      kind: 'textarea',
      rules: [validateTestJson, maxChars(10000)],
      form: true,
    },
    { key: 'createBy', title: '创建人', kind: 'text', list: true },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, sort: true, search: 'range' },
  ],
};
